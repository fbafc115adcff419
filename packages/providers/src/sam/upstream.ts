import { defineUpstream, usGovernmentWork } from '@svc/core'

/** SAM.gov public APIs (GSA): Entity Management, Exclusions, Get Opportunities; one api.data.gov key for all. */
export const samGov = defineUpstream({
  id: 'sam-gov',
  name: 'SAM.gov (U.S. General Services Administration)',
  baseUrl: 'https://api.sam.gov',
  docsUrl: 'https://open.gsa.gov/api/',
  ...usGovernmentWork({ data: 'SAM.gov entity data', licenseNote: 'SAM.gov terms of use (public data only)' }),
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://sam.gov/content/entity-registration' },
  // SAM.gov meters keys by day and by role (https://open.gsa.gov/api/exclusions-api/): 1,000 a day for a
  // non-federal user with a SAM.gov role, 10 for one without; the role's allowance is enforced.
  quota: { withKey: { requests: 1000, perSeconds: 86_400 }, url: 'https://open.gsa.gov/api/exclusions-api/' },
  timeoutMs: 30_000,
})
