import { optionalDate, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { integer } from '../shared/params.ts'

/** An integer at least `min`; JSON numbers beyond 2^53 are not exact integers, so none is larger. */
const integerFrom = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.safeInteger('must be an integer of at most 2^53 - 1'))

export const congress = integer(1, 200, 'Congress number, e.g. 118 (default: the current one when a parameter that narrows within a congress is given)')
export const limit = (fallback: number) => rowLimit(250, fallback)
export const offset = v.optional(v.pipe(integerFrom(0), v.description('Rows to skip')), 0)
/** The update-date window of a list (Congress.gov's fromDateTime and toDateTime). */
export const updated = { fromDate: optionalDate('Updated on or after'), toDate: optionalDate('Updated on or before') }
export const sort = v.optional(v.pipe(v.picklist(['updateDate+desc', 'updateDate+asc']), v.description('By update date')), 'updateDate+desc')
export const BILL_TYPES = ['hr', 's', 'hjres', 'sjres', 'hconres', 'sconres', 'hres', 'sres'] as const
export const billType = v.optional(v.pipe(v.picklist(BILL_TYPES), v.description('Bill type')))
export const positive = (description: string) => v.optional(v.pipe(integerFrom(1), v.description(description)))

/**
 * The Congress sitting at `now`: the first met in 1789, and each sits two years from January 3 of
 * an odd year (the 119th from 2025-01-03 to 2027-01-03).
 */
export function currentCongress(now: number): number {
  const date = new Date(now)
  const year = date.getUTCFullYear()
  const beforeJanuary3 = date.getUTCMonth() === 0 && date.getUTCDate() < 3
  const firstYear = year % 2 === 1 ? (beforeJanuary3 ? year - 2 : year) : year - 1
  return (firstYear - 1789) / 2 + 1
}

/**
 * The input with `congress` set to the current one when it is left out and one of `narrowers`
 * (a type, chamber or number, which Congress.gov reads within one congress) is given.
 */
export function inCongress<T extends { congress?: number | undefined }>(input: T, narrowers: ReadonlyArray<keyof T>, now: number): T {
  if (input.congress !== undefined || !narrowers.some((field) => input[field] !== undefined)) return input
  return { ...input, congress: currentCongress(now) }
}
