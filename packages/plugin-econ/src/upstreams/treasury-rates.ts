import { defineUpstream, usGovernmentWork } from '@svc/core'

/** The U.S. Treasury's interest rate feeds (home.treasury.gov XML), no key. */
export const treasuryRates = defineUpstream({
  id: 'treasury-rates',
  name: 'U.S. Department of the Treasury',
  baseUrl: 'https://home.treasury.gov',
  docsUrl: 'https://home.treasury.gov/treasury-daily-interest-rate-xml-feed',
  ...usGovernmentWork({ data: 'Treasury data', url: 'https://home.treasury.gov/subfooter/site-policies-and-notices' }),
  headers: { accept: 'application/xml, application/atom+xml, text/xml' },
  // No rate limit is published for the feed.
})
