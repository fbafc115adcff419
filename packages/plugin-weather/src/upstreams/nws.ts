import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * US National Weather Service API (https://www.weather.gov/documentation/services-web-api). No key; it asks for a
 * User-Agent that identifies the application (setting `weather.nwsUserAgent`, a contact e-mail or site, sent on each call
 * when set; otherwise core's `svc (+project URL)`). Its rate limit is not published ("generous for typical use"; a 403
 * or 429 past it); its data are U.S. government works (https://www.weather.gov/disclaimer).
 */
export const nws = defineUpstream({
  id: 'nws',
  name: 'US National Weather Service',
  baseUrl: 'https://api.weather.gov',
  docsUrl: 'https://www.weather.gov/documentation/services-web-api',
  ...usGovernmentWork({ data: 'NWS information', url: 'https://www.weather.gov/disclaimer', note: 'may be used without restriction' }),
  headers: { accept: 'application/geo+json' },
})

/** The User-Agent header for NWS: the operator's contact when configured, else the host's default. */
export function nwsHeaders(settings: Readonly<Record<string, unknown>>): Record<string, string> {
  const agent = typeof settings.nwsUserAgent === 'string' ? settings.nwsUserAgent.trim() : ''
  return agent ? { 'user-agent': agent } : {}
}
