import { createError, defineOperation, forbidTogether, lookupAnswer, requireOne, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { fetchGp } from '../satellites/gp.ts'
import { bothOrNeither } from '../sky/inputs.ts'
import { elevation, instant, lat, lon, parseInstant } from '../sky/params.ts'
import { celestrak } from '../upstreams/providers.ts'

export const SATELLITE_NAME = /^[A-Za-z0-9 ()\-./+&']+$/

export default defineOperation({
  name: 'satellite',
  cacheTtl: '2h',
  sources: sourcesInWords('CelesTrak `GET /NORAD/elements/gp.php?{CATNR,NAME}=...&FORMAT=json` + satellite.js SGP4 (local, MIT)'),
  method: 'GET',
  description: 'One Earth satellite (the ISS, Hubble, a NORAD catalog number or a name) from CelesTrak\'s latest orbital elements, propagated on the host with SGP4: where it is now (sub-satellite point, altitude, speed, in sunlight or not), its orbit, and with lat/lon where to look and its next passes over that place (rise, highest point, set, visible or not).',
  input: v.object({
    noradId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999), v.description('NORAD catalog number, e.g. 25544 for the ISS'))),
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(40), v.regex(SATELLITE_NAME, 'must be a satellite name (letters, digits, spaces and ( ) - . / + & \')'), v.description('Satellite name or part of it, e.g. HST or ISS (ZARYA)'))),
    time: instant('When: YYYY-MM-DD (00:00 UTC) or an ISO date-time (default now); years 1900-2100'),
    lat: v.optional(lat),
    lon: v.optional(lon),
    elevation,
    hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(72), v.description('Look for passes over this many hours (1-72, default 24)')), 24),
    passes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20), v.description('Most passes to list (0-20, default 5)')), 5),
    minElevation: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(89), v.description('Only passes rising at least this high, degrees (0-89, default 10)')), 10),
  }),
  check: (input) => {
    requireOne(input, ['noradId', 'name'])
    forbidTogether(input, 'noradId', 'name')
    bothOrNeither(input)
  },
  upstreams: [celestrak],
  keywords: ['where is the iss', 'iss pass over me', 'satellite tracker', 'when can i see the space station', 'hubble position', 'norad satellite lookup'],
  async handler({ input, upstream }) {
    const query: Record<string, string | number> = input.noradId !== undefined ? { CATNR: input.noradId } : { NAME: input.name! }
    const { records, response } = await fetchGp(upstream(celestrak), query)
    const wanted = input.name?.toUpperCase()
    const record = records.find((omm) => omm.OBJECT_NAME.toUpperCase() === wanted) ?? records[0]
    if (!record) throw createError('NOT_FOUND', `CelesTrak has no current elements for ${input.noradId !== undefined ? `NORAD ${input.noradId}` : `"${input.name}"`}`)
    const orbit = await import('../satellites/orbit.ts')
    const ms = input.time === undefined ? Date.now() : parseInstant(input.time)
    const satrec = orbit.satrecOf(record)
    const item: Record<string, unknown> = {
      name: record.OBJECT_NAME,
      noradId: Number(record.NORAD_CAT_ID),
      intlDesignator: record.OBJECT_ID,
      epoch: new Date(orbit.epochMs(record)).toISOString(),
      elementAgeDays: Math.round(((ms - orbit.epochMs(record)) / 86_400_000) * 100) / 100,
      orbit: orbit.orbitOf(record),
      position: orbit.positionAt(satrec, ms),
      otherMatches: records.filter((omm) => omm !== record).slice(0, 10).map((omm) => ({ name: omm.OBJECT_NAME, noradId: Number(omm.NORAD_CAT_ID) })),
    }
    if (input.lat !== undefined && input.lon !== undefined) {
      const place = { lat: input.lat, lon: input.lon, elevation: input.elevation }
      item.observer = { lat: input.lat, lon: input.lon, ...orbit.seenFrom(satrec, place, ms) }
      item.passes = input.passes === 0 ? [] : orbit.passes(satrec, place, ms, input.hours, input.minElevation, input.passes)
    }
    return lookupAnswer(item, sourceOf(celestrak, response.url))
  },
})
