import { defineUpstream } from '@svc/core'

/**
 * Crossref's REST API: metadata of DOIs registered with Crossref, no key (`mailto` joins the polite pool).
 * Since 1 December 2025 its public pool allows 5 single-record requests a second and one request at a time, as
 * announced (https://www.crossref.org/documentation/retrieve-metadata/rest-api/access-and-authentication/); the
 * polite pool allows 10 and 3, so the public figures hold either way.
 */
export const crossref = defineUpstream({
  id: 'crossref',
  name: 'Crossref REST API',
  baseUrl: 'https://api.crossref.org',
  docsUrl: 'https://www.crossref.org/documentation/retrieve-metadata/rest-api/',
  license: 'Crossref metadata: no rights reserved, CC0 (https://www.crossref.org/documentation/retrieve-metadata/rest-api/rest-api-metadata-license-information/)',
  concurrency: 1,
  quota: { withoutKey: { requests: 5, perSeconds: 1 }, url: 'https://www.crossref.org/documentation/retrieve-metadata/rest-api/access-and-authentication/' },
  terms: {
    url: 'https://www.crossref.org/documentation/retrieve-metadata/rest-api/rest-api-metadata-license-information/',
    commercial: { use: 'allowed', note: 'bibliographic metadata: no rights reserved; abstracts may remain their publishers\' copyright' },
    caching: { note: 'individual items of metadata and their DOIs may be cached and incorporated into the user\'s systems' },
  },
})
