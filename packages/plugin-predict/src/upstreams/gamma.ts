import { defineUpstream } from '@svc/core'

/** Venue A (Polymarket) Gamma API: markets, events, tags, sports and search; public, no key. */
export const gamma = defineUpstream({
  id: 'polymarket-gamma',
  name: 'Polymarket Gamma API',
  baseUrl: 'https://gamma-api.polymarket.com',
  docsUrl: 'https://docs.polymarket.com/developers/gamma-markets-api/overview',
  license: 'Polymarket terms of use (https://polymarket.com/tos); public market data',
  timeoutMs: 10_000,
})
