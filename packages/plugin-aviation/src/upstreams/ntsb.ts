import { defineUpstream, usGovernmentWork } from '@svc/core'

/** The NTSB's CAROL (Case Analysis and Reporting Online) search API behind data.ntsb.gov; no key. */
export const ntsbCarol = defineUpstream({
  id: 'ntsb-carol',
  name: 'NTSB CAROL (data.ntsb.gov)',
  baseUrl: 'https://data.ntsb.gov',
  docsUrl: 'https://data.ntsb.gov/carol-main-public/landing-page',
  ...usGovernmentWork({ data: 'NTSB investigation data', agency: 'National Transportation Safety Board', url: 'https://www.ntsb.gov/Pages/privacy.aspx' }),
  timeoutMs: 25_000,
  concurrency: 2,
})
