import { defineUpstream } from '@svc/core'

/** The Federal Register API (Office of the Federal Register, GPO); no key. */
export const federalRegister = defineUpstream({
  id: 'federal-register',
  name: 'Federal Register',
  baseUrl: 'https://www.federalregister.gov',
  docsUrl: 'https://www.federalregister.gov/developers/documentation/api/v1',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 20_000,
  // No rate limit is published; none is enforced beyond the shared defaults (see the fixture README's audit).
  terms: {
    url: 'https://www.federalregister.gov/developers/documentation/api/v1',
    commercial: { use: 'allowed', note: 'U.S. government works are not copyrighted; FederalRegister.gov is not the official legal edition (govinfo.gov is)' },
  },
})
