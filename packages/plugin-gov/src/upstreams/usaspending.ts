import { defineUpstream, usGovernmentWork } from '@svc/core'

/** USAspending.gov API (U.S. Treasury, DATA Act); no key. */
export const usaspending = defineUpstream({
  id: 'usaspending',
  name: 'USAspending.gov',
  baseUrl: 'https://api.usaspending.gov',
  docsUrl: 'https://api.usaspending.gov/docs/endpoints',
  ...usGovernmentWork({ data: 'USAspending award data' }),
  // No key and no published rate limit (api.usaspending.gov/docs, the API's repository); no quota to enforce.
  timeoutMs: 30_000,
})
