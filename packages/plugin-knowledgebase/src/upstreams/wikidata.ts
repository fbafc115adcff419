import { defineUpstream, openLicence, userAgent } from '@svc/core'

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
  ...openLicence('CC0-1.0', { holder: 'Wikidata structured data', url: 'https://www.wikidata.org/wiki/Wikidata:Licensing', note: 'the Wikimedia Terms of Use apply: https://foundation.wikimedia.org/wiki/Policy:Terms_of_Use' }),
  headers: { accept: 'application/json', 'user-agent': userAgent('svc-plugin-knowledgebase') },
  concurrency: 4,
})
