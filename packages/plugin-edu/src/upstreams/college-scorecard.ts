import { apiDataGovAccess, defineUpstream } from '@svc/core'

/** The College Scorecard API (U.S. Department of Education) on api.data.gov: an api.data.gov key in `api_key`. */
export const collegeScorecard = defineUpstream({
  id: 'college-scorecard',
  name: 'College Scorecard (U.S. Department of Education)',
  baseUrl: 'https://api.data.gov',
  docsUrl: 'https://collegescorecard.ed.gov/data/api-documentation/',
  license: 'Public domain (U.S. government work); api.data.gov terms',
  ...apiDataGovAccess(),
  terms: {
    url: 'https://api.data.gov/about/',
    commercial: { use: 'allowed', note: 'U.S. Department of Education data, public domain' },
  },
  timeoutMs: 20_000,
})
