import { defineUpstream } from '@svc/core'

/** ProPublica Nonprofit Explorer API v2: IRS exempt-organization records and Form 990 data; no key. */
export const nonprofitExplorer = defineUpstream({
  id: 'propublica-nonprofits',
  name: 'ProPublica Nonprofit Explorer',
  baseUrl: 'https://projects.propublica.org',
  docsUrl: 'https://projects.propublica.org/nonprofits/api',
  license: 'IRS data (public domain); ProPublica Nonprofit Explorer, free to use with attribution to ProPublica',
  timeoutMs: 20_000,
})
