import { defineUpstream } from '@svc/core'

/** The Tor Project's bulk list of current exit-node addresses, one per line, no key. */
export const torExits = defineUpstream({
  id: 'tor-exits',
  name: 'Tor Project exit list',
  baseUrl: 'https://check.torproject.org',
  docsUrl: 'https://check.torproject.org/torbulkexitlist',
  terms: { url: 'https://www.torproject.org/', commercial: { use: 'unknown', note: 'no documentation or terms page for the bulk exit list was found (2026-11 audit)' } },
  license: 'Public data of the Tor Project (https://www.torproject.org/)',
  maxStaleSeconds: 86_400,
})
