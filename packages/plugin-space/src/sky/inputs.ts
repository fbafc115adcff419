import { invalidField } from '@svc/core'
import * as v from 'valibot'
import { body, day, elevation, instant, lat, lon } from './params.ts'

/** lat and lon come together or not at all. */
export function bothOrNeither(input: { lat?: number, lon?: number }): void {
  if (input.lat !== undefined && input.lon === undefined) throw invalidField('lon', 'give lon with lat')
  if (input.lon !== undefined && input.lat === undefined) throw invalidField('lat', 'give lat with lon')
}

export const bodyInput = v.object({
  body: body('The body: sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune or pluto'),
  time: instant('When: YYYY-MM-DD (00:00 UTC) or an ISO date-time (default now); years 1900-2100'),
  lat: v.optional(lat),
  lon: v.optional(lon),
  elevation,
})
export type BodyInput = v.InferOutput<typeof bodyInput>

export const systemInput = v.object({
  time: instant('When: YYYY-MM-DD (00:00 UTC) or an ISO date-time (default now); years 1900-2100'),
})
export type SystemInput = v.InferOutput<typeof systemInput>

export const skyTonightInput = v.object({
  lat,
  lon,
  date: day('The evening the night starts, YYYY-MM-DD (default: today at the place)'),
  elevation,
  minAltitude: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(60), v.description('Lowest altitude counted as visible, degrees (0-60, default 10)')), 10),
})
export type SkyTonightInput = v.InferOutput<typeof skyTonightInput>
