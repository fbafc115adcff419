import { defineUpstream } from '@svc/core'

/** The Federal Register API (Office of the Federal Register, GPO); no key. */
export const federalRegister = defineUpstream({
  id: 'federal-register',
  name: 'Federal Register',
  baseUrl: 'https://www.federalregister.gov',
  docsUrl: 'https://www.federalregister.gov/developers/documentation/api/v1',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 20_000,
})
