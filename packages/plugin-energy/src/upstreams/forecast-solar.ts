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
  timeoutMs: 15_000,
})
