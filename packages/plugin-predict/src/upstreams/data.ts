import { defineUpstream } from '@svc/core'
import { polymarketQuota } from './polymarket-quota.ts'

/**
 * Venue A (Polymarket) Data API: trades, wallet activity, positions, holders, leaderboard; public, no key.
 * Its rate limits (https://docs.polymarket.com/api-reference/rate-limits): 1,000 requests per 10 s on the host,
 * 200 on `/trades`, 150 on `/positions`.
 */
export const dataApi = defineUpstream({
  id: 'polymarket-data',
  name: 'Polymarket Data API',
  baseUrl: 'https://data-api.polymarket.com',
  docsUrl: 'https://docs.polymarket.com/developers/misc-endpoints/data-api-get-positions',
  terms: { url: 'https://polymarket.com/tos', commercial: { use: 'unknown', note: 'Polymarket\'s terms on reselling API data could not be read in the 2026-11 audit' } },
  license: 'Polymarket terms of use (https://polymarket.com/tos); public on-chain and market data',
  timeoutMs: 10_000,
  quota: polymarketQuota(1000, { '/trades': 200, '/positions': 150 }),
})
