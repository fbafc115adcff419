import { defineUpstream, usGovernmentWork } from '@svc/core'

/** The eCFR API (Office of the Federal Register, GPO): versioner service, point-in-time CFR text; no key. */
export const ecfr = defineUpstream({
  id: 'ecfr',
  name: 'eCFR (Electronic Code of Federal Regulations)',
  baseUrl: 'https://www.ecfr.gov',
  docsUrl: 'https://www.ecfr.gov/developers/documentation/api/v1',
  ...usGovernmentWork({ data: 'eCFR text', licenseNote: 'the eCFR is an editorial compilation, not an official legal edition', url: 'https://www.ecfr.gov/developers/documentation/api/v1', note: 'the eCFR is an editorial compilation, not an official legal edition' }),
  timeoutMs: 30_000,
  // No rate limit is published. Some automated clients get an HTML "Request Access" page with status 200:
  // core's toolkit answers it as a failure (502, counted by the breaker, stale answers kept), never as NOT_FOUND.
})
