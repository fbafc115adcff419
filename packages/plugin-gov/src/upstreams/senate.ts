import { defineUpstream, usGovernmentWork } from '@svc/core'

/** U.S. Senate roll call vote XML (senate.gov LIS); no key. */
export const senate = defineUpstream({
  id: 'senate',
  name: 'United States Senate (Legislative Information System)',
  baseUrl: 'https://www.senate.gov',
  docsUrl: 'https://www.senate.gov/legislative/votes_new.htm',
  ...usGovernmentWork({ data: 'Senate roll calls' }),
  timeoutMs: 20_000,
  headers: { accept: 'application/xml, text/xml' },
})
