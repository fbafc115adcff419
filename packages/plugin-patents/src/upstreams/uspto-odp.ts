import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** USPTO Open Data Portal, Patent File Wrapper API: applications filed since 2001, refreshed daily; an ODP key is required. */
export const usptoOdp = defineUpstream({
  id: 'uspto-odp',
  name: 'USPTO Open Data Portal',
  baseUrl: 'https://api.uspto.gov',
  docsUrl: 'https://data.uspto.gov/apis/patent-file-wrapper/search',
  ...usGovernmentWork({ data: 'USPTO data', licenseNote: 'USPTO Open Data Portal terms of use', url: 'https://www.uspto.gov/terms-use-uspto-websites' }),
  key: requiredKey.header('X-API-KEY', 'https://data.uspto.gov/myodp'),
  // ODP's "API rate limits" page: burst 1 (a second call in flight with the same key is refused 429), 4 to 15 requests a
  // second by call type (the stricter 4 kept), weekly quotas of 5,000,000 metadata and 1,200,000 Documents API calls
  // (the stricter counted for both), and at least 5 s before retrying a 429.
  quota: { withKey: [{ requests: 4, perSeconds: 1 }, { requests: 1_200_000, perSeconds: 7 * 86_400 }], lockoutSeconds: 5, url: 'https://data.uspto.gov/apis/api-rate-limits' },
  timeoutMs: 20_000,
  concurrency: 1,
})
