import * as v from 'valibot'

/** True for a `YYYY-MM-DD` that names a day of the calendar (2025-02-30 does not). */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A parameter holding a calendar date `YYYY-MM-DD` that exists; wrap it in `v.optional` where it may be left out. */
export const calendarDate = (description: string) =>
  v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.check(isCalendarDate, 'must be a real calendar date'), v.description(description))

/** An optional row count of 1 to `max`, `fallback` when left out. */
export const rowLimit = (max: number, fallback: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(`Rows to answer (1-${max}, default ${fallback})`)), fallback)
