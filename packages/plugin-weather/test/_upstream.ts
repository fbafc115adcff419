import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { weatherPlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

/** Every weather provider on one fixture server: Open-Meteo's four APIs and NWS (New York has a grid, Tokyo has none). */
export const weatherFixtures = {
  plugins: [weatherPlugin],
  upstreams: ['open-meteo', 'open-meteo-archive', 'open-meteo-marine', 'open-meteo-air-quality', 'nws'],
  routes: {
    'GET /v1/forecast': (request) => fixture(request.query.has('current') ? 'open-meteo/current-tokyo.json' : 'open-meteo/daily-tokyo.json'),
    'GET /v1/archive': fixture('open-meteo/archive-berlin.json'),
    'GET /v1/marine': fixture('open-meteo/marine-biarritz.json'),
    'GET /v1/air-quality': fixture('open-meteo/air-quality-delhi.json'),
    'GET /points/40.7127,-74.006': fixture('nws/points-40.7127,-74.006.json'),
    'GET /points/40.7507,-73.9973': fixture('nws/points-40.7127,-74.006.json'),
    'GET /points/35.7,139.7': fixture('nws/points-unavailable.json', 404),
    'GET /gridpoints/OKX/33,35/forecast': fixture('nws/forecast-okx.json'),
    'GET /alerts/active': (request) => fixture(request.query.get('point') === '40.7127,-74.006' ? 'nws/alerts-nyc.json' : 'nws/alerts-empty.json'),
  },
  config: { settings: { weather: { nwsUserAgent: 'svc-tests (ops@example.org)' } } },
} satisfies TestHostOptions

