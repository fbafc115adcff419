import { defineUpstream, usGovernmentWork } from '@svc/core'

/** OpenFEMA: FEMA's open data API (OData-style queries; no key). */
export const openFema = defineUpstream({
  id: 'openfema',
  name: 'OpenFEMA (Federal Emergency Management Agency)',
  baseUrl: 'https://www.fema.gov',
  docsUrl: 'https://www.fema.gov/about/openfema/api',
  ...usGovernmentWork({ data: 'OpenFEMA data', licenseNote: 'OpenFEMA terms and conditions', url: 'https://www.fema.gov/about/openfema/terms-conditions', note: 'no controls over its end use; FEMA logos and seals need written authorization', attribution: 'This product uses the Federal Emergency Management Agency\'s API, but is not endorsed by FEMA.' }),
  // No published request rate: FEMA bounds each call by records ($top default 1,000, at most 10,000), not by a quota.
  timeoutMs: 30_000,
})
