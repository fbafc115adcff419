import { defineUpstream } from '@svc/core'

/** Finnhub's market data API: needs a key (free tier: 60 calls a minute). */
export const finnhub = defineUpstream({
  id: 'finnhub',
  name: 'Finnhub',
  baseUrl: 'https://finnhub.io',
  docsUrl: 'https://finnhub.io/docs/api/earnings-calendar',
  license: 'Finnhub terms of service (https://finnhub.io/terms-of-service); redistribution per your Finnhub plan',
  key: { required: true, in: 'header', name: 'X-Finnhub-Token', signupUrl: 'https://finnhub.io/register' },
  // "On top of all plan's limit, there is a 30 API calls/second limit" (https://finnhub.io/docs/api/rate-limit); the free
  // plan's 60 a minute is a plan limit, not enforced here (a paid key has more).
  quota: { withKey: { requests: 30, perSeconds: 1 }, url: 'https://finnhub.io/docs/api/rate-limit' },
  timeoutMs: 15_000,
})
