import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * SAM.gov public APIs (GSA): Entity Management v4, Exclusions v4, Get Opportunities v2; one SAM.gov "Public API Key"
 * (from the account's profile page) for all three.
 */
export const samGov = defineUpstream({
  id: 'sam-gov',
  name: 'SAM.gov (U.S. General Services Administration)',
  baseUrl: 'https://api.sam.gov',
  docsUrl: 'https://open.gsa.gov/api/',
  ...usGovernmentWork({ data: 'SAM.gov entity data', licenseNote: 'SAM.gov terms of use (public data only)' }),
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://sam.gov/workspace/profile/account-details' },
  // SAM.gov meters each key by day, by the role of its account ("API Key Rate Limits", https://open.gsa.gov/api/entity-api/):
  // a personal key of a non-federal user without a SAM.gov role 10 a day; with a role, a federal user's personal key
  // and a non-federal system account's key 1,000; a federal system account's key 10,000. The role-holder's 1,000 is
  // enforced; an operator with another role states it in `upstreams.sam-gov.quota` (SVC_UPSTREAM_SAM_GOV_QUOTA=10/86400).
  quota: { withKey: { requests: 1000, perSeconds: 86_400 }, url: 'https://open.gsa.gov/api/entity-api/' },
  timeoutMs: 30_000,
})
