import { defineUpstream } from '@svc/core'

/** The College Scorecard API (U.S. Department of Education) on api.data.gov: an api.data.gov key in `api_key`. */
export const collegeScorecard = defineUpstream({
  id: 'college-scorecard',
  name: 'College Scorecard (U.S. Department of Education)',
  baseUrl: 'https://api.data.gov',
  docsUrl: 'https://collegescorecard.ed.gov/data/api-documentation/',
  license: 'Public domain (U.S. government work); api.data.gov terms',
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://api.data.gov/signup/' },
  // api.data.gov's default limit for a signed-up key.
  quota: { withKey: { requests: 1000, perSeconds: 3600 }, url: 'https://api.data.gov/docs/developer-manual/#web-service-rate-limits' },
  terms: {
    url: 'https://api.data.gov/about/',
    commercial: { use: 'allowed', note: 'U.S. Department of Education data, public domain' },
  },
  timeoutMs: 20_000,
})
