import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import vinDecode from './operations/vin-decode.ts'

/** The vehicle group: one line per operation. */
export const vehiclePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'vehicle',
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    vinDecode, // GET /api/vehicle/vin-decode  0.006  NHTSA vPIC DecodeVinValuesExtended
  ],
})
