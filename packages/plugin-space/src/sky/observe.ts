import { Body, Constellation, DefineStar, Equator, Horizon, type Observer } from 'astronomy-engine'
import { lookupAnswer, type OperationContext } from '@svc/core'
import { BODY, DAY_MS, SOURCE, compass, geocentric, horizontal, iso, nextEvents, observerAt, round } from './astro.ts'
import type { ObserveInput } from './inputs.ts'
import { darkHours, localDate, localNoon, nightOf, samples, STEP_MS } from './night.ts'

/** A fixed object's distance for astronomy-engine's user-defined star: far enough that parallax is nil. */
const FIXED_DISTANCE_LY = 1000

/** Relative air mass at an altitude (Kasten and Young, 1989); null below the horizon. */
export function airmass(altitude: number): number | null {
  if (altitude <= 0) return null
  const zenith = 90 - altitude
  return round(1 / (Math.cos((zenith * Math.PI) / 180) + 0.50572 * (96.07995 - zenith) ** -1.6364), 3)
}

/** Angle between two directions given as RA (hours) and Dec (degrees), in degrees. */
function separation(ra1: number, dec1: number, ra2: number, dec2: number): number {
  const rad = Math.PI / 180
  const cos = Math.sin(dec1 * rad) * Math.sin(dec2 * rad) + Math.cos(dec1 * rad) * Math.cos(dec2 * rad) * Math.cos((ra1 - ra2) * 15 * rad)
  return Math.acos(Math.min(1, Math.max(-1, cos))) / rad
}

export default function observeHandler({ input }: OperationContext<ObserveInput>) {
  const date = input.date ?? localDate(Date.now(), input.lon)
  const noon = localNoon(date, input.lon)
  const observer = observerAt(input.lat, input.lon, input.elevation)
  let target: Body
  if (input.body) {
    target = BODY[input.body]
  } else {
    target = Body.Star1
    DefineStar(Body.Star1, input.ra!, input.dec!, FIXED_DISTANCE_LY)
  }
  const times = samples(observer, noon)
  const track = trackOf(target, observer, noon, input.step * 60_000)
  let best: { ms: number, altitude: number, azimuth: number } | null = null
  let worthHours = 0
  for (const { ms, dark } of times) {
    if (!dark) continue
    const { altitude, azimuth } = horizontal(target, observer, ms)
    if (altitude < input.minAltitude) continue
    worthHours += STEP_MS / 3_600_000
    if (!best || altitude > best.altitude) best = { ms, altitude, azimuth }
  }
  const at = best?.ms ?? noon + DAY_MS / 2
  const where = Equator(target, new Date(at), observer, true, true)
  const moon = Equator(Body.Moon, new Date(at), observer, true, true)
  const item = {
    target: input.body ?? 'fixed',
    ...(input.body ? {} : { ra: input.ra, dec: input.dec }),
    constellation: input.body ? geocentric(input.body, at).constellation : Constellation(input.ra!, input.dec!).name,
    magnitude: input.body ? geocentric(input.body, at).magnitude : null,
    ...nextEvents(target, observer, noon),
    observable: best !== null,
    bestTime: best ? iso(best.ms) : null,
    bestAltitudeDeg: best ? round(best.altitude, 1) : null,
    bestAzimuthDeg: best ? round(best.azimuth, 1) : null,
    bestDirection: best ? compass(best.azimuth) : null,
    bestAirmass: best ? airmass(best.altitude) : null,
    hoursAboveMinAltitudeInDark: round(worthHours, 2),
    moonSeparationDeg: input.body === 'moon' ? null : round(separation(where.ra, where.dec, moon.ra, moon.dec), 1),
    night: { ...nightOf(observer, noon, date), darkHours: darkHours(times) },
    track,
  }
  return lookupAnswer(item, SOURCE)
}

/** Altitude, azimuth, air mass and the Sun's altitude every `step` over the 24 hours after local noon. */
function trackOf(target: Body, observer: Observer, noon: number, step: number) {
  const points = []
  for (let ms = noon; ms < noon + DAY_MS; ms += step) {
    const date = new Date(ms)
    const equator = Equator(target, date, observer, true, true)
    const { altitude, azimuth } = Horizon(date, observer, equator.ra, equator.dec, 'normal')
    const sun = horizontal(Body.Sun, observer, ms).altitude
    points.push({ time: iso(ms), altitudeDeg: round(altitude, 2), azimuthDeg: round(azimuth, 2), direction: compass(azimuth), airmass: airmass(altitude), sunAltitudeDeg: round(sun, 1), dark: sun < -6 })
  }
  return points
}
