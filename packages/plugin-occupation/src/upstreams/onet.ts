import { defineUpstream } from '@svc/core'

/**
 * O*NET Web Services, API version 2 (National Center for O*NET Development, for the U.S. Department of Labor,
 * ETA): `GET /online/...` with the project's API key in the X-API-Key header.
 */
export const onet = defineUpstream({
  id: 'onet',
  name: 'O*NET Web Services (U.S. Department of Labor, ETA)',
  baseUrl: 'https://api-v2.onetcenter.org',
  docsUrl: 'https://services.onetcenter.org/reference/',
  license: 'O*NET data: CC BY 4.0, O*NET 29+ by USDOL/ETA (https://services.onetcenter.org/help/license_data)',
  key: { required: true, in: 'header', name: 'X-API-Key' },
  timeoutMs: 15_000,
})
