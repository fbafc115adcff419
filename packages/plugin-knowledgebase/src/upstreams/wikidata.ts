import { defineUpstream, userAgent } from '@svc/core'

/**
 * Wikidata's MediaWiki action API (wbsearchentities, wbgetentities), no key. Wikimedia's User-Agent policy
 * (https://meta.wikimedia.org/wiki/User-Agent_policy) asks every client to name itself and a contact: the
 * plugin and the project URL. Its API etiquette asks for modest, mostly serial reads. The data is CC0.
 */
export const wikidata = defineUpstream({
  id: 'wikidata',
  name: 'Wikidata',
  baseUrl: 'https://www.wikidata.org/w',
  docsUrl: 'https://www.wikidata.org/wiki/Wikidata:Data_access',
  license: 'Wikidata structured data: CC0 1.0 (https://www.wikidata.org/wiki/Wikidata:Licensing)',
  headers: { accept: 'application/json', 'user-agent': userAgent('svc-plugin-knowledgebase') },
  timeoutMs: 15_000,
  concurrency: 4,
  terms: {
    url: 'https://www.wikidata.org/wiki/Wikidata:Licensing',
    commercial: { use: 'allowed', note: 'structured data under CC0 1.0 (Wikimedia Terms of Use: https://foundation.wikimedia.org/wiki/Policy:Terms_of_Use)' },
  },
})
