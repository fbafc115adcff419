import { testPlugin } from '@svc/core/testing'
import { airportPlugin } from '../src/index.ts'

testPlugin(airportPlugin, {
  examples: {
    'airport.lookup': { code: 'JFK' },
    'airport.near': { lat: 51.47, lon: -0.45 },
  },
})
