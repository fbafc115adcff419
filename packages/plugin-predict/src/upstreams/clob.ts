import { defineUpstream } from '@svc/core'

/** Venue A (Polymarket) CLOB API, public market-data endpoints: order books, prices, price history; no key. */
export const clob = defineUpstream({
  id: 'polymarket-clob',
  name: 'Polymarket CLOB API',
  baseUrl: 'https://clob.polymarket.com',
  docsUrl: 'https://docs.polymarket.com/developers/CLOB/introduction',
  license: 'Polymarket terms of use (https://polymarket.com/tos); public market data',
  timeoutMs: 10_000,
})
