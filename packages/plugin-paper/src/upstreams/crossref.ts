import { defineUpstream } from '@svc/core'

/** Crossref's REST API: metadata of DOIs registered with Crossref, no key (`mailto` joins the polite pool). */
export const crossref = defineUpstream({
  id: 'crossref',
  name: 'Crossref REST API',
  baseUrl: 'https://api.crossref.org',
  docsUrl: 'https://www.crossref.org/documentation/retrieve-metadata/rest-api/',
  license: 'Crossref metadata: no rights reserved, CC0 (https://www.crossref.org/documentation/retrieve-metadata/rest-api/rest-api-metadata-license-information/)',
  timeoutMs: 15_000,
})
