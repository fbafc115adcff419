import { requiredText } from '@svc/core'
import * as v from 'valibot'

/** Model years vPIC covers: 1981 (the 17-character VIN) to next year. */
export const modelYear = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1981),
  v.check((year) => year <= new Date().getUTCFullYear() + 1, 'modelYear is at most next year'),
  v.description('Model year, 1981 to next year'),
)

/** A make or model name as NHTSA spells it (case-insensitive). */
export const makeName = requiredText(1, 60, 'Make, e.g. Honda')

/** The input of the operations about one make, model and model year (recalls, complaints, safety ratings). */
export const vehicleInput = v.object({ make: makeName, model: v.pipe(makeName, v.description('Model, e.g. Accord')), modelYear })
