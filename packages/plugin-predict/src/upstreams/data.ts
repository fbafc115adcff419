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
  terms: { url: 'https://polymarket.com/tos', commercial: { use: 'not-allowed', note: 'its Terms of Use (effective 2026, as quoted by third-party projects: the page itself was not readable here) bar market data distributors from using its data "directly or through an API ... whether in raw, derived, aggregated, or anonymized form", and anyone from selling or redistributing it to a Capital Market Client or market data distributor, "unless otherwise agreed to in writing by us"' } },
  license: 'Polymarket terms of use (https://polymarket.com/tos); public on-chain and market data',
  timeoutMs: 10_000,
  quota: polymarketQuota(1000, { '/trades': 200, '/positions': 150 }),
})
