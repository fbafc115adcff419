import { defineUpstream, socrataAppToken, usGovernmentWork } from '@svc/core'

/** FCC Open Data (Socrata): EAS equipment authorization grantee registrations (dataset 3b3k-34jp); no key. */
export const fccOpenData = defineUpstream({
  id: 'fcc-opendata',
  name: 'FCC Open Data: EAS Equipment Authorization Grantee Registrations',
  baseUrl: 'https://opendata.fcc.gov',
  docsUrl: 'https://opendata.fcc.gov/Engineering-Technology/EAS-Equipment-Authorization-Grantee-Registrations/3b3k-34jp',
  ...usGovernmentWork({ data: 'FCC open data' }),
  // Optional Socrata application token: token-less requests share an IP-based throttle (HTTP 429 when exceeded).
  ...socrataAppToken(),
  timeoutMs: 20_000,
  cacheTtlMs: 7 * 86_400_000,
})
