import { defineUpstream } from '@svc/core'

/** Open Library, the Internet Archive's open catalog; its search API needs no key. */
export const openLibrary = defineUpstream({
  id: 'open-library',
  name: 'Open Library',
  baseUrl: 'https://openlibrary.org',
  docsUrl: 'https://openlibrary.org/dev/docs/api/search',
  license: 'Open Library data: CC0 where possible (https://openlibrary.org/developers/licensing)',
  timeoutMs: 15_000,
  // Open Library asks API users to keep to about one request per second.
  concurrency: 2,
})
