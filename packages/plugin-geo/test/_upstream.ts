import { join } from 'node:path'
import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { geocodePlugin } from '@svc/plugin-geocode'
import { timezonePlugin } from '@svc/plugin-timezone'
import { weatherPlugin } from '@svc/plugin-weather'
import { geoPlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })
const elsewhere = (path: string): FixtureAnswer => ({ file: join(import.meta.dirname, '..', '..', path) })

/** Geo's providers, and those of the operations the dossier calls (geocode, time zone, weather), on one fixture server. */
export const geoFixtures = {
  plugins: [geoPlugin, geocodePlugin, timezonePlugin, weatherPlugin],
  upstreams: ['usgs-epqs', 'open-meteo', 'zippopotam', 'overpass', 'fema-nfhl', 'nominatim'],
  routes: {
    'GET /v1/json': (request) => fixture(request.query.get('y') === '39.7392' ? 'usgs-epqs/point-denver.json' : 'usgs-epqs/no-data.json'),
    'GET /v1/elevation': fixture('open-meteo/elevation-berlin.json'),
    'GET /v1/forecast': elsewhere('plugin-weather/test/fixtures/open-meteo/current-tokyo.json'),
    'GET /us/90210': fixture('zippopotam/us-90210.json'),
    'GET /us/00000': { status: 404, body: {} },
    'GET /api/interpreter': fixture('overpass/restaurants.json'),
    'GET /arcgis/rest/services/public/NFHL/MapServer/28/query': fixture('fema-nfhl/zone-ae.json'),
    'GET /search': elsewhere('plugin-geocode/test/fixtures/nominatim/search-eiffel.json'),
  },
  config: { settings: { geocode: { nominatimUserAgent: 'svc-tests (ops@example.org)', nominatimIntervalMs: 0 } } },
} satisfies TestHostOptions

