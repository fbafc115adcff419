import { Ecliptic, HelioVector, MakeTime, RotateVector, Rotation_EQJ_ECL } from 'astronomy-engine'
import { listAnswer, type OperationContext } from '@svc/core'
import { BODY, KIND, SOURCE, geocentric, iso, orbitalPeriodDays, round } from './astro.ts'
import type { SystemInput } from './inputs.ts'
import { parseInstant } from './params.ts'

const PLANETS = ['mercury', 'venus', 'earth', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const

/** One body of the Sun's system: where it is around the Sun, and how it looks from the Earth. */
function planetAt(name: (typeof PLANETS)[number], ms: number) {
  const time = MakeTime(new Date(ms))
  const helio = HelioVector(BODY[name], time)
  const ofDate = Ecliptic(helio)
  const j2000 = RotateVector(Rotation_EQJ_ECL(), helio)
  const seen = name === 'earth' ? null : geocentric(name, ms)
  return {
    body: name,
    type: KIND[name],
    orbitalPeriodDays: orbitalPeriodDays(name),
    sunDistanceAu: round(helio.Length(), 6),
    heliocentricLongitudeDeg: round(ofDate.elon, 4),
    heliocentricLatitudeDeg: round(ofDate.elat, 4),
    eclipticJ2000Au: { x: round(j2000.x, 6), y: round(j2000.y, 6), z: round(j2000.z, 6) },
    earthDistanceAu: seen?.distanceAu ?? null,
    constellation: seen?.constellation ?? null,
    magnitude: seen?.magnitude ?? null,
    elongationDeg: seen?.elongationDeg ?? null,
  }
}

export default function systemHandler({ input }: OperationContext<SystemInput>) {
  const ms = input.time === undefined ? Date.now() : parseInstant(input.time)
  const items = PLANETS.map((name) => planetAt(name, ms))
  return { ...listAnswer(items, SOURCE), time: iso(ms) }
}
