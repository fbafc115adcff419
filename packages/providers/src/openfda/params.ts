import { rowLimit } from '@svc/core'
import * as v from 'valibot'

export const text = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(120), v.description(description)))
export const limit = rowLimit(100, 10)
/** openFDA serves at most 25,000 records deep. */
export const skip = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(25_000), v.description('Records to skip (0-25000)')), 0)
