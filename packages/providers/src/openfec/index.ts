import { defineUpstream, usGovernmentWork } from '@svc/core'

/** OpenFEC (Federal Election Commission) API; needs an api.data.gov key. */
export const openFec = defineUpstream({
  id: 'openfec',
  name: 'OpenFEC (Federal Election Commission)',
  baseUrl: 'https://api.open.fec.gov',
  docsUrl: 'https://api.open.fec.gov/developers/',
  ...usGovernmentWork({ data: 'FEC campaign finance data' }),
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://api.data.gov/signup/' },
  // api.data.gov's default for a signed-up key: 1,000 requests an hour (https://api.data.gov/docs/developer-manual/).
  quota: { withKey: { requests: 1000, perSeconds: 3600 }, url: 'https://api.data.gov/docs/developer-manual/' },
  timeoutMs: 20_000,
})
