import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * The U.S. Bureau of Labor Statistics Public Data API v2. A registration key is
 * optional: without one BLS allows 25 queries a day and 10 years per query.
 */
export const bls = defineUpstream({
  id: 'bls',
  name: 'U.S. Bureau of Labor Statistics',
  baseUrl: 'https://api.bls.gov',
  docsUrl: 'https://www.bls.gov/developers/api_signature_v2.htm',
  ...usGovernmentWork({ data: 'BLS data', url: 'https://www.bls.gov/bls/blsterms.htm', note: 'excessive automated retrieval is blocked', commercialUrl: 'https://www.bls.gov/opub/copyright-information.htm' }),
  key: { required: false, in: 'body', name: 'registrationkey', signupUrl: 'https://data.bls.gov/registrationEngine/' },
  // Daily query limits of API v1 (no key) and v2 (registered): https://www.bls.gov/developers/api_faqs.htm
  quota: { withoutKey: { requests: 25, perSeconds: 86400 }, withKey: { requests: 500, perSeconds: 86400 }, url: 'https://www.bls.gov/developers/api_faqs.htm' },
  timeoutMs: 20_000,
})
