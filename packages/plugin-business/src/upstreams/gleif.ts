import { defineUpstream } from '@svc/core'

/** The GLEIF API (Global Legal Entity Identifier Foundation): LEI records, relationships, ISIN mappings; no key. */
export const gleif = defineUpstream({
  id: 'gleif',
  name: 'GLEIF',
  baseUrl: 'https://api.gleif.org',
  docsUrl: 'https://www.gleif.org/en/lei-data/gleif-api',
  license: 'CC0 1.0 (LEI data, https://www.gleif.org/en/meta/lei-data-terms-of-use)',
  timeoutMs: 15_000,
  headers: { accept: 'application/vnd.api+json' },
})
