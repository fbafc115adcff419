import { apiDataGovAccess, defineUpstream } from '@svc/core'

/** NREL's developer APIs (alternative fuel stations, solar resource, utility rates) on api.data.gov: a free key in `api_key`. */
export const nrel = defineUpstream({
  id: 'nrel',
  name: 'NREL Developer Network (U.S. Department of Energy)',
  baseUrl: 'https://developer.nrel.gov',
  docsUrl: 'https://developer.nrel.gov/docs/',
  terms: { url: 'https://developer.nrel.gov/docs/', commercial: { use: 'unknown', note: 'no terms of use of developer.nrel.gov were found (searched: pages, "NREL developer network API terms of use data commercial"; the NREL/developer.nrel.gov docs read give rate limits only); searched again 2026-11-30: pages, "api.data.gov terms of service developer.nrel.gov" and NREL data disclaimers: api.data.gov\'s key manual and DOE report notices only; the site\'s source (NREL/developer.nrel.gov, 2026) links only NREL\'s general disclaimer (https://www.nrel.gov/disclaimer.html), not stored' } },
  license: 'U.S. Department of Energy / NREL open data; api.data.gov terms (https://api.data.gov/)',
  ...apiDataGovAccess('https://developer.nrel.gov/signup/'),
  timeoutMs: 20_000,
})
