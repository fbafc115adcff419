import { defineUpstream } from '@svc/core'

/**
 * ProPublica Nonprofit Explorer API v2 (https://projects.propublica.org/nonprofits/api): IRS exempt-organization records
 * and Form 990 data; no key, GET only, no published rate limit. The records are IRS public data; ProPublica asks to be
 * credited for the service.
 */
export const nonprofitExplorer = defineUpstream({
  id: 'propublica-nonprofits',
  name: 'ProPublica Nonprofit Explorer',
  baseUrl: 'https://projects.propublica.org',
  docsUrl: 'https://projects.propublica.org/nonprofits/api',
  license: 'IRS data (public domain); ProPublica Nonprofit Explorer, free to use with attribution to ProPublica',
  timeoutMs: 20_000,
  terms: {
    url: 'https://projects.propublica.org/nonprofits/api',
    commercial: { use: 'allowed', note: 'the API page sets no use restriction; the filings are IRS public records' },
    attribution: { text: 'Nonprofit data from ProPublica Nonprofit Explorer (projects.propublica.org/nonprofits)' },
  },
})
