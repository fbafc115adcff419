import { defineUpstream } from '@svc/core'

/** NOAA's National Centers for Environmental Information: Access Data Service and GHCN-Daily files; no key. */
export const ncei = defineUpstream({
  id: 'ncei',
  name: 'NOAA National Centers for Environmental Information (GHCN-Daily)',
  baseUrl: 'https://www.ncei.noaa.gov',
  docsUrl: 'https://www.ncei.noaa.gov/support/access-data-service-api-user-documentation',
  license: 'Public domain (U.S. government work); cite Menne et al., GHCN-Daily, NOAA NCEI',
  timeoutMs: 30_000,
})
