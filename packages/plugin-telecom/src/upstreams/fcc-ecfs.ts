import { apiDataGovAccess, defineUpstream } from '@svc/core'

/** The FCC Electronic Comment Filing System public API (publicapi.fcc.gov/ecfs): an api.data.gov key in `api_key`. */
export const fccEcfs = defineUpstream({
  id: 'fcc-ecfs',
  name: 'Federal Communications Commission, Electronic Comment Filing System (ECFS)',
  baseUrl: 'https://publicapi.fcc.gov',
  docsUrl: 'https://www.fcc.gov/ecfs/public-api-docs.html',
  license: 'Public domain (U.S. government work); filings are public records',
  ...apiDataGovAccess(),
  terms: {
    url: 'https://www.usa.gov/government-copyright',
    commercial: { use: 'allowed', note: 'FCC records are U.S. government works (17 U.S.C. 105); filings are public records, their texts the filers\' own' },
  },
  timeoutMs: 30_000,
})
