import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { airportPlugin } from '../src/index.ts'

testPlugin(airportPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: {
    'airport.lookup': { code: 'JFK' },
    'airport.near': { lat: 51.47, lon: -0.45 },
  },
})
