import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { modelYear } from '../params.ts'
import { orNull, vpic, vpicEnvelope, vpicQuery } from '../upstreams/vpic.ts'
import { assertCheckDigit, vinSchema } from '../vin.ts'

const text = v.optional(v.nullable(v.string()))
const FIELDS = {
  make: 'Make', model: 'Model', modelYear: 'ModelYear', series: 'Series', trim: 'Trim', manufacturer: 'Manufacturer',
  vehicleType: 'VehicleType', bodyClass: 'BodyClass', doors: 'Doors', driveType: 'DriveType',
  engineCylinders: 'EngineCylinders', displacementL: 'DisplacementL', engineHp: 'EngineHP', fuelTypePrimary: 'FuelTypePrimary',
  electrificationLevel: 'ElectrificationLevel', transmissionStyle: 'TransmissionStyle', gvwr: 'GVWR',
  plantCity: 'PlantCity', plantState: 'PlantState', plantCountry: 'PlantCountry',
} as const
const decoded = v.looseObject({ ...Object.fromEntries(Object.values(FIELDS).map((key) => [key, text])), ErrorCode: v.string(), ErrorText: text })
type Decoded = Record<string, string | null | undefined>

/** vPIC's flat decode, as named fields; "" becomes null; the decoder's own error codes kept (0 = clean). */
function vehicleOf(vin: string, row: Decoded) {
  const fields = Object.fromEntries(Object.entries(FIELDS).map(([name, key]) => [name, orNull(row[key])]))
  return { vin, ...fields, decodeErrorCodes: row.ErrorCode!.split(',').map((code) => code.trim()), decodeErrorText: orNull(row.ErrorText) }
}

export default defineOperation({
  name: 'vin-decode',
  method: 'GET',
  description: 'Decode a 17-character VIN with NHTSA vPIC: make, model, model year, trim, body, engine, fuel, transmission, plant and the decoder\'s error codes. North American VINs must carry a correct check digit.',
  input: v.object({ vin: vinSchema, modelYear: v.optional(modelYear) }),
  upstreams: [vpic],
  cacheTtl: '7d',
  sources: [{ path: '/api/vehicles/DecodeVinValuesExtended/{vin}' }],
  keywords: ['decode vin', 'vin lookup', 'vehicle identification number', 'what car is this vin'],
  async handler({ input, upstream }) {
    assertCheckDigit(input.vin)
    const response = await upstream(vpic).json(`/api/vehicles/DecodeVinValuesExtended/${input.vin}`, {
      query: vpicQuery({ modelyear: input.modelYear }),
      schema: vpicEnvelope(decoded),
    })
    const row = response.data.Results[0] as Decoded | undefined
    if (!row || (!orNull(row.Make) && !orNull(row.ModelYear))) throw createError('NOT_FOUND', `NHTSA vPIC could not decode VIN ${input.vin}`)
    return lookupAnswer(vehicleOf(input.vin, row), sourceOf(vpic, response.url))
  },
})
