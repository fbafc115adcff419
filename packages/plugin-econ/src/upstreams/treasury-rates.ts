import { defineUpstream } from '@svc/core'

/** The U.S. Treasury's interest rate feeds (home.treasury.gov XML), no key. */
export const treasuryRates = defineUpstream({
  id: 'treasury-rates',
  name: 'U.S. Department of the Treasury',
  baseUrl: 'https://home.treasury.gov',
  docsUrl: 'https://home.treasury.gov/treasury-daily-interest-rate-xml-feed',
  license: 'U.S. government work, public domain',
  timeoutMs: 15_000,
  headers: { accept: 'application/xml, application/atom+xml, text/xml' },
  // No rate limit is published for the feed.
  terms: {
    url: 'https://home.treasury.gov/subfooter/site-policies-and-notices',
    commercial: { use: 'allowed', note: 'Treasury data are U.S. government works in the public domain' },
  },
})
