import { defineUpstream, requiredKey } from '@svc/core'

/** OpenEI's U.S. Utility Rate Database API (NREL / DOE): a free key (https://openei.org/services/api/signup/) in `api_key`. */
export const openei = defineUpstream({
  id: 'openei',
  name: 'U.S. Utility Rate Database (OpenEI, NREL)',
  baseUrl: 'https://api.openei.org',
  docsUrl: 'https://openei.org/services/doc/rest/util_rates/?version=7',
  terms: { url: 'https://openei.org/services/doc/rest/util_rates/?version=7', commercial: { use: 'unknown', note: 'the CC BY 4.0 licence of the Utility Rate Database was not re-read in the 2026-11 audit' } },
  license: 'CC BY 4.0 (U.S. Utility Rate Database, OpenEI / NREL)',
  key: requiredKey.query('api_key', 'https://openei.org/services/api/signup/'),
  timeoutMs: 30_000,
})
