import { defineUpstream } from '@svc/core'

/** SAM.gov public APIs (GSA): Entity Management, Exclusions, Get Opportunities; one api.data.gov key for all. */
export const samGov = defineUpstream({
  id: 'sam-gov',
  name: 'SAM.gov (U.S. General Services Administration)',
  baseUrl: 'https://api.sam.gov',
  docsUrl: 'https://open.gsa.gov/api/',
  license: 'Public domain (U.S. government work); SAM.gov terms of use (public data only)',
  key: { required: true, in: 'query', name: 'api_key' },
  timeoutMs: 30_000,
})
