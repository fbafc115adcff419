import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'vehicle',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    vinDecode, // GET /api/vehicle/vin-decode     0.006  NHTSA vPIC DecodeVinValuesExtended
    decodeWmi, // GET /api/vehicle/decode-wmi     0.006  NHTSA vPIC DecodeWMI
    manufacturers, // GET /api/vehicle/manufacturers  0.006  NHTSA vPIC GetAllManufacturers / GetManufacturerDetails
    models, // GET /api/vehicle/models         0.006  NHTSA vPIC GetModelsForMake / GetModelsForMakeYear
    recalls, // GET /api/vehicle/recalls        0.006  NHTSA recalls API recallsByVehicle
    complaints, // GET /api/vehicle/complaints     0.006  NHTSA complaints API complaintsByVehicle
    investigations, // GET /api/vehicle/investigations 0.006 NHTSA ODI investigations flat file (FLAT_INV.zip), indexed on the host
    safetyRatings, // GET /api/vehicle/safety-ratings 0.0075 NHTSA NCAP SafetyRatings (variants, then each VehicleId)
    fuelEconomy, // GET /api/vehicle/fuel-economy   0.0045 fueleconomy.gov ws/rest vehicle/menu/options, then each vehicle/{id}
    canadianSpecs, // GET /api/vehicle/canadian-specs 0.0036 NHTSA vPIC GetCanadianVehicleSpecifications (Transport Canada CVS)
    profile, // GET /api/vehicle/profile        0.0144 composite: vin-decode, recalls, complaints, investigations, safety-ratings, fuel-economy
  ],
})
