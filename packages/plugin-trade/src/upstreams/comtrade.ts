import { defineUpstream } from '@svc/core'

/** UN Comtrade API (comtradeapi.un.org): data calls need a subscription key (free tier: 500 calls a day). */
export const comtrade = defineUpstream({
  id: 'comtrade',
  name: 'UN Comtrade',
  baseUrl: 'https://comtradeapi.un.org',
  docsUrl: 'https://comtradedeveloper.un.org/api-details#api=comtrade-v1',
  license: 'UN Comtrade terms of use (https://comtrade.un.org/data/doc/terms); free API data, attribution to UN Comtrade',
  key: { required: true, in: 'header', name: 'Ocp-Apim-Subscription-Key', signupUrl: 'https://comtradedeveloper.un.org' },
  // The free comtrade-v1 subscription: 500 calls a day (rOpenSci comtradr's vignette "Querying large amounts of data").
  quota: { withKey: { requests: 500, perSeconds: 86_400 }, url: 'https://comtradedeveloper.un.org' },
  timeoutMs: 30_000,
})
