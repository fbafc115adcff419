import { defineUpstream } from '@svc/core'

/** The ECB Data Portal's SDMX REST API (no key). */
export const ecbData = defineUpstream({
  id: 'ecb-data',
  name: 'ECB Data Portal',
  baseUrl: 'https://data-api.ecb.europa.eu',
  docsUrl: 'https://data.ecb.europa.eu/help/api/data',
  license: 'ECB statistics reuse policy: free reuse with the source acknowledged',
  timeoutMs: 15_000,
  headers: { accept: 'text/csv' },
})
