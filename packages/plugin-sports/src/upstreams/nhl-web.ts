import { defineUpstream } from '@svc/core'

/**
 * NHL web API (api-web.nhle.com), the data behind nhl.com; no key and no published documentation. Its content falls under
 * nhl.com's terms of service (https://www.nhl.com/info/terms-of-service), personal and non-commercial use: a host that charges
 * serves it only once its operator accepts them.
 */
export const nhlWeb = defineUpstream({
  id: 'nhl-web',
  name: 'NHL web API',
  baseUrl: 'https://api-web.nhle.com',
  docsUrl: 'https://api-web.nhle.com/v1/schedule/now',
  license: 'NHL terms of service (https://www.nhl.com/info/terms-of-service): data © NHL, for personal, non-commercial use',
  terms: {
    url: 'https://www.nhl.com/info/terms-of-service',
    commercial: { use: 'not-allowed', note: 'nhl.com content is for personal, non-commercial use' },
  },
})
