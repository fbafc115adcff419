import * as v from 'valibot'

const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}
export const isoDate = (description: string) =>
  v.optional(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.check(isCalendarDate, 'must be a real calendar date'), v.description(description)))

export const limit = (max: number, fallback: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(`Rows to answer (1-${max}, default ${fallback})`)), fallback)

/** A FRED series id: UNRATE, DGS10, CPIAUCSL (the fred-series watcher sends `series`). */
export const seriesId = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9_.]{1,40}$/, 'must be a FRED series id such as UNRATE'), v.description('FRED series id, e.g. UNRATE'))

export const requiredDate = (description: string) =>
  v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.check(isCalendarDate, 'must be a real calendar date'), v.description(description))
