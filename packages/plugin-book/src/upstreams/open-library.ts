import { defineUpstream, userAgent } from '@svc/core'

/**
 * Open Library, the Internet Archive's open catalog; its search API needs no key. Its API page asks frequent
 * callers to name their application in the User-Agent and to keep to about one request per second (bulk use
 * belongs to the monthly data dumps); its catalog data is CC0.
 */
export const openLibrary = defineUpstream({
  id: 'open-library',
  name: 'Open Library',
  baseUrl: 'https://openlibrary.org',
  docsUrl: 'https://openlibrary.org/dev/docs/api/search',
  license: 'Open Library data: CC0 where possible (https://openlibrary.org/developers/licensing)',
  headers: { accept: 'application/json', 'user-agent': userAgent('svc-plugin-book') },
  concurrency: 2,
  quota: { withoutKey: { requests: 1, perSeconds: 1 }, url: 'https://openlibrary.org/developers/api' },
  terms: {
    url: 'https://openlibrary.org/developers/licensing',
    commercial: { use: 'allowed', note: 'catalog data dedicated to the public domain (CC0)' },
    // Cover images by cover id are served for display on public web sites; the per-IP limit applies to covers by ISBN and other identifiers only.
    hotlinking: { allowed: true, hosts: ['covers.openlibrary.org'], url: 'https://openlibrary.org/dev/docs/api/covers' },
  },
})
