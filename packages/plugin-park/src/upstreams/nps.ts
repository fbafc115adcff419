import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** US National Park Service data API: a free key from developer.nps.gov, sent as `X-Api-Key`. */
export const nps = defineUpstream({
  id: 'nps',
  name: 'US National Park Service API',
  baseUrl: 'https://developer.nps.gov',
  docsUrl: 'https://www.nps.gov/subjects/developer/api-documentation.htm',
  ...usGovernmentWork({ data: 'NPS text and data', licenseNote: 'images carry their own credits', url: 'https://www.nps.gov/aboutus/disclaimer.htm', note: 'images may be copyrighted and carry their credit, which answers keep beside each image' }),
  key: requiredKey.header('X-Api-Key', 'https://www.nps.gov/subjects/developer/get-started.htm'),
  // 1,000 requests an hour per key; past it the key is blocked until an hour has passed.
  quota: { withKey: { requests: 1000, perSeconds: 3600 }, lockoutSeconds: 3600, url: 'https://www.nps.gov/subjects/developer/guides.htm' },
  timeoutMs: 20_000,
})
