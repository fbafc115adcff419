import { defineUpstream } from '@svc/core'

/** The Tor Project's bulk list of current exit-node addresses, one per line, no key. */
export const torExits = defineUpstream({
  id: 'tor-exits',
  name: 'Tor Project exit list',
  baseUrl: 'https://check.torproject.org',
  docsUrl: 'https://check.torproject.org/torbulkexitlist',
  terms: { url: 'https://www.torproject.org/', commercial: { use: 'unknown', note: 'no documentation or terms page for the bulk exit list was found (searched: pages, "Tor Metrics data license CC0 exit lists ExoneraTor": the ExoneraTor page and the TorDNSEL exit-list format only, neither with terms)' } },
  license: 'Public data of the Tor Project (https://www.torproject.org/)',
  maxStaleSeconds: 86_400,
})
