import { defineUpstream, requiredKey } from '@svc/core'

/** OpenEI's U.S. Utility Rate Database API (NREL / DOE): a free key (https://openei.org/services/api/signup/) in `api_key`. */
export const openei = defineUpstream({
  id: 'openei',
  name: 'U.S. Utility Rate Database (OpenEI, NREL)',
  baseUrl: 'https://api.openei.org',
  docsUrl: 'https://openei.org/services/doc/rest/util_rates/?version=7',
  terms: { url: 'https://openei.org/wiki/Utility_Rate_Database', commercial: { use: 'allowed', note: 'the Utility Rate Database page says "Content is available under Creative Commons Zero unless otherwise noted" (as a third-party rights registry quotes it; a rate-book project also cites CC0; the licence line\'s CC BY 4.0 is not backed by a source read): any use, commercial included' }, attribution: { text: 'Source: U.S. Utility Rate Database (OpenEI, NREL)' } },
  license: 'CC BY 4.0 (U.S. Utility Rate Database, OpenEI / NREL)',
  key: requiredKey.query('api_key', 'https://openei.org/services/api/signup/'),
  timeoutMs: 30_000,
})
