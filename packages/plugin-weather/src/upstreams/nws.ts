import { defineUpstream } from '@svc/core'

/**
 * US National Weather Service API. No key; it asks for a User-Agent that identifies the application
 * (setting `weather.nwsUserAgent`, a contact e-mail or site, sent on each call when set).
 */
export const nws = defineUpstream({
  id: 'nws',
  name: 'US National Weather Service',
  baseUrl: 'https://api.weather.gov',
  docsUrl: 'https://www.weather.gov/documentation/services-web-api',
  license: 'Public domain (U.S. government work)',
  timeoutMs: 15_000,
  headers: { accept: 'application/geo+json' },
})

/** The User-Agent header for NWS: the operator's contact when configured, else the host's default. */
export function nwsHeaders(settings: Readonly<Record<string, unknown>>): Record<string, string> {
  const agent = typeof settings.nwsUserAgent === 'string' ? settings.nwsUserAgent.trim() : ''
  return agent ? { 'user-agent': agent } : {}
}
