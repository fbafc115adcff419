import { defineUpstream, userAgent } from '@svc/core'

/**
 * The Urban Institute's Education Data API, which republishes the NCES Common Core of Data (public K-12 schools)
 * as JSON: `GET /api/v1/schools/ccd/directory/{year}/` with filters as query parameters. No key.
 */
export const educationData = defineUpstream({
  id: 'education-data',
  name: 'Urban Institute Education Data Portal (NCES Common Core of Data)',
  baseUrl: 'https://educationdata.urban.org',
  docsUrl: 'https://educationdata.urban.org/documentation/',
  license: 'Data: NCES (public domain); portal terms: https://educationdata.urban.org/documentation/#terms (cite the Urban Institute)',
  // The portal refuses some generic clients: name this one.
  headers: { 'user-agent': userAgent('svc-plugin-edu') },
  timeoutMs: 30_000,
  // The portal's data is offered under the Open Data Commons Attribution License, with the citation it gives.
  terms: {
    url: 'https://educationdata.urban.org/documentation/#terms',
    commercial: { use: 'allowed', note: 'Open Data Commons Attribution License (ODC-By): any use, with the citation' },
    attribution: { text: 'Education Data Portal, Urban Institute (https://educationdata.urban.org/documentation/), made available under the ODC Attribution License; source: NCES Common Core of Data' },
  },
})
