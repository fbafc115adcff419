import { apiDataGovAccess, defineUpstream, usGovernmentWork } from '@svc/core'

/** The FCC Electronic Comment Filing System public API (publicapi.fcc.gov/ecfs): an api.data.gov key in `api_key`. */
export const fccEcfs = defineUpstream({
  id: 'fcc-ecfs',
  name: 'Federal Communications Commission, Electronic Comment Filing System (ECFS)',
  baseUrl: 'https://publicapi.fcc.gov',
  docsUrl: 'https://www.fcc.gov/ecfs/public-api-docs.html',
  ...usGovernmentWork({ data: 'FCC records', licenseNote: 'filings are public records', note: 'filings are public records, their texts the filers\' own' }),
  ...apiDataGovAccess(),
  timeoutMs: 30_000,
})
