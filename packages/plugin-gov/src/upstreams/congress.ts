import { defineUpstream } from '@svc/core'

/** The Library of Congress's Congress.gov API v3; needs a free api.data.gov key. */
export const congressGov = defineUpstream({
  id: 'congress-gov',
  name: 'Congress.gov API (Library of Congress)',
  baseUrl: 'https://api.congress.gov',
  docsUrl: 'https://api.congress.gov/',
  license: 'Public domain (U.S. government work); Congress.gov API terms',
  key: { required: true, in: 'query', name: 'api_key' },
  timeoutMs: 20_000,
})
