import { defineUpstream } from '@svc/core'

/** Finnhub's market data API: needs a key (free tier: 60 calls a minute). */
export const finnhub = defineUpstream({
  id: 'finnhub',
  name: 'Finnhub',
  baseUrl: 'https://finnhub.io',
  docsUrl: 'https://finnhub.io/docs/api/earnings-calendar',
  license: 'Finnhub terms of service (https://finnhub.io/terms-of-service); redistribution per your Finnhub plan',
  key: { required: true, in: 'header', name: 'X-Finnhub-Token', signupUrl: 'https://finnhub.io/register' },
  // "On top of all plan's limit, there is a 30 API calls/second limit" (https://finnhub.io/docs/api/rate-limit), and the
  // free plan's 60 a minute: an operator on a paid plan sets its own (`upstreams.finnhub.quota`).
  quota: { withKey: [{ requests: 30, perSeconds: 1 }, { requests: 60, perSeconds: 60 }], url: 'https://finnhub.io/docs/api/rate-limit' },
  // The free key is for personal, non-professional use; showing Finnhub's data to others needs a plan that licenses
  // it: a charging host serves it once the operator accepts the terms (saying its plan does).
  terms: {
    url: 'https://finnhub.io/terms-of-service',
    commercial: { use: 'not-allowed', note: 'the free key is for personal use; redistributing the data needs a Finnhub plan that licenses it', url: 'https://finnhub.io/pricing' },
  },
})
