import { defineUpstream, usGovernmentWork } from '@svc/core'

/** The Federal Register API (Office of the Federal Register, GPO); no key. */
export const federalRegister = defineUpstream({
  id: 'federal-register',
  name: 'Federal Register',
  baseUrl: 'https://www.federalregister.gov',
  docsUrl: 'https://www.federalregister.gov/developers/documentation/api/v1',
  ...usGovernmentWork({ data: 'Federal Register documents', url: 'https://www.federalregister.gov/developers/documentation/api/v1', note: 'FederalRegister.gov is not the official legal edition (govinfo.gov is)' }),
  timeoutMs: 20_000,
  // No rate limit is published; none is enforced beyond the shared defaults (see the fixture README's audit).
})
