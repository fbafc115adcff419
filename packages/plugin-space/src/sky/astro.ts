import { AngleFromSun, Body, Constellation, Ecliptic, Equator, EquatorFromVector, GeoVector, Horizon, Illumination, MakeTime, MoonPhase, Observer, PlanetOrbitalPeriod, RotateVector, Rotation_EQJ_EQD, SearchHourAngle, SearchRiseSet } from 'astronomy-engine'
import { localSource } from '@svc/core'
import type { BodyName } from './params.ts'

export const SOURCE = localSource('astronomy-engine (npm)', 'https://github.com/cosinekitty/astronomy', 'MIT')
export const DAY_MS = 86_400_000

export const BODY: Record<BodyName | 'earth', Body> = {
  sun: Body.Sun, moon: Body.Moon, mercury: Body.Mercury, venus: Body.Venus, earth: Body.Earth, mars: Body.Mars,
  jupiter: Body.Jupiter, saturn: Body.Saturn, uranus: Body.Uranus, neptune: Body.Neptune, pluto: Body.Pluto,
}
export const KIND: Record<BodyName | 'earth', string> = {
  sun: 'star', moon: 'moon', mercury: 'planet', venus: 'planet', earth: 'planet', mars: 'planet', jupiter: 'planet',
  saturn: 'planet', uranus: 'planet', neptune: 'planet', pluto: 'dwarf planet',
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits
export const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')
export const isoOf = (time: { date: Date } | null | undefined) => (time ? iso(time.date.getTime()) : null)

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW']
export const compass = (azimuth: number) => COMPASS[Math.round(azimuth / 22.5) % 16]!

/** The Moon's phase name for its ecliptic elongation from the Sun (0 new, 90 first quarter, 180 full, 270 last quarter). */
export function phaseName(angle: number): string {
  if (angle < 11.25 || angle >= 348.75) return 'new moon'
  if (angle < 78.75) return 'waxing crescent'
  if (angle < 101.25) return 'first quarter'
  if (angle < 168.75) return 'waxing gibbous'
  if (angle < 191.25) return 'full moon'
  if (angle < 258.75) return 'waning gibbous'
  if (angle < 281.25) return 'last quarter'
  return 'waning crescent'
}

/** The Moon's phase at a time: angle, name and lit fraction. */
export function moonPhase(ms: number) {
  const angle = MoonPhase(new Date(ms))
  return { phaseAngleDeg: round(angle, 2), phase: phaseName(angle), illuminatedFraction: round(Illumination(Body.Moon, new Date(ms)).phase_fraction, 3) }
}

/** Where a body is seen from the Earth's centre at a time (apparent, equator and ecliptic of date; constellation from J2000). */
export function geocentric(name: BodyName, ms: number) {
  const body = BODY[name]
  const time = MakeTime(new Date(ms))
  const vector = GeoVector(body, time, true)
  const ofDate = EquatorFromVector(RotateVector(Rotation_EQJ_EQD(time), vector))
  const j2000 = EquatorFromVector(vector)
  const ecliptic = Ecliptic(vector)
  const constellation = Constellation(j2000.ra, j2000.dec)
  const light = Illumination(body, time)
  return {
    rightAscensionHours: round(ofDate.ra, 5),
    declinationDeg: round(ofDate.dec, 4),
    rightAscensionJ2000Hours: round(j2000.ra, 5),
    declinationJ2000Deg: round(j2000.dec, 4),
    eclipticLongitudeDeg: round(ecliptic.elon, 4),
    eclipticLatitudeDeg: round(ecliptic.elat, 4),
    constellation: constellation.name,
    constellationAbbr: constellation.symbol,
    distanceAu: round(ofDate.dist, 7),
    distanceKm: Math.round(ofDate.dist * 149_597_870.7),
    lightTimeMinutes: round((ofDate.dist * 149_597_870.7) / 299_792.458 / 60, 3),
    sunDistanceAu: name === 'sun' ? 0 : round(light.helio_dist, 6),
    elongationDeg: name === 'sun' ? null : round(AngleFromSun(body, time), 2),
    magnitude: round(light.mag, 2),
    phaseAngleDeg: name === 'sun' ? null : round(light.phase_angle, 2),
    illuminatedFraction: name === 'sun' ? null : round(light.phase_fraction, 3),
  }
}

/** Orbital period around the Sun in days (planets and Pluto), else null. */
export function orbitalPeriodDays(name: BodyName | 'earth'): number | null {
  return name === 'sun' || name === 'moon' ? null : round(PlanetOrbitalPeriod(BODY[name]), 2)
}

/** Altitude and azimuth (with standard refraction) of a body seen from a place at a time. */
export function horizontal(body: Body, observer: Observer, ms: number) {
  const date = new Date(ms)
  const equator = Equator(body, date, observer, true, true)
  const { altitude, azimuth } = Horizon(date, observer, equator.ra, equator.dec, 'normal')
  return { altitude, azimuth }
}

/** The next rise, meridian transit and set within `days` of a time (each null when it does not happen). */
export function nextEvents(body: Body, observer: Observer, ms: number, days = 1) {
  const start = new Date(ms)
  const transit = SearchHourAngle(body, observer, 0, start, +1)
  return {
    rise: isoOf(SearchRiseSet(body, observer, +1, start, days)),
    transit: transit.time.date.getTime() - ms <= days * DAY_MS ? iso(transit.time.date.getTime()) : null,
    transitAltitudeDeg: transit.time.date.getTime() - ms <= days * DAY_MS ? round(transit.hor.altitude, 2) : null,
    set: isoOf(SearchRiseSet(body, observer, -1, start, days)),
  }
}

export const observerAt = (lat: number, lon: number, elevation: number) => new Observer(lat, lon, elevation)
