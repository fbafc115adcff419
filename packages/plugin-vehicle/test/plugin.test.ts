import { testPlugin, testHost } from '@svc/core/testing'
import { vehiclePlugin } from '../src/index.ts'
import { vehicleFixtures } from './_upstream.ts'

// The example calls go to the fixture server, never to NHTSA.
const h = testHost(vehicleFixtures)

testPlugin(vehiclePlugin, {
  upstreams: { 'nhtsa-vpic': () => h.server.url, 'nhtsa-api': () => h.server.url, fueleconomy: () => h.server.url, 'nhtsa-odi-files': () => h.server.url },
  examples: {
    'vehicle.vin-decode': { vin: '1HGCM82633A004352' },
    'vehicle.decode-wmi': { wmi: '1HG' },
    'vehicle.manufacturers': {},
    'vehicle.recalls': { make: 'honda', model: 'accord', modelYear: 2015 },
    'vehicle.complaints': { make: 'honda', model: 'accord', modelYear: 2015 },
    'vehicle.investigations': { make: 'honda', model: 'accord', modelYear: 2015 },
    'vehicle.safety-ratings': { make: 'honda', model: 'accord', modelYear: 2015 },
    'vehicle.models': { make: 'honda', modelYear: 2015 },
    'vehicle.fuel-economy': { make: 'Honda', model: 'Fit', year: 2012 },
    'vehicle.profile': { vin: '1HGCM82633A004352' },
    'vehicle.canadian-specs': { year: 2011, make: 'Acura' },
  },
})
