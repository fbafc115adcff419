import { defineUpstream } from '@svc/core'

/** OpenEI's U.S. Utility Rate Database API (NREL / DOE): a free key (https://openei.org/services/api/signup/) in `api_key`. */
export const openei = defineUpstream({
  id: 'openei',
  name: 'U.S. Utility Rate Database (OpenEI, NREL)',
  baseUrl: 'https://api.openei.org',
  docsUrl: 'https://openei.org/services/doc/rest/util_rates/?version=7',
  terms: { url: 'https://openei.org/services/doc/rest/util_rates/?version=7', commercial: { use: 'unknown', note: 'the OpenEI API pages read state no licence; secondary sources disagree on the Utility Rate Database\'s (one project cites CC0, another CC BY 4.0) and no OpenEI page stating it was in the stored corpora' } },
  license: 'CC BY 4.0 (U.S. Utility Rate Database, OpenEI / NREL)',
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://openei.org/services/api/signup/' },
  timeoutMs: 30_000,
})
