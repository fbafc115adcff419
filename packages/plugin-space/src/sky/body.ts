import { lookupAnswer, type OperationContext } from '@svc/core'
import { BODY, KIND, SOURCE, geocentric, horizontal, iso, moonPhase, nextEvents, observerAt, orbitalPeriodDays, round, compass } from './astro.ts'
import type { BodyInput } from './inputs.ts'
import { parseInstant } from './params.ts'

export default function bodyHandler({ input }: OperationContext<BodyInput>) {
  const ms = input.time === undefined ? Date.now() : parseInstant(input.time)
  const item: Record<string, unknown> = {
    body: input.body,
    type: KIND[input.body],
    time: iso(ms),
    ...geocentric(input.body, ms),
    orbitalPeriodDays: orbitalPeriodDays(input.body),
  }
  if (input.body === 'moon') item.moonPhase = moonPhase(ms)
  if (input.lat !== undefined && input.lon !== undefined) {
    const observer = observerAt(input.lat, input.lon, input.elevation)
    const here = horizontal(BODY[input.body], observer, ms)
    item.observer = {
      lat: input.lat,
      lon: input.lon,
      altitudeDeg: round(here.altitude, 2),
      azimuthDeg: round(here.azimuth, 2),
      direction: compass(here.azimuth),
      aboveHorizon: here.altitude > 0,
      ...nextEvents(BODY[input.body], observer, ms),
    }
  }
  return lookupAnswer(item, SOURCE)
}
