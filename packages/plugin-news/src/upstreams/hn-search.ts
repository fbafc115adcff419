import { defineUpstream } from '@svc/core'

/** Algolia's Hacker News search API: full-text search over stories and comments, no key. */
export const hnSearch = defineUpstream({
  id: 'hn-search',
  name: 'HN Search (Algolia)',
  baseUrl: 'https://hn.algolia.com/api/v1',
  docsUrl: 'https://hn.algolia.com/api',
  terms: { url: 'https://hn.algolia.com/api', commercial: { use: 'unknown', note: 'no terms cover reuse through Algolia\'s search API; Hacker News content belongs to its authors, and Y Combinator\'s site terms (https://www.ycombinator.com/legal/, as a 2023 issue of r-three/common-pile quotes them) forbid data mining, robots and scraping of the site and license users\' posts to Y Combinator only, saying nothing of this API; searched 2026-11-30: pages ("Algolia HN Search API terms of use"): how-to posts only; one reseller\'s claim that it is "commercial-OK" cites no terms' } },
  license: 'Hacker News content indexed by Algolia (https://hn.algolia.com/api)',
  timeoutMs: 10_000,
  // Its documentation page limits each IP to 10,000 requests an hour.
  quota: { withoutKey: { requests: 10_000, perSeconds: 3600 }, url: 'https://hn.algolia.com/api' },
})
