import { defineUpstream } from '@svc/core'

/** Venue B (Kalshi) Trade API v2, public market-data endpoints (no key needed for reads of markets and events). */
export const kalshi = defineUpstream({
  id: 'kalshi',
  name: 'Kalshi Trade API',
  baseUrl: 'https://api.elections.kalshi.com/trade-api/v2',
  docsUrl: 'https://docs.kalshi.com/api-reference/market/get-markets',
  license: 'Kalshi terms of service (https://kalshi.com); public market data of the Trade API',
  timeoutMs: 10_000,
})
