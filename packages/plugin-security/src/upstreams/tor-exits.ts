import { defineUpstream } from '@svc/core'

/** The Tor Project's bulk list of current exit-node addresses, one per line, no key. */
export const torExits = defineUpstream({
  id: 'tor-exits',
  name: 'Tor Project exit list',
  baseUrl: 'https://check.torproject.org',
  docsUrl: 'https://check.torproject.org/torbulkexitlist',
  license: 'Public data of the Tor Project (https://www.torproject.org/)',
  maxStaleSeconds: 86_400,
})
