import { defineUpstream } from '@svc/core'

/** NREL's developer APIs (alternative fuel stations, solar resource, utility rates) on api.data.gov: a free key in `api_key`. */
export const nrel = defineUpstream({
  id: 'nrel',
  name: 'NREL Developer Network (U.S. Department of Energy)',
  baseUrl: 'https://developer.nrel.gov',
  docsUrl: 'https://developer.nrel.gov/docs/',
  license: 'U.S. Department of Energy / NREL open data; api.data.gov terms (https://api.data.gov/)',
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://developer.nrel.gov/signup/' },
  // api.data.gov's default limit for a signed-up key: https://api.data.gov/docs/developer-manual/#web-service-rate-limits
  quota: { withKey: { requests: 1000, perSeconds: 3600 } },
  timeoutMs: 20_000,
})
