import { defineUpstream, openLicence, requiredKey } from '@svc/core'

/**
 * O*NET Web Services, API version 2 (National Center for O*NET Development, for the U.S. Department of Labor,
 * ETA): `GET /online/...` with the project's API key in the X-API-Key header.
 */
export const onet = defineUpstream({
  id: 'onet',
  name: 'O*NET Web Services (U.S. Department of Labor, ETA)',
  baseUrl: 'https://api-v2.onetcenter.org',
  docsUrl: 'https://services.onetcenter.org/reference/',
  ...openLicence('CC-BY-4.0', { holder: 'O*NET 29+ by USDOL/ETA', url: 'https://services.onetcenter.org/help/license_data', attribution: 'This answer includes information from O*NET Web Services by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). O*NET® is a trademark of USDOL/ETA.' }),
  key: requiredKey.header('X-API-Key', 'https://services.onetcenter.org/developer/signup'),
  // Version 2's reference has a rate-limits page; its numbers were not found in this audit, so no quota is declared.
})
