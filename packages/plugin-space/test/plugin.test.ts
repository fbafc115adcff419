import { type FixtureAnswer, testPlugin } from '@svc/core/testing'
import { spacePlugin } from '../src/index.ts'

// The 402 examples are the operations computed on the host; the recorded ones of the others reach JPL, the
// Launch Library, SWPC, the Exoplanet Archive and CelesTrak on the fixture server, answered with the other tests' files.
const fixture = (name: string): FixtureAnswer => ({ file: name })

testPlugin(spacePlugin, {
  routes: {
    'GET /cad.api': fixture('jpl-cad/cad-60d.json'),
    'GET /2.3.0/launches/upcoming/': fixture('launch-library/upcoming.json'),
    'GET /json/planetary_k_index_1m.json': fixture('swpc/planetary_k_index_1m.json'),
    'GET /products/alerts.json': fixture('swpc/alerts.json'),
    'GET /TAP/sync': fixture('exoplanet-archive/trappist-1.json'),
    'GET /NORAD/elements/gp.php': fixture('celestrak/stations.json'),
  },
  examples: {
    'space.body': { body: 'mars', time: '2026-11-26T21:00:00Z', lat: 40.71, lon: -74.01 },
    'space.system': { time: '2026-11-26' },
    'space.sky-tonight': { lat: 51.48, lon: 0, date: '2026-11-26' },
    'space.observe': { body: 'saturn', lat: 48.85, lon: 2.35, date: '2026-11-26' },
    'space.skywatch': { date: '2026-11-26', days: 30 },
  },
})
