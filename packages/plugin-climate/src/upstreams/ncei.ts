import { defineUpstream, usGovernmentWork } from '@svc/core'

/** NOAA's National Centers for Environmental Information: Access Data Service and GHCN-Daily files; no key. */
export const ncei = defineUpstream({
  id: 'ncei',
  name: 'NOAA National Centers for Environmental Information (GHCN-Daily)',
  baseUrl: 'https://www.ncei.noaa.gov',
  docsUrl: 'https://www.ncei.noaa.gov/support/access-data-service-api-user-documentation',
  ...usGovernmentWork({ data: 'NOAA data', licenseNote: 'cite Menne et al., GHCN-Daily, NOAA NCEI', url: 'https://www.ncei.noaa.gov/pub/data/ghcn/daily/readme.txt', note: 'GHCN-Daily asks to be cited', attribution: 'Menne, M.J., et al., 2012: Global Historical Climatology Network - Daily (GHCN-Daily), Version 3. NOAA National Centers for Environmental Information. doi:10.7289/V5D21VHZ' }),
  // The Access Data Service publishes no request rate (the keyed CDO web services' 5/s and 10,000/day do not apply here).
  timeoutMs: 30_000,
})
