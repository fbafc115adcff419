import { defineUpstream } from '@svc/core'

/**
 * Venue B (Kalshi) Trade API v2, public market-data endpoints (no key needed for reads of markets and events).
 * Kalshi's API environments page (https://docs.kalshi.com/getting_started/api_environments) recommends the
 * dedicated `external-api.kalshi.com` host; `api.elections.kalshi.com` stays supported for older clients.
 * Its rate limits page (https://docs.kalshi.com/getting_started/rate_limits) gives the lowest tier (Basic) a read
 * budget of 200 tokens a second at 10 tokens a request, 20 reads a second; it publishes no separate limit for
 * unsigned reads, so that one is kept. A 429 carries no Retry-After.
 */
export const kalshi = defineUpstream({
  id: 'kalshi',
  name: 'Kalshi Trade API',
  baseUrl: 'https://external-api.kalshi.com/trade-api/v2',
  docsUrl: 'https://docs.kalshi.com/api-reference/market/get-markets',
  terms: { url: 'https://kalshi-public-docs.s3.amazonaws.com/kalshi-data-terms-of-service.pdf', commercial: { use: 'not-allowed', note: 'Kalshi\'s Data Terms of Use (as quoted by a third-party project; the PDF itself was not read here): "You may access content only for your personal use for non-commercial purposes", and non-commercial use excludes, without Kalshi\'s prior written consent, developing software with Kalshi Data or providing cached data sets of it to others; its API Developer Agreement was not found' } },
  license: 'Kalshi terms of service (https://kalshi.com); public market data of the Trade API',
  timeoutMs: 10_000,
  quota: { withoutKey: { requests: 20, perSeconds: 1 }, url: 'https://docs.kalshi.com/getting_started/rate_limits' },
})
