import { defineUpstream } from '@svc/core'

/**
 * The GBIF API (Global Biodiversity Information Facility); no key for reads. The species answer uses the
 * backbone taxonomy (CC BY 4.0) and only counts occurrences, so the per-dataset licences of occurrence
 * records (some CC BY-NC) do not reach it.
 */
export const gbif = defineUpstream({
  id: 'gbif',
  name: 'GBIF',
  baseUrl: 'https://api.gbif.org',
  docsUrl: 'https://techdocs.gbif.org/en/openapi/',
  license: 'GBIF data use agreement; backbone taxonomy CC BY 4.0 (https://www.gbif.org/terms)',
  terms: {
    url: 'https://www.gbif.org/terms',
    commercial: { use: 'allowed', note: 'the GBIF Backbone Taxonomy is CC BY 4.0; users agree to cite the data they use', url: 'https://www.gbif.org/terms/data-user' },
    attribution: { text: 'GBIF Secretariat: GBIF Backbone Taxonomy, https://doi.org/10.15468/39omei, via GBIF.org', url: 'https://www.gbif.org/citation-guidelines' },
  },
  cacheTtlMs: 86_400_000,
})
