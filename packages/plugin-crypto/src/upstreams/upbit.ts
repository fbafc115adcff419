import { defineUpstream } from '@svc/core'

/** Upbit's public quotation API (KRW markets); no key. */
export const upbit = defineUpstream({
  id: 'upbit',
  name: 'Upbit',
  baseUrl: 'https://api.upbit.com',
  docsUrl: 'https://global-docs.upbit.com/reference/ticker-pair',
  license: 'Upbit Open API terms',
  concurrency: 4,
})

/** Frankfurter: ECB reference rates (USD/KRW); no key. */
export const frankfurter = defineUpstream({
  id: 'frankfurter',
  name: 'Frankfurter (European Central Bank reference rates)',
  baseUrl: 'https://api.frankfurter.dev/v1',
  docsUrl: 'https://frankfurter.dev/v1/',
  license: 'ECB reference rates, free reuse',
})
