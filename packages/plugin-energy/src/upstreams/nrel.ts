import { apiDataGovAccess, defineUpstream } from '@svc/core'

/** NREL's developer APIs (alternative fuel stations, solar resource, utility rates) on api.data.gov: a free key in `api_key`. */
export const nrel = defineUpstream({
  id: 'nrel',
  name: 'NREL Developer Network (U.S. Department of Energy)',
  baseUrl: 'https://developer.nrel.gov',
  docsUrl: 'https://developer.nrel.gov/docs/',
  terms: {
    url: 'https://developer.nrel.gov/terms.html',
    commercial: { use: 'allowed', note: 'the Developer Network Terms and Conditions (the terms its key sign-up asks to accept) say the data "may be used for any purpose whatsoever"; the names DOE/NLR/Alliance may not be used to endorse or promote anyone using it' },
  },
  license: 'NLR (formerly NREL) Developer Network Terms and Conditions: any purpose, no endorsement (https://developer.nrel.gov/terms.html)',
  ...apiDataGovAccess('https://developer.nrel.gov/signup/'),
  timeoutMs: 20_000,
})
