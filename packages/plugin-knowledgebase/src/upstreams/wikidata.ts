import { defineUpstream } from '@svc/core'

/** Wikidata's MediaWiki action API (wbsearchentities, wbgetentities), no key. */
export const wikidata = defineUpstream({
  id: 'wikidata',
  name: 'Wikidata',
  baseUrl: 'https://www.wikidata.org/w',
  docsUrl: 'https://www.wikidata.org/wiki/Wikidata:Data_access',
  license: 'Wikidata structured data: CC0 1.0 (https://www.wikidata.org/wiki/Wikidata:Licensing)',
  timeoutMs: 15_000,
  concurrency: 4,
})
