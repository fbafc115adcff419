import { defineUpstream } from '@svc/core'

/** Venue A (Polymarket) Data API: trades, wallet activity, positions, holders, leaderboard; public, no key. */
export const dataApi = defineUpstream({
  id: 'polymarket-data',
  name: 'Polymarket Data API',
  baseUrl: 'https://data-api.polymarket.com',
  docsUrl: 'https://docs.polymarket.com/developers/misc-endpoints/data-api-get-positions',
  license: 'Polymarket terms of use (https://polymarket.com/tos); public on-chain and market data',
  timeoutMs: 10_000,
})
