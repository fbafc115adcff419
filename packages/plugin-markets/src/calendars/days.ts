/** Civil dates as `YYYY-MM-DD` strings, computed in UTC so no host time zone leaks in. */

const DAY_MS = 86_400_000

export const ymd = (year: number, month: number, day: number): string => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay()

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export const isWeekend = (date: string): boolean => weekday(date) === 0 || weekday(date) === 6

/** The `nth` (1-based; -1 = last) given weekday of a month. */
export function nthWeekday(year: number, month: number, day: number, nth: number): string {
  if (nth > 0) {
    const first = ymd(year, month, 1)
    return addDays(first, ((day - weekday(first) + 7) % 7) + (nth - 1) * 7)
  }
  const last = ymd(year, month + 1, 0)
  return addDays(last, -((weekday(last) - day + 7) % 7))
}

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return ymd(year, month, day)
}
