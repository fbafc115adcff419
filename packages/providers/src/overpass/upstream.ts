import { defineUpstream } from '@svc/core'

/** OpenStreetMap Overpass API (a public instance; shared, so kept to two calls at a time). */
export const overpass = defineUpstream({
  id: 'overpass',
  name: 'OpenStreetMap Overpass API',
  baseUrl: 'https://overpass-api.de',
  docsUrl: 'https://wiki.openstreetmap.org/wiki/Overpass_API',
  license: 'Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)',
  timeoutMs: 30_000,
  concurrency: 2,
})
