import { defineUpstream } from '@svc/core'

/** FCC Open Data (Socrata): EAS equipment authorization grantee registrations (dataset 3b3k-34jp); no key. */
export const fccOpenData = defineUpstream({
  id: 'fcc-opendata',
  name: 'FCC Open Data: EAS Equipment Authorization Grantee Registrations',
  baseUrl: 'https://opendata.fcc.gov',
  docsUrl: 'https://opendata.fcc.gov/Engineering-Technology/EAS-Equipment-Authorization-Grantee-Registrations/3b3k-34jp',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 20_000,
})
