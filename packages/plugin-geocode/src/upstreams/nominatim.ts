import { defineUpstream } from '@svc/core'

/**
 * OpenStreetMap Nominatim. Its usage policy (https://operations.osmfoundation.org/policies/nominatim/)
 * asks for a User-Agent naming the application with a contact, an absolute maximum of one request per
 * second for the whole application, caching, and the OpenStreetMap credit: the operator's
 * `geocode.nominatimUserAgent` is required, the quota spaces calls across every host on one Redis, and
 * `paced()` adds this host's own spacing (`geocode.nominatimIntervalMs`, longer for a busy own server).
 */
export const nominatim = defineUpstream({
  id: 'nominatim',
  name: 'OpenStreetMap Nominatim',
  baseUrl: 'https://nominatim.openstreetmap.org',
  docsUrl: 'https://nominatim.org/release-docs/latest/api/Overview/',
  license: 'Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)',
  concurrency: 1,
  quota: { withoutKey: { requests: 1, perSeconds: 1 }, url: 'https://operations.osmfoundation.org/policies/nominatim/' },
  terms: {
    url: 'https://operations.osmfoundation.org/policies/nominatim/',
    commercial: { use: 'allowed', note: 'free light use only: no bulk geocoding, no search-as-you-type; heavier users run their own Nominatim or a commercial provider' },
    attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
    caching: { note: 'the policy asks clients to cache results and not to send the same query again' },
  },
  requiredSettings: [{ path: 'geocode.nominatimUserAgent', description: 'User-Agent naming this service with a contact (site or e-mail), as the Nominatim usage policy requires' }],
  cacheTtlMs: 7 * 86_400_000,
})

export function nominatimHeaders(settings: Readonly<Record<string, unknown>>): Record<string, string> {
  return { 'user-agent': String(settings.nominatimUserAgent).trim() }
}

let next = 0

/**
 * Waits for this host's next slot: one request per second by default (the public server's limit),
 * `geocode.nominatimIntervalMs` for an operator's own Nominatim.
 */
export async function paced(settings: Readonly<Record<string, unknown>>): Promise<void> {
  const spacing = typeof settings.nominatimIntervalMs === 'number' && settings.nominatimIntervalMs >= 0 ? settings.nominatimIntervalMs : 1000
  const now = Date.now()
  const slot = Math.max(now, next)
  next = slot + spacing
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now))
}
