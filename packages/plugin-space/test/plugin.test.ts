import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { spacePlugin } from '../src/index.ts'

// Examples only for the operations computed on the host; the others reach a provider (tested on fixtures).
testPlugin(spacePlugin, {
  catalog: serviceCatalog,
  examples: {
    'space.body': { body: 'mars', time: '2026-11-26T21:00:00Z', lat: 40.71, lon: -74.01 },
    'space.system': { time: '2026-11-26' },
    'space.sky-tonight': { lat: 51.48, lon: 0, date: '2026-11-26' },
    'space.observe': { body: 'saturn', lat: 48.85, lon: 2.35, date: '2026-11-26' },
    'space.skywatch': { date: '2026-11-26', days: 30 },
  },
})
