import { defineUpstream } from '@svc/core'
import { polymarketQuota } from './polymarket-quota.ts'

/**
 * Venue A (Polymarket) CLOB API, public market-data endpoints: order books, prices, price history; no key.
 * Its rate limits (https://docs.polymarket.com/api-reference/rate-limits): 9,000 requests per 10 s on the host,
 * 1,500 each on `/book`, `/price` and `/midpoint`, 1,000 on `/prices-history` (limits match path prefixes, so a
 * `/prices-history` request also counts against `/price`'s, which only makes this host stricter).
 */
export const clob = defineUpstream({
  id: 'polymarket-clob',
  name: 'Polymarket CLOB API',
  baseUrl: 'https://clob.polymarket.com',
  docsUrl: 'https://docs.polymarket.com/developers/CLOB/introduction',
  terms: { url: 'https://polymarket.com/tos', commercial: { use: 'not-allowed', note: 'its Terms of Use (effective 2026, as quoted by third-party projects: the page itself was not readable here) bar market data distributors from using its data "directly or through an API ... whether in raw, derived, aggregated, or anonymized form", and anyone from selling or redistributing it to a Capital Market Client or market data distributor, "unless otherwise agreed to in writing by us"' } },
  license: 'Polymarket terms of use (https://polymarket.com/tos); public market data',
  timeoutMs: 10_000,
  quota: polymarketQuota(9000, { '/book': 1500, '/price': 1500, '/midpoint': 1500, '/prices-history': 1000 }),
})
