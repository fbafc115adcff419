import { defineUpstream } from '@svc/core'

/** NHL web API (api-web.nhle.com), the data behind nhl.com; no key. */
export const nhlWeb = defineUpstream({
  id: 'nhl-web',
  name: 'NHL web API',
  baseUrl: 'https://api-web.nhle.com',
  docsUrl: 'https://api-web.nhle.com/v1/schedule/now',
  license: 'NHL terms of service (https://www.nhl.com/info/terms-of-service): data © NHL, for personal, non-commercial use',
  timeoutMs: 15_000,
})
