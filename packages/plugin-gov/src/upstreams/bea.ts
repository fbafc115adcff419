import { defineUpstream } from '@svc/core'

/** The Bureau of Economic Analysis data API; needs a free UserID (key). */
export const bea = defineUpstream({
  id: 'bea',
  name: 'U.S. Bureau of Economic Analysis (BEA) API',
  baseUrl: 'https://apps.bea.gov',
  docsUrl: 'https://apps.bea.gov/api/',
  license: 'Public domain (U.S. government work); BEA API terms of service',
  key: { required: true, in: 'query', name: 'UserID' },
  timeoutMs: 30_000,
})
