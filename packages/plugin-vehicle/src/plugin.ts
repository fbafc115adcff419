import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import canadianSpecs from './operations/canadian-specs.ts'
import complaints from './operations/complaints.ts'
import decodeWmi from './operations/decode-wmi.ts'
import fuelEconomy from './operations/fuel-economy.ts'
import investigations from './operations/investigations.ts'
import manufacturers from './operations/manufacturers.ts'
import models from './operations/models.ts'
import profile from './operations/profile.ts'
import recalls from './operations/recalls.ts'
import safetyRatings from './operations/safety-ratings.ts'
import vinDecode from './operations/vin-decode.ts'
import { vocabulary } from './vocabulary.ts'

/** The vehicle group: one line per operation. */
export const vehiclePlugin = definePlugin({
  examples,
  group: 'vehicle',
  search: { vocabulary },
  operations: [
    vinDecode,
    decodeWmi,
    manufacturers,
    models,
    recalls,
    complaints,
    investigations,
    safetyRatings,
    fuelEconomy,
    canadianSpecs,
    profile,
  ],
})
