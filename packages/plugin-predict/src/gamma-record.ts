import { booleanOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { looseNumber } from './numbers.ts'

/** A yes/no member Gamma may leave out or send as null, read as null. */
export const flag = booleanOrNull

/** The members Gamma's events and markets both carry, under the same names and with the same meaning. */
export const gammaRecord = {
  id: v.union([v.string(), v.number()]),
  slug: textOrNull,
  description: textOrNull,
  category: textOrNull,
  startDate: textOrNull,
  endDate: textOrNull,
  volume: looseNumber,
  volume24hr: looseNumber,
  liquidity: looseNumber,
  active: flag,
  closed: flag,
  negRisk: flag,
}
