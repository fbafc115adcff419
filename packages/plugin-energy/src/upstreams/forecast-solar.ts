import { defineUpstream, userAgent } from '@svc/core'

/** Forecast.Solar's public API (no key): solar production estimates for one plane. */
export const forecastSolar = defineUpstream({
  id: 'forecast-solar',
  name: 'Forecast.Solar',
  baseUrl: 'https://api.forecast.solar',
  docsUrl: 'https://doc.forecast.solar/api',
  license: 'Forecast.Solar public API (https://forecast.solar); weather-based estimates, no warranty',
  // The public account's limit: 12 calls per hour per IP (the account models of https://doc.forecast.solar/api:estimate).
  quota: { withoutKey: { requests: 12, perSeconds: 3600 }, url: 'https://doc.forecast.solar/api' },
  // The provider asks for a User-Agent (https://doc.forecast.solar/for_developers).
  headers: { 'user-agent': userAgent('svc-plugin-energy') },
  // "For developers" (https://doc.forecast.solar/for_developers): an app delivered to customers uses the public API from each
  // customer's own address; a central app calling for its customers uses subscriptions (paid API keys, sent in the path,
  // which this adapter does not send) or an Enterprise account. A host calling the public API for paying callers is neither.
  terms: {
    url: 'https://doc.forecast.solar/for_developers',
    commercial: { use: 'not-allowed', note: 'a central app serving customers must use Forecast.Solar subscriptions or an Enterprise account, not the public API: accept only with Forecast.Solar\'s agreement (or serving free answers)' },
    caching: { note: 'cache answers at least 15 minutes (the data changes no faster); answers are kept 15 minutes' },
  },
})
