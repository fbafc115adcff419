import { listAnswer, type OperationContext } from '@svc/core'
import { BODY, SOURCE, compass, geocentric, horizontal, iso, nextEvents, observerAt, round } from './astro.ts'
import type { SkyTonightInput } from './inputs.ts'
import { darkHours, localDate, localNoon, nightOf, samples } from './night.ts'

const WANDERERS = ['moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'] as const

/** What a body of this magnitude needs to be seen. */
export const needs = (magnitude: number) => (magnitude <= 5.5 ? 'naked eye' : magnitude <= 8.5 ? 'binoculars' : 'telescope')

export default function skyTonightHandler({ input }: OperationContext<SkyTonightInput>) {
  const date = input.date ?? localDate(Date.now(), input.lon)
  const noon = localNoon(date, input.lon)
  const observer = observerAt(input.lat, input.lon, input.elevation)
  const times = samples(observer, noon)
  const midnight = noon + 12 * 3_600_000
  const items = WANDERERS.map((name) => {
    let best: { ms: number, altitude: number, azimuth: number } | null = null
    let from: number | null = null
    let until: number | null = null
    for (const { ms, dark } of times) {
      if (!dark) continue
      const { altitude, azimuth } = horizontal(BODY[name], observer, ms)
      if (altitude < input.minAltitude) continue
      from ??= ms
      until = ms
      if (!best || altitude > best.altitude) best = { ms, altitude, azimuth }
    }
    const seen = geocentric(name, best?.ms ?? midnight)
    return {
      body: name,
      visible: best !== null,
      magnitude: seen.magnitude,
      needs: needs(seen.magnitude),
      constellation: seen.constellation,
      bestTime: best ? iso(best.ms) : null,
      altitudeDeg: best ? round(best.altitude, 1) : null,
      azimuthDeg: best ? round(best.azimuth, 1) : null,
      direction: best ? compass(best.azimuth) : null,
      visibleFrom: from === null ? null : iso(from),
      visibleUntil: until === null ? null : iso(until),
      ...nextEvents(BODY[name], observer, noon),
    }
  }).sort((a, b) => Number(b.visible) - Number(a.visible) || a.magnitude - b.magnitude)
  const night = { ...nightOf(observer, noon, date), darkHours: darkHours(times) }
  return { ...listAnswer(items, SOURCE), night }
}

