import { defineUpstream } from '@svc/core'

/** US National Park Service data API: a free key from developer.nps.gov, sent as `X-Api-Key`. */
export const nps = defineUpstream({
  id: 'nps',
  name: 'US National Park Service API',
  baseUrl: 'https://developer.nps.gov',
  docsUrl: 'https://www.nps.gov/subjects/developer/api-documentation.htm',
  license: 'Public domain (U.S. government work); images carry their own credits',
  key: { required: true, in: 'header', name: 'X-Api-Key' },
  timeoutMs: 20_000,
})
