/**
 * Calendar dates as whole days since 1970-01-01 (UTC), so arithmetic never meets a time zone.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** First and last year the holiday rules are answered for. */
export const MIN_YEAR = 1950
export const MAX_YEAR = 2100

const DAY_MS = 86_400_000

export function toDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
}

export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function weekdayOf(day: number): Weekday {
  return WEEKDAYS[(((day + 4) % 7) + 7) % 7]!
}

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear()
}

export function inYearRange(value: string): boolean {
  const year = Number(value.slice(0, 4))
  return year >= MIN_YEAR && year <= MAX_YEAR
}
