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
  key: { required: true, in: 'header', name: 'X-API-Key', signupUrl: 'https://services.onetcenter.org/developer/signup' },
  // Version 2's reference has a rate-limits page; its numbers were not found in this audit, so no quota is declared.
  terms: {
    url: 'https://services.onetcenter.org/help/license_data',
    commercial: { use: 'allowed', note: 'O*NET data are licensed CC BY 4.0: any use, with the attribution below' },
    attribution: { text: 'This answer includes information from O*NET Web Services by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). O*NET® is a trademark of USDOL/ETA.' },
  },
  timeoutMs: 15_000,
})
