import * as v from 'valibot'

/** True for a `YYYY-MM-DD` that names a day of the calendar (2025-02-30 does not). */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A parameter holding a calendar date `YYYY-MM-DD` that exists; `optionalDate` where it may be left out. */
export const calendarDate = (description: string) =>
  v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.check(isCalendarDate, 'must be a real calendar date'), v.description(description))

/** A calendar date `YYYY-MM-DD` the caller may leave out (undefined then). */
export const optionalDate = (description: string) => v.optional(calendarDate(description))

/** A text parameter the caller must give (a name, search words), trimmed, of `min` to `max` characters; `optionalText` where it may be left out. */
export const requiredText = (min: number, max: number, description: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max), v.description(description))

/** An optional text parameter (a name, search words), trimmed, of `min` to `max` characters; undefined when left out. */
export const optionalText = (min: number, max: number, description: string) => v.optional(requiredText(min, max, description))

/** An optional row count of 1 to `max`, `fallback` when left out; `description` says what a row is. */
export const rowLimit = (max: number, fallback: number, description = `Rows to answer (1-${max}, default ${fallback})`) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(description)), fallback)

/** An optional count of rows to skip, 0 when left out; at most `max` where the provider pages no further. */
export function rowOffset(max?: number, description = max === undefined ? 'Rows to skip' : `Rows to skip (0-${max})`) {
  return max === undefined
    ? v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.description(description)), 0)
    : v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max), v.description(description)), 0)
}

/** An optional 1-based page number of 1 to `max`, 1 when left out. */
export const pageNumber = (max: number, description = `Page of results (1-${max}, default 1)`) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(description)), 1)

export interface PagingOptions {
  /** The most rows one call answers. */
  max: number
  /** Rows answered when `limit` is left out. */
  default: number
  /** The largest `offset` (the provider serves no further); no bound when left out. */
  maxOffset?: number
  /** What `limit` and `offset` say in the docs, where the defaults say too little. */
  limitDescription?: string
  offsetDescription?: string
}

/** `limit` and `offset` to spread into an input object: `v.object({ q, ...paging({ max: 100, default: 20, maxOffset: 10_000 }) })`. */
export function paging(options: PagingOptions) {
  return {
    limit: rowLimit(options.max, options.default, options.limitDescription),
    offset: rowOffset(options.maxOffset, options.offsetDescription),
  }
}

/**
 * A parameter naming one key of a lookup table (`keyOf(SORTS)` for `sort=stars`): a picklist of the table's own
 * keys, typed as them, so the table and the values it accepts cannot drift apart. Refusals are the picklist's.
 */
export const keyOf = <const T extends Readonly<Record<string, unknown>>>(table: T) => v.picklist(Object.keys(table) as Array<keyof T & string>)
