import { defineUpstream, requiredKey } from '@svc/core'
import { comtradeTerms } from './comtrade-terms.ts'

/** UN Comtrade API (comtradeapi.un.org): data calls need a subscription key (free tier: 500 calls a day). */
export const comtrade = defineUpstream({
  id: 'comtrade',
  name: 'UN Comtrade',
  baseUrl: 'https://comtradeapi.un.org',
  docsUrl: 'https://comtradedeveloper.un.org/api-details#api=comtrade-v1',
  license: 'UN Comtrade Policy on use and re-dissemination (https://uncomtrade.org/docs/policy-on-use-and-re-dissemination/); source credited to UN Comtrade',
  key: requiredKey.header('Ocp-Apim-Subscription-Key', 'https://comtradedeveloper.un.org'),
  // The free comtrade-v1 subscription: 500 calls a day (rOpenSci comtradr's vignette "Querying large amounts of data").
  quota: { withKey: { requests: 500, perSeconds: 86_400 }, url: 'https://comtradedeveloper.un.org' },
  // A paid host is a for-profit application: unavailable until the operator accepts the terms (premium subscription).
  terms: comtradeTerms,
  timeoutMs: 30_000,
})
