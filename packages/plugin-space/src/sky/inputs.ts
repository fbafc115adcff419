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

export const observeInput = v.object({
  body: v.optional(body('A solar-system body to observe (or give ra and dec for a star or deep-sky object)')),
  ra: v.optional(v.pipe(v.number(), v.minValue(0), v.ltValue(24), v.description('Right ascension of a fixed object, J2000, hours (0 to under 24)'))),
  dec: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90), v.description('Declination of a fixed object, J2000, degrees (-90 to 90)'))),
  lat,
  lon,
  date: day('The evening the night starts, YYYY-MM-DD (default: today at the place)'),
  elevation,
  step: v.optional(v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(120), v.description('Minutes between the points of the altitude track (10-120, default 30)')), 30),
  minAltitude: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(80), v.description('Lowest altitude worth observing at, degrees (0-80, default 20)')), 20),
})
export type ObserveInput = v.InferOutput<typeof observeInput>

/** One target: a body, or ra with dec. */
export function oneTarget(input: ObserveInput): void {
  if (input.body !== undefined) {
    if (input.ra !== undefined) throw invalidField('ra', 'give either body or ra and dec, not both')
    if (input.dec !== undefined) throw invalidField('dec', 'give either body or ra and dec, not both')
    return
  }
  if (input.ra === undefined && input.dec === undefined) throw invalidField('body', 'give a body, or ra and dec of a fixed object')
  if (input.ra === undefined) throw invalidField('ra', 'give ra with dec')
  if (input.dec === undefined) throw invalidField('dec', 'give dec with ra')
}

export const EVENT_KINDS = ['moon-phase', 'season', 'lunar-eclipse', 'solar-eclipse', 'opposition', 'conjunction', 'elongation', 'lunar-apsis', 'transit'] as const

export const skywatchInput = v.object({
  date: day('First day of the period, YYYY-MM-DD (default today, UTC)'),
  days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(366), v.description('Length of the period in days (1-366, default 30)')), 30),
  kind: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(EVENT_KINDS, `must be one of ${EVENT_KINDS.join(', ')}`), v.description('Only events of this kind'))),
  lat: v.optional(lat),
  lon: v.optional(lon),
  elevation,
})
export type SkywatchInput = v.InferOutput<typeof skywatchInput>
