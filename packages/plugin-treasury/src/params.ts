import { invalidField } from '@svc/core'
import * as v from 'valibot'

const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}
export const isoDate = (description: string) =>
  v.optional(v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'), v.check(isCalendarDate, 'must be a real calendar date'), v.description(description)))

export const limit = (max: number, fallback: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(`Rows to answer (1-${max}, default ${fallback})`)), fallback)

/** Fiscal Data filters for a record_date window (`record_date:gte:2024-01-01`). */
export function dateFilters(input: { from?: string | undefined; to?: string | undefined }, field = 'record_date'): string[] {
  if (input.from && input.to && input.to < input.from) throw invalidField('to', `must not be before from (${input.from})`)
  return [...(input.from ? [`${field}:gte:${input.from}`] : []), ...(input.to ? [`${field}:lte:${input.to}`] : [])]
}
