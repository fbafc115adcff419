import { invalidField } from '@svc/core'
import * as v from 'valibot'

/** Parameters shared by the labor operations. */

const year = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100), v.description(description)))
export const MAX_SPAN_YEARS = 10
export const years = {
  startYear: year('First year (default: endYear minus 1)'),
  endYear: year('Last year (default: this year)'),
}

/** startYear after endYear, or a span BLS would refuse: a request that can only fail. */
export function checkYears(input: { startYear?: number | undefined; endYear?: number | undefined }): void {
  if (input.startYear === undefined || input.endYear === undefined) return
  if (input.startYear > input.endYear) throw invalidField('startYear', `${input.startYear} is after endYear ${input.endYear}`)
  if (input.endYear - input.startYear + 1 > MAX_SPAN_YEARS) throw invalidField('endYear', `the span ${input.startYear}-${input.endYear} is longer than ${MAX_SPAN_YEARS} years`)
}

/** The years to ask for: two years up to now by default, never more than MAX_SPAN_YEARS. */
export function yearSpan(input: { startYear?: number | undefined; endYear?: number | undefined }, now = new Date()): { startYear: number; endYear: number } {
  const thisYear = now.getUTCFullYear()
  const endYear = input.endYear ?? (input.startYear !== undefined ? Math.min(input.startYear + MAX_SPAN_YEARS - 1, thisYear) : thisYear)
  const startYear = input.startYear ?? endYear - 1
  // A lone startYear after this year: ask for that year alone (BLS answers no data).
  return { startYear, endYear: Math.max(startYear, endYear) }
}
