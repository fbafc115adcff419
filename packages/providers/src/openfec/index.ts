import { apiDataGovAccess, defineUpstream, usGovernmentWork } from '@svc/core'

/** OpenFEC (Federal Election Commission) API; needs an api.data.gov key. */
export const openFec = defineUpstream({
  id: 'openfec',
  name: 'OpenFEC (Federal Election Commission)',
  baseUrl: 'https://api.open.fec.gov',
  docsUrl: 'https://api.open.fec.gov/developers/',
  ...usGovernmentWork({ data: 'FEC campaign finance data' }),
  ...apiDataGovAccess(),
  timeoutMs: 20_000,
})
