import { defineUpstream } from '@svc/core'

/** OpenFEMA: FEMA's open data API (OData-style queries; no key). */
export const openFema = defineUpstream({
  id: 'openfema',
  name: 'OpenFEMA (Federal Emergency Management Agency)',
  baseUrl: 'https://www.fema.gov',
  docsUrl: 'https://www.fema.gov/about/openfema/api',
  license: 'Public domain (U.S. government work); OpenFEMA terms and conditions',
  timeoutMs: 30_000,
})
