import { defineUpstream } from '@svc/core'

/** The Tor Project's bulk list of current exit-node addresses, one per line, no key. */
export const torExits = defineUpstream({
  id: 'tor-exits',
  name: 'Tor Project exit list',
  baseUrl: 'https://check.torproject.org',
  docsUrl: 'https://check.torproject.org/torbulkexitlist',
  terms: { url: 'https://www.torproject.org/', commercial: { use: 'allowed', url: 'https://people.torproject.org/~irl/metrics/index.html', note: 'Tor Metrics\' data, which archives these exit lists (TorDNSEL, through CollecTor), is "freely available under a CC0 no copyright declaration" (the Tor Project\'s copy of its metrics site, 2017; check.torproject.org itself states no terms)' } },
  license: 'Public data of the Tor Project (https://www.torproject.org/)',
  maxStaleSeconds: 86_400,
})
