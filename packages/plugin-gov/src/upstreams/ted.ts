import { defineUpstream } from '@svc/core'

/** TED (Tenders Electronic Daily) Search API v3 of the EU Publications Office; no key for published notices. */
export const ted = defineUpstream({
  id: 'ted',
  name: 'TED – Tenders Electronic Daily (Publications Office of the EU)',
  baseUrl: 'https://api.ted.europa.eu',
  docsUrl: 'https://docs.ted.europa.eu/api/latest/search.html',
  license: 'Reuse permitted (Commission Decision 2011/833/EU); © European Union',
  terms: {
    url: 'https://eur-lex.europa.eu/eli/dec/2011/833/oj',
    commercial: { use: 'allowed', note: 'reuse, commercial or not, is authorised provided the source is acknowledged (Commission Decision 2011/833/EU, Art. 3 and 6)' },
    attribution: { text: 'Source: TED (Tenders Electronic Daily), © European Union, https://ted.europa.eu' },
  },
  timeoutMs: 30_000,
})
