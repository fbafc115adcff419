import { defineUpstream } from '@svc/core'

/** USAspending.gov API (U.S. Treasury, DATA Act); no key. */
export const usaspending = defineUpstream({
  id: 'usaspending',
  name: 'USAspending.gov',
  baseUrl: 'https://api.usaspending.gov',
  docsUrl: 'https://api.usaspending.gov/docs/endpoints',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 30_000,
})
