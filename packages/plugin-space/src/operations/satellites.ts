import { createError, defineOperation, invalidField, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { fetchGp } from '../satellites/gp.ts'
import { bothOrNeither } from '../sky/inputs.ts'
import { elevation, instant, lat, lon, parseInstant } from '../sky/params.ts'
import { celestrak } from '../upstreams/providers.ts'
import { SATELLITE_NAME } from './satellite.ts'

/** CelesTrak's GP groups (https://celestrak.org/NORAD/elements/): a selection of the well-kept ones. */
export const GROUPS = [
  'stations', 'visual', 'last-30-days', 'weather', 'noaa', 'goes', 'resource', 'sarsat', 'tdrss', 'geo', 'intelsat', 'ses',
  'iridium-NEXT', 'starlink', 'oneweb', 'orbcomm', 'globalstar', 'amateur', 'satnogs', 'gnss', 'gps-ops', 'glo-ops',
  'galileo', 'beidou', 'sbas', 'science', 'geodetic', 'engineering', 'education', 'military', 'radar', 'cubesat', 'planet', 'spire',
] as const

export default defineOperation({
  name: 'satellites',
  cacheTtl: '2h',
  sources: sourcesInWords('CelesTrak `GET /NORAD/elements/gp.php?GROUP=...&FORMAT=json` + satellite.js SGP4'),
  method: 'GET',
  description: 'Satellites of a CelesTrak group (space stations, brightest, last 30 days\' launches, weather, GPS, Starlink...) with where each is now, propagated on the host with SGP4 from the latest elements: sub-satellite point, altitude, sunlight and orbit; with lat/lon the direction and elevation from that place, and `overhead=true` for only those above the horizon.',
  input: v.object({
    category: v.optional(v.pipe(v.picklist(GROUPS), v.description('CelesTrak group (default stations)')), 'stations'),
    search: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(40), v.regex(SATELLITE_NAME, 'must be part of a satellite name'), v.description('Only satellites whose name contains this'))),
    time: instant('When: YYYY-MM-DD (00:00 UTC) or an ISO date-time (default now); years 1900-2100'),
    lat: v.optional(lat),
    lon: v.optional(lon),
    elevation,
    overhead: v.optional(v.pipe(v.boolean(), v.description('Only satellites above the horizon at lat/lon (default false)')), false),
    limit: rowLimit(200, 50, 'Most satellites (1-200, default 50)'),
  }),
  check: (input) => {
    bothOrNeither(input)
    if (input.overhead && input.lat === undefined) throw invalidField('lat', 'overhead needs lat and lon')
  },
  upstreams: [celestrak],
  keywords: ['satellites overhead now', 'what satellites are above me', 'starlink satellites positions', 'space stations in orbit', 'gps satellites list', 'weather satellites'],
  async handler({ input, upstream }) {
    const { records, response } = await fetchGp(upstream(celestrak), { GROUP: input.category })
    if (records.length === 0) throw createError('NOT_FOUND', `CelesTrak has no elements in the group ${input.category}`)
    const orbit = await import('../satellites/orbit.ts')
    const ms = input.time === undefined ? Date.now() : parseInstant(input.time)
    const needle = input.search?.toUpperCase()
    const place = input.lat !== undefined && input.lon !== undefined ? { lat: input.lat, lon: input.lon, elevation: input.elevation } : null
    const all = records.filter((omm) => !needle || omm.OBJECT_NAME.toUpperCase().includes(needle)).flatMap((omm) => {
      const satrec = orbit.satrecOf(omm)
      const position = orbit.positionAt(satrec, ms)
      if (!position) return [] // decayed or diverged elements: nothing to show
      const seen = place ? orbit.seenFrom(satrec, place, ms) : null
      if (input.overhead && !seen?.aboveHorizon) return []
      const { periodMinutes, inclinationDeg, apogeeKm, perigeeKm } = orbit.orbitOf(omm)
      return [{
        name: omm.OBJECT_NAME,
        noradId: Number(omm.NORAD_CAT_ID),
        intlDesignator: omm.OBJECT_ID,
        epoch: new Date(orbit.epochMs(omm)).toISOString(),
        periodMinutes, inclinationDeg, apogeeKm, perigeeKm,
        lat: position.lat,
        lon: position.lon,
        altitudeKm: position.altitudeKm,
        speedKmS: position.speedKmS,
        sunlit: position.sunlit,
        ...(seen ? { azimuthDeg: seen.azimuthDeg, elevationDeg: seen.elevationDeg, direction: seen.direction, rangeKm: seen.rangeKm, aboveHorizon: seen.aboveHorizon } : {}),
      }]
    })
    if (place) all.sort((a, b) => (b.elevationDeg ?? 0) - (a.elevationDeg ?? 0))
    return { ...listAnswer(all.slice(0, input.limit), sourceOf(celestrak, response.url), { total: all.length }), time: new Date(ms).toISOString() }
  },
})
