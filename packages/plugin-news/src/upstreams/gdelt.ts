import { defineUpstream } from '@svc/core'

/** The GDELT Project's DOC 2.0 API: worldwide online news articles, no key. */
export const gdelt = defineUpstream({
  id: 'gdelt',
  name: 'GDELT DOC 2.0 API',
  baseUrl: 'https://api.gdeltproject.org/api/v2',
  docsUrl: 'https://blog.gdeltproject.org/gdelt-doc-2-0-api-debuts/',
  license: 'GDELT data is free and open for any use with attribution to the GDELT Project (https://www.gdeltproject.org/about.html#termsofuse)',
  timeoutMs: 20_000,
  concurrency: 1,
  // GDELT asks for no more than one request every five seconds from a client; when it says so (a 200 whose sentence
  // asks to slow down, read by the search's `accept`, or a 429), no host calls it for those five seconds.
  quota: { withoutKey: { requests: 1, perSeconds: 5 }, lockoutSeconds: 5 },
  terms: {
    url: 'https://www.gdeltproject.org/about.html#termsofuse',
    commercial: { use: 'allowed', note: 'free and open for any use, with attribution' },
    attribution: { text: 'Data from the GDELT Project (https://www.gdeltproject.org)' },
  },
})
