import { defineUpstream } from '@svc/core'

/** The GBIF API (Global Biodiversity Information Facility); no key for reads. */
export const gbif = defineUpstream({
  id: 'gbif',
  name: 'GBIF',
  baseUrl: 'https://api.gbif.org',
  docsUrl: 'https://techdocs.gbif.org/en/openapi/',
  license: 'GBIF data use agreement; backbone taxonomy CC BY 4.0 (https://www.gbif.org/terms)',
  timeoutMs: 15_000,
})
