import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** The U.S. Department of Labor's open data API (v4): OSHA and MSHA enforcement datasets; free key from dataportal.dol.gov. */
export const dol = defineUpstream({
  id: 'dol',
  name: 'U.S. Department of Labor Open Data (OSHA, MSHA)',
  baseUrl: 'https://apiprod.dol.gov',
  docsUrl: 'https://dataportal.dol.gov/api-docs',
  ...usGovernmentWork({ data: 'Department of Labor enforcement data', licenseNote: 'DOL Open Data terms' }),
  key: requiredKey.query('X-API-KEY', 'https://dataportal.dol.gov/'),
  timeoutMs: 30_000,
})
