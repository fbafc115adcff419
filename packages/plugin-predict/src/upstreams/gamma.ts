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
  terms: { url: 'https://polymarket.com/tos', commercial: { use: 'unknown', note: 'Polymarket\'s terms on reselling API data could not be read in the 2026-11 audit' } },
  license: 'Polymarket terms of use (https://polymarket.com/tos); public market data',
  timeoutMs: 10_000,
  quota: polymarketQuota(4000, { '/markets': 300, '/events': 500, '/public-search': 350 }),
})
