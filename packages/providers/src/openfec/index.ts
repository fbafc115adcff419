import { defineUpstream } from '@svc/core'

/** OpenFEC (Federal Election Commission) API; needs an api.data.gov key. */
export const openFec = defineUpstream({
  id: 'openfec',
  name: 'OpenFEC (Federal Election Commission)',
  baseUrl: 'https://api.open.fec.gov',
  docsUrl: 'https://api.open.fec.gov/developers/',
  license: 'Public domain (U.S. government work)',
  key: { required: true, in: 'query', name: 'api_key' },
  timeoutMs: 20_000,
})
