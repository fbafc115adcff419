import { defineUpstream } from '@svc/core'

/** The NTSB's CAROL (Case Analysis and Reporting Online) search API behind data.ntsb.gov; no key. */
export const ntsbCarol = defineUpstream({
  id: 'ntsb-carol',
  name: 'NTSB CAROL (data.ntsb.gov)',
  baseUrl: 'https://data.ntsb.gov',
  docsUrl: 'https://data.ntsb.gov/carol-main-public/landing-page',
  license: 'Public domain (U.S. government work, National Transportation Safety Board)',
  timeoutMs: 25_000,
  concurrency: 2,
  terms: {
    url: 'https://www.ntsb.gov/Pages/privacy.aspx',
    commercial: { use: 'allowed', note: 'NTSB investigation data is a U.S. government work, public domain' },
  },
})
