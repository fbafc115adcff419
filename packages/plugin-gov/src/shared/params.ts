import { optionalDate, rowLimit, rowOffset, pageNumber, optionalText } from '@svc/core'
import * as v from 'valibot'
import { STATES, TERRITORIES } from './states.ts'

/** Parameter schemas shared by the gov operations: the same bound reads the same everywhere. */

export interface StateOptions {
  /** The five inhabited territories too (default); false where the upstream has no figures for them. */
  territories?: boolean
  /** Other codes this upstream knows: US (the nation), FM/MH/PW (freely associated states), AA/AE/AP (armed forces mail). */
  also?: readonly string[]
}
/** A USPS code of a state, D.C. or (where the upstream has them) a territory, upper-cased. */
export function usState(description: string, { territories = true, also = [] }: StateOptions = {}) {
  const message = `must be the 2-letter postal code of a U.S. state, D.C.${territories ? ' or territory' : ''}${also.length > 0 ? ` (or ${also.join(', ')})` : ''}`
  const known = (code: string) => (code in STATES && (territories || !TERRITORIES.has(code))) || also.includes(code)
  // The pattern shows in the JSON Schema; the check refuses unassigned codes such as XX.
  return v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, message), v.check(known, message), v.description(description))
}
export const stateCode = (description = 'State, D.C. or territory postal code, e.g. TX', options?: StateOptions) => v.optional(usState(description, options))
/** Optional trimmed text of `min` to `max` characters: the kit's `optionalText`. */
export const text = optionalText
/** A whole number from `min` to `max`; `integer` where it may be left out. */
export const wholeNumber = (min: number, max: number, description: string) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max), v.description(description))
export const integer = (min: number, max: number, description: string) => v.optional(wholeNumber(min, max, description))
/** A page size with its default. */
export const limit = (max: number, fallback: number) => rowLimit(max, fallback, `Rows per page (1-${max})`)
/** A 1-based page number. */
export const page = (max = 1000) => pageNumber(max, 'Page (1-based)')
/** A 0-based row offset. */
export const offset = (max = 1_000_000) => rowOffset(max, 'Rows to skip')
export const amount = (description: string) => v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e12), v.description(description)))
/** `from` and `to`, optional days bounding when something happened: `dateSpan('Declared')` reads "Declared on or after" and "Declared on or before". */
export const dateSpan = (what: string) => ({ from: optionalDate(`${what} on or after`), to: optionalDate(`${what} on or before`) })
