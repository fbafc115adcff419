import { defineUpstream } from '@svc/core'

/** Finnhub's market data API: needs a key (free tier: 60 calls a minute). */
export const finnhub = defineUpstream({
  id: 'finnhub',
  name: 'Finnhub',
  baseUrl: 'https://finnhub.io',
  docsUrl: 'https://finnhub.io/docs/api/earnings-calendar',
  license: 'Finnhub terms of service (https://finnhub.io/terms-of-service); redistribution per your Finnhub plan',
  key: { required: true, in: 'header', name: 'X-Finnhub-Token' },
  timeoutMs: 15_000,
})
