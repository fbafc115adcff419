import { defineUpstream } from '@svc/core'
import { polymarketQuota } from './polymarket-quota.ts'

/**
 * Venue A (Polymarket) Gamma API: markets, events, tags, sports and search; public, no key. Its rate limits
 * (https://docs.polymarket.com/api-reference/rate-limits, enforced by Cloudflare, which delays rather than refuses):
 * 4,000 requests per 10 s on the host, 300 on `/markets`, 500 on `/events`, 350 on `/public-search`.
 */
export const gamma = defineUpstream({
  id: 'polymarket-gamma',
  name: 'Polymarket Gamma API',
  baseUrl: 'https://gamma-api.polymarket.com',
  docsUrl: 'https://docs.polymarket.com/developers/gamma-markets-api/overview',
  terms: { url: 'https://polymarket.com/tos', commercial: { use: 'not-allowed', note: 'its Terms of Use (effective 2026, as quoted by third-party projects: the page itself was not readable here) bar market data distributors from using its data "directly or through an API ... whether in raw, derived, aggregated, or anonymized form", and anyone from selling or redistributing it to a Capital Market Client or market data distributor, "unless otherwise agreed to in writing by us"' } },
  license: 'Polymarket terms of use (https://polymarket.com/tos); public market data',
  timeoutMs: 10_000,
  quota: polymarketQuota(4000, { '/markets': 300, '/events': 500, '/public-search': 350 }),
})
