import { defineUpstream, usGovernmentWork } from '@svc/core'

/** The NSF Award Search web API: National Science Foundation awards, no key. */
export const nsfAwards = defineUpstream({
  id: 'nsf-awards',
  name: 'NSF Award Search API',
  baseUrl: 'https://api.nsf.gov/services/v1',
  docsUrl: 'https://resources.research.gov/common/webapi/awardapisearch-v1.htm',
  ...usGovernmentWork({ data: 'NSF award records', agency: 'National Science Foundation' }),
  timeoutMs: 20_000,
})
