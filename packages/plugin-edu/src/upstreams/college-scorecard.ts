import { apiDataGovAccess, defineUpstream, usGovernmentWork } from '@svc/core'

/** The College Scorecard API (U.S. Department of Education) on api.data.gov: an api.data.gov key in `api_key`. */
export const collegeScorecard = defineUpstream({
  id: 'college-scorecard',
  name: 'College Scorecard (U.S. Department of Education)',
  baseUrl: 'https://api.data.gov',
  docsUrl: 'https://collegescorecard.ed.gov/data/api-documentation/',
  ...usGovernmentWork({ data: 'U.S. Department of Education data', licenseNote: 'api.data.gov terms', url: 'https://api.data.gov/about/' }),
  ...apiDataGovAccess(),
  timeoutMs: 20_000,
})
