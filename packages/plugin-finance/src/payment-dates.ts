import { addDays, addMonths, format } from 'date-fns'
import { CALENDAR, type Frequency } from './frequencies.ts'

/** Parses `YYYY-MM-DD` as a local calendar day at noon, so no time zone or DST change can move it. */
export function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date, 12)
}

export function formatDay(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

/**
 * Due date of payment `k` (1-based), always counted from the start (never from the previous
 * date), so a 31st stays the last day of shorter months without drifting: monthly-based
 * frequencies add k months (clamped to the month's end), weekly and biweekly add 7k or 14k days,
 * semimonthly alternates the start's day of month and 15 days after it.
 */
export function paymentDate(start: Date, frequency: Frequency, k: number): Date {
  const { months, days } = CALENDAR[frequency]
  if (months) return addMonths(start, months * k)
  if (days) return addDays(start, days * k)
  const base = addMonths(start, Math.floor(k / 2))
  return k % 2 === 0 ? base : addDays(base, 15)
}
