import { defineUpstream, userAgent } from '@svc/core'

/**
 * Forecast.Solar's API: solar production estimates for one plane. Keyless, the public account; with a subscription key
 * (Personal, Professional), that account's limits: the key goes in the path (`/:apikey/estimate/...`,
 * https://doc.forecast.solar/api:estimate), cited without it, and scrubbed from the answers, which name it.
 */
export const forecastSolar = defineUpstream({
  id: 'forecast-solar',
  name: 'Forecast.Solar',
  baseUrl: 'https://api.forecast.solar',
  docsUrl: 'https://doc.forecast.solar/api',
  key: { required: false, in: 'path', name: 'apikey', signupUrl: 'https://doc.forecast.solar/api:estimate' },
  license: 'Forecast.Solar public API (https://forecast.solar); weather-based estimates, no warranty',
  // The public account's limit: 12 calls per hour per IP (the account models of https://doc.forecast.solar/api:estimate).
  // A Personal key's: 60 an hour (`ratelimit` of a keyed answer recorded by the Home Assistant client,
  // github.com/home-assistant-libs/forecast_solar tests/fixtures/forecast_personal.json); a Professional key has more:
  // state it with `upstreams.forecast-solar.quota`.
  quota: { withoutKey: { requests: 12, perSeconds: 3600 }, withKey: { requests: 60, perSeconds: 3600 }, url: 'https://doc.forecast.solar/api' },
  // The provider asks for a User-Agent (https://doc.forecast.solar/for_developers).
  headers: { 'user-agent': userAgent('svc-plugin-energy') },
  // "For developers" (https://doc.forecast.solar/for_developers): an app delivered to customers uses the public API from each
  // customer's own address; a central app calling for its customers uses subscriptions (API keys never visible to the
  // customers) or an Enterprise account. A host calling for paying callers is a central app: with its key, the documented way.
  terms: {
    url: 'https://doc.forecast.solar/for_developers',
    commercial: { use: 'with-key', note: 'a central app serving customers must use Forecast.Solar subscriptions (its own key, never shown to the customers) or an Enterprise account, not the public API' },
    caching: { note: 'cache answers at least 15 minutes (the data changes no faster); answers are kept 15 minutes' },
  },
})
