import { defineUpstream, usGovernmentWork } from '@svc/core'

/** USPTO Open Data Portal, Patent File Wrapper API: applications filed since 2001, refreshed daily; an ODP key is required. */
export const usptoOdp = defineUpstream({
  id: 'uspto-odp',
  name: 'USPTO Open Data Portal',
  baseUrl: 'https://api.uspto.gov',
  docsUrl: 'https://data.uspto.gov/apis/patent-file-wrapper/search',
  ...usGovernmentWork({ data: 'USPTO data', licenseNote: 'USPTO Open Data Portal terms of use', url: 'https://www.uspto.gov/terms-use-uspto-websites' }),
  key: { required: true, in: 'header', name: 'X-API-KEY', signupUrl: 'https://data.uspto.gov/myodp' },
  timeoutMs: 20_000,
  concurrency: 4,
})
