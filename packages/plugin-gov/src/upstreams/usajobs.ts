import { defineUpstream } from '@svc/core'

/** USAJOBS search API (OPM): `Authorization-Key` header, plus the registered e-mail as User-Agent (setting `gov.usajobsUserAgent`). */
export const usajobs = defineUpstream({
  id: 'usajobs',
  name: 'USAJOBS (U.S. Office of Personnel Management)',
  baseUrl: 'https://data.usajobs.gov',
  docsUrl: 'https://developer.usajobs.gov/api-reference/get-api-search',
  license: 'Public domain (U.S. government work); USAJOBS API terms',
  key: { required: true, in: 'header', name: 'Authorization-Key' },
  timeoutMs: 20_000,
  requiredSettings: [{ path: 'gov.usajobsUserAgent', description: 'the e-mail registered with the USAJOBS key, sent as User-Agent' }],
})
