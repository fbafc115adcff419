import { defineUpstream } from '@svc/core'

/** Upbit's public quotation API (KRW markets); no key. */
export const upbit = defineUpstream({
  id: 'upbit',
  name: 'Upbit',
  baseUrl: 'https://api.upbit.com',
  docsUrl: 'https://global-docs.upbit.com/reference/ticker-pair',
  terms: { url: 'https://upbit.com/open_api_agreement', commercial: { use: 'not-allowed', note: 'its Open API Terms of Use (upbit.com/open_api_agreement, as a project that read them on 2026-09-30 reports; the page was not stored here) forbid using, copying, distributing or altering the data without permission and using it for profit; another project notes their Article 6 limits transferring or distributing programs for a fee, and Upbit\'s developer documentation warns that making a service of it, commercial use and redistribution may breach those terms: serve it free, or with Upbit\'s permission' } },
  license: 'Upbit Open API terms',
  concurrency: 4,
  // Quotation REST calls are limited per IP and per group, 10 a second each (the market list and the ticker
  // are separate groups); past them Upbit answers 429, and 418 (a temporary IP block) to a client that goes on.
  quota: {
    withoutKey: [{ requests: 10, perSeconds: 1, paths: ['/v1/market'] }, { requests: 10, perSeconds: 1, paths: ['/v1/ticker'] }],
    lockoutSeconds: 0,
    url: 'https://docs.upbit.com/kr/reference/rate-limits',
  },
})

/** Frankfurter: ECB reference rates (USD/KRW); no key. */
export const frankfurter = defineUpstream({
  id: 'frankfurter',
  name: 'Frankfurter (European Central Bank reference rates)',
  baseUrl: 'https://api.frankfurter.dev/v1',
  docsUrl: 'https://frankfurter.dev/v1/',
  terms: { url: 'https://www.ecb.europa.eu/stats/ecb_statistics/html/index.en.html', commercial: { use: 'allowed', note: 'Frankfurter publishes no terms of its own (a free, open-source API, lineofflight/frankfurter); its /v1 rates are the ECB\'s, under the ESCB\'s free reuse policy, commercial use included, with the source acknowledged' }, attribution: { text: 'Source: ECB statistics' } },
  license: 'ECB reference rates, free reuse',
})
