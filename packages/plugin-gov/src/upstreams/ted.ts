import { defineUpstream } from '@svc/core'

/** TED (Tenders Electronic Daily) Search API v3 of the EU Publications Office; no key for published notices. */
export const ted = defineUpstream({
  id: 'ted',
  name: 'TED – Tenders Electronic Daily (Publications Office of the EU)',
  baseUrl: 'https://api.ted.europa.eu',
  docsUrl: 'https://docs.ted.europa.eu/api/latest/search.html',
  license: 'Reuse permitted (Commission Decision 2011/833/EU); © European Union',
  timeoutMs: 30_000,
})
