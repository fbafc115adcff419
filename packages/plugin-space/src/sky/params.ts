import { calendarDate, latitude, longitude } from '@svc/core'
import * as v from 'valibot'

/** Solar-system bodies the sky operations compute (the Earth only in `space.system`). */
export const BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const
export type BodyName = (typeof BODIES)[number]

const FIRST_YEAR = 1900
const LAST_YEAR = 2100
const inYears = (ms: number) => {
  const year = new Date(ms).getUTCFullYear()
  return year >= FIRST_YEAR && year <= LAST_YEAR
}

/** `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time with `Z` or an offset, as epoch milliseconds; NaN if neither. */
export function parseInstant(text: string): number {
  const day = text.slice(0, 10)
  const midnight = Date.parse(`${day}T00:00:00Z`)
  if (Number.isNaN(midnight) || !new Date(midnight).toISOString().startsWith(day)) return Number.NaN
  if (text.length === 10) return midnight
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return Number.NaN
  return Date.parse(text)
}

export const body = (description: string) =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(BODIES, `must be one of ${BODIES.join(', ')}`), v.description(description))

export const instant = (description: string) =>
  v.optional(v.pipe(
    v.string(),
    v.check((text) => !Number.isNaN(parseInstant(text)), 'must be a date YYYY-MM-DD or a date-time such as 2026-11-26T21:00:00Z'),
    v.check((text) => inYears(parseInstant(text)), `must be in the years ${FIRST_YEAR}-${LAST_YEAR}`),
    v.description(description),
  ))

export const day = (description: string) =>
  v.optional(v.pipe(calendarDate(description), v.check((text) => inYears(Date.parse(text)), `must be in the years ${FIRST_YEAR}-${LAST_YEAR}`)))

export const lat = latitude('Observer latitude, degrees north (-90 to 90)')
export const lon = longitude('Observer longitude, degrees east (-180 to 180)')
export const elevation = v.optional(v.pipe(v.number(), v.minValue(-500), v.maxValue(9000), v.description('Observer height above sea level, metres (default 0)')), 0)
