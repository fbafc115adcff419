import { type SatRec, degreesLat, degreesLong, degreesToRadians, ecfToLookAngles, eciToEcf, eciToGeodetic, gstime, jday, json2satrec, propagate, shadowFraction, sunPos } from 'satellite.js'
import type { Omm } from './gp.ts'

const EARTH_RADIUS_KM = 6378.137
const MU = 398_600.4418
const DEG = 180 / Math.PI
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits
const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')
const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW']
const compass = (azimuth: number) => COMPASS[Math.round(azimuth / 22.5) % 16]!

export interface Place { lat: number, lon: number, elevation: number }
type Geodetic = { latitude: number, longitude: number, height: number }
const geodeticOf = (place: Place): Geodetic => ({ latitude: degreesToRadians(place.lat), longitude: degreesToRadians(place.lon), height: place.elevation / 1000 })

/** CelesTrak's EPOCH is UTC without a zone letter. */
export const epochMs = (omm: Omm) => Date.parse(/[Z+]/.test(omm.EPOCH.slice(10)) ? omm.EPOCH : `${omm.EPOCH}Z`)

export const satrecOf = (omm: Omm): SatRec => json2satrec({ ...omm, EPHEMERIS_TYPE: 0 } as Parameters<typeof json2satrec>[0])

/** Mean orbit from the elements: period, semi-major axis, apogee and perigee heights. */
export function orbitOf(omm: Omm) {
  const meanMotion = Number(omm.MEAN_MOTION)
  const eccentricity = Number(omm.ECCENTRICITY)
  const semiMajorKm = Math.cbrt(MU / ((meanMotion * 2 * Math.PI) / 86_400) ** 2)
  return {
    periodMinutes: round(1440 / meanMotion, 2),
    inclinationDeg: Number(omm.INCLINATION),
    eccentricity,
    semiMajorAxisKm: round(semiMajorKm, 1),
    apogeeKm: round(semiMajorKm * (1 + eccentricity) - EARTH_RADIUS_KM, 1),
    perigeeKm: round(semiMajorKm * (1 - eccentricity) - EARTH_RADIUS_KM, 1),
    revolutionsPerDay: meanMotion,
  }
}

interface State { eci: { x: number, y: number, z: number }, velocity: { x: number, y: number, z: number }, gmst: number, ms: number }

function stateAt(satrec: SatRec, ms: number): State | null {
  const date = new Date(ms)
  let result: ReturnType<typeof propagate>
  try {
    result = propagate(satrec, date)
  } catch {
    return null // elements SGP4 cannot carry to this time (decayed, diverged)
  }
  if (!result || typeof result.position !== 'object') return null
  return { eci: result.position, velocity: result.velocity, gmst: gstime(date), ms }
}

/** The Sun's direction as an ECI vector in km (satellite.js gives AU). */
function sunEci(ms: number) {
  const date = new Date(ms)
  const jd = jday(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds() + date.getUTCMilliseconds() / 1000)
  return sunPos(jd).rsun
}

const sunlitAt = (state: State) => shadowFraction(sunEci(state.ms), state.eci) < 1

function sunElevation(place: Geodetic, ms: number): number {
  const au = sunEci(ms)
  const km = { x: au.x * 149_597_870.7, y: au.y * 149_597_870.7, z: au.z * 149_597_870.7 }
  return ecfToLookAngles(place, eciToEcf(km, gstime(new Date(ms)))).elevation * DEG
}

function look(place: Geodetic, state: State) {
  const angles = ecfToLookAngles(place, eciToEcf(state.eci, state.gmst))
  return { azimuth: angles.azimuth * DEG, elevation: angles.elevation * DEG, rangeKm: angles.rangeSat }
}

/** Where the satellite is at a time: sub-satellite point, height, speed, sunlight, TEME state vector. */
export function positionAt(satrec: SatRec, ms: number) {
  const state = stateAt(satrec, ms)
  if (!state) return null
  const ground = eciToGeodetic(state.eci, state.gmst)
  return {
    time: iso(ms),
    lat: round(degreesLat(ground.latitude), 4),
    lon: round(degreesLong(ground.longitude), 4),
    altitudeKm: round(ground.height, 2),
    speedKmS: round(Math.hypot(state.velocity.x, state.velocity.y, state.velocity.z), 4),
    sunlit: sunlitAt(state),
    positionTemeKm: { x: round(state.eci.x, 3), y: round(state.eci.y, 3), z: round(state.eci.z, 3) },
    velocityTemeKmS: { x: round(state.velocity.x, 6), y: round(state.velocity.y, 6), z: round(state.velocity.z, 6) },
  }
}

/** How the satellite is seen from a place at a time. */
export function seenFrom(satrec: SatRec, place: Place, ms: number) {
  const state = stateAt(satrec, ms)
  if (!state) return null
  const angles = look(geodeticOf(place), state)
  return { azimuthDeg: round(angles.azimuth, 2), elevationDeg: round(angles.elevation, 2), direction: compass(angles.azimuth), rangeKm: round(angles.rangeKm, 1), aboveHorizon: angles.elevation > 0 }
}

const STEP_MS = 30_000

/**
 * Passes over a place from `start` for `hours`: rise, culmination and set (refined to the second), with the
 * directions and whether it can be seen (sunlit while the observer's Sun is below -6°) at culmination.
 */
export function passes(satrec: SatRec, place: Place, start: number, hours: number, minElevation: number, max: number) {
  const where = geodeticOf(place)
  const elevationAt = (ms: number) => {
    const state = stateAt(satrec, ms)
    return state ? look(where, state).elevation : Number.NaN
  }
  const crossing = (from: number, to: number) => {
    // elevation changes sign between from and to: bisect to the second
    let [a, b] = [from, to]
    const rising = elevationAt(a) < 0
    while (b - a > 1000) {
      const mid = (a + b) / 2
      if ((elevationAt(mid) < 0) === rising) a = mid
      else b = mid
    }
    return b
  }
  const found = []
  const end = start + hours * 3_600_000
  let previous = elevationAt(start)
  let riseMs: number | null = previous > 0 ? start : null
  for (let ms = start + STEP_MS; ms <= end && found.length < max; ms += STEP_MS) {
    const elevation = elevationAt(ms)
    if (Number.isNaN(elevation)) break
    if (previous <= 0 && elevation > 0) riseMs = crossing(ms - STEP_MS, ms)
    if (previous > 0 && elevation <= 0 && riseMs !== null) {
      const setMs = crossing(ms - STEP_MS, ms)
      const pass = describePass(satrec, where, riseMs, setMs)
      if (pass.maxElevationDeg >= minElevation) found.push(pass)
      riseMs = null
    }
    previous = elevation
  }
  return found
}

function describePass(satrec: SatRec, where: Geodetic, riseMs: number, setMs: number) {
  let top = { ms: riseMs, elevation: -90, azimuth: 0 }
  for (let ms = riseMs; ms <= setMs; ms += 5000) {
    const state = stateAt(satrec, ms)
    if (!state) continue
    const angles = look(where, state)
    if (angles.elevation > top.elevation) top = { ms, elevation: angles.elevation, azimuth: angles.azimuth }
  }
  const at = (ms: number) => look(where, stateAt(satrec, ms)!)
  const topState = stateAt(satrec, top.ms)!
  return {
    rise: iso(riseMs),
    riseDirection: compass(at(riseMs).azimuth),
    culmination: iso(top.ms),
    maxElevationDeg: round(top.elevation, 1),
    culminationDirection: compass(top.azimuth),
    set: iso(setMs),
    setDirection: compass(at(setMs).azimuth),
    durationSeconds: Math.round((setMs - riseMs) / 1000),
    sunlit: sunlitAt(topState),
    visible: sunlitAt(topState) && sunElevation(where, top.ms) < -6,
  }
}
