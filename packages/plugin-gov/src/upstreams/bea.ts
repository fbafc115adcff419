import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** The Bureau of Economic Analysis data API; needs a free UserID (key). */
export const bea = defineUpstream({
  id: 'bea',
  name: 'U.S. Bureau of Economic Analysis (BEA) API',
  baseUrl: 'https://apps.bea.gov',
  docsUrl: 'https://apps.bea.gov/api/',
  ...usGovernmentWork({ data: 'BEA statistics', licenseNote: 'BEA API terms of service' }),
  key: requiredKey.query('UserID', 'https://apps.bea.gov/API/signup/'),
  // The user guide's throttling: 100 requests a minute per UserID (also 100 MB and 30 errors a minute), then HTTP 429.
  quota: { withKey: { requests: 100, perSeconds: 60 }, url: 'https://apps.bea.gov/api/_pdf/bea_web_service_api_user_guide.pdf' },
  timeoutMs: 30_000,
})
