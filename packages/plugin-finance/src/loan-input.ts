import { calendarDate, invalidField } from '@svc/core'
import * as v from 'valibot'
import { FREQUENCIES, type Frequency, periodsPerYear } from './frequencies.ts'

/**
 * At most 2 decimal places as JavaScript writes the number (shortest form, exponent included), as
 * decimal.js counts them; checked without it so the schema does not load decimal.js at start-up.
 */
function hasCents(value: number): boolean {
  if (!Number.isFinite(value)) return false
  const [mantissa = '', exponent = '0'] = String(value).split('e')
  const fraction = mantissa.split('.')[1]?.length ?? 0
  return fraction - Number(exponent) <= 2
}
/** Money: at most 1e10 so every total (≤ 15 significant digits) stays exact in a JSON number. */
const money = (min: 'positive' | 'zero') => v.pipe(
  v.number(),
  min === 'positive' ? v.gtValue(0) : v.minValue(0),
  v.maxValue(1e10),
  v.check(hasCents, 'must have at most 2 decimal places (cents)'),
)
const integer = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

export const loanInput = v.object({
  principal: money('positive'),
  rate: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  termYears: v.optional(integer(1, 50)),
  termMonths: v.optional(integer(1, 600)),
  frequency: v.optional(v.picklist(FREQUENCIES), 'monthly'),
  startDate: v.optional(v.pipe(
    calendarDate('The loan date (1900-01-01 to 2199-12-31, default today UTC); the first payment falls one period later'),
    v.check((day) => day >= '1900-01-01' && day <= '2199-12-31', 'must be between 1900-01-01 and 2199-12-31'),
  )),
  extraPayment: v.optional(money('zero'), 0),
  schedule: v.optional(v.boolean(), true),
  offset: v.optional(integer(0, 2599), 0),
  limit: v.optional(integer(1, 1000), 360),
})

export type LoanInput = v.InferOutput<typeof loanInput>
/** Exactly one of termYears/termMonths, spanning a whole number of payment periods. */
export function scheduledPayments(input: LoanInput): { payments: number; termMonths: number } {
  if (input.termYears === undefined && input.termMonths === undefined) throw invalidField('termYears', 'give termYears or termMonths')
  if (input.termYears !== undefined && input.termMonths !== undefined) throw invalidField('termMonths', 'give termYears or termMonths, not both')
  const termMonths = input.termMonths ?? input.termYears! * 12
  const perYear = periodsPerYear(input.frequency as Frequency)
  const payments = (termMonths * perYear) / 12
  if (!Number.isInteger(payments)) {
    const field = input.termMonths !== undefined ? 'termMonths' : 'termYears'
    throw invalidField(field, `${termMonths} months is not a whole number of ${input.frequency} periods (${perYear} a year)`)
  }
  return { payments, termMonths }
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10)
}
