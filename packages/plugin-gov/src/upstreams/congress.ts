import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** The Library of Congress's Congress.gov API v3; needs a free api.data.gov key. */
export const congressGov = defineUpstream({
  id: 'congress-gov',
  name: 'Congress.gov API (Library of Congress)',
  baseUrl: 'https://api.congress.gov',
  docsUrl: 'https://api.congress.gov/',
  ...usGovernmentWork({ data: 'Congress.gov legislative data', licenseNote: 'Congress.gov API terms' }),
  key: requiredKey.query('api_key', 'https://api.congress.gov/sign-up/'),
  timeoutMs: 20_000,
  // "The rate limit is set to 5,000 requests per hour" (the API's README, per key).
  quota: { withKey: { requests: 5000, perSeconds: 3600 }, url: 'https://github.com/LibraryOfCongress/api.congress.gov#rate-limit' },
  cacheTtlMs: 3_600_000,
})
