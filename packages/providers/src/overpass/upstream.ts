import { defineUpstream } from '@svc/core'

const COMMONS = 'https://dev.overpass-api.de/overpass-doc/en/preface/commons.html'

/**
 * OpenStreetMap Overpass API on the public FOSSGIS instance: two query slots per IP (hence two calls at a time)
 * and, as its manual asks, about 10,000 queries a day. An app serving more than OSM mappers should point
 * `upstreams.overpass.baseUrl` at its own instance.
 */
export const overpass = defineUpstream({
  id: 'overpass',
  name: 'OpenStreetMap Overpass API',
  baseUrl: 'https://overpass-api.de',
  docsUrl: 'https://wiki.openstreetmap.org/wiki/Overpass_API',
  license: 'Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)',
  quota: { withoutKey: { requests: 10_000, perSeconds: 86_400 }, url: COMMONS },
  terms: {
    url: 'https://www.openstreetmap.org/copyright',
    commercial: { use: 'allowed', note: 'ODbL data; the public instance is shared: heavy or app-backend use belongs on an own instance', url: COMMONS },
    attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
  },
  timeoutMs: 30_000,
  concurrency: 2,
})
