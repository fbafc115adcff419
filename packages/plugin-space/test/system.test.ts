import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'

const t = testHost({ plugins: spacePlugin })
/** Meeus gives instants in dynamical time (TD); the API takes UTC: UT = TD - deltaT (59 s in 1992). */
const utcOf = (td: string, deltaTSeconds: number) => new Date(Date.parse(td) - deltaTSeconds * 1000).toISOString()

describe('space.system', () => {
  // J. Meeus, Astronomical Algorithms (2nd ed.), example 32.a: Venus on 1992 Dec 20, 0h TD, heliocentric (mean ecliptic
  // of date) L 26.11428°, B -2.62070°, R 0.724603 AU. Our longitude is on the true ecliptic (nutation 16.7" more):
  // tolerance 0.01° and 2e-6 AU.
  it('places Venus around the Sun as Meeus example 32.a does', async () => {
    const data = await t.ok(`/api/space/system?time=${utcOf('1992-12-20T00:00:00Z', 59)}`)
    expect(data).toMatchObject({ ok: true, total: 9, time: '1992-12-19T23:59:01Z', source: { provider: 'astronomy-engine (npm)' } })
    expect(data.items.map((item: { body: string }) => item.body)).toEqual(['mercury', 'venus', 'earth', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'])
    const venus = data.items[1]
    expect(Math.abs(venus.heliocentricLongitudeDeg - 26.11428)).toBeLessThan(0.01)
    expect(Math.abs(venus.heliocentricLatitudeDeg - -2.6207)).toBeLessThan(0.01)
    expect(Math.abs(venus.sunDistanceAu - 0.724603)).toBeLessThan(2e-6)
    const { x, y, z } = venus.eclipticJ2000Au
    expect(Math.hypot(x, y, z)).toBeCloseTo(venus.sunDistanceAu, 5)
    expect(venus).toMatchObject({ constellation: 'Capricornus', earthDistanceAu: expect.closeTo(0.910845, 3) })
    expect(data.items[2]).toMatchObject({ body: 'earth', earthDistanceAu: null, constellation: null, magnitude: null })
  })

  // Meeus example 25.b: the Earth on 1992 Oct 13, 0h TD: L 19.907372°, R 0.99760775 AU (full VSOP87; astronomy-engine
  // truncates the series): tolerance 0.01° and 1e-5 AU.
  it('places the Earth as Meeus example 25.b does', async () => {
    const earth = (await t.ok(`/api/space/system?time=${utcOf('1992-10-13T00:00:00Z', 59)}`)).items[2]
    expect(Math.abs(earth.heliocentricLongitudeDeg - 19.907372)).toBeLessThan(0.01)
    expect(Math.abs(earth.sunDistanceAu - 0.99760775)).toBeLessThan(1e-5)
  })

  // NASA Planetary Fact Sheet (nssdc.gsfc.nasa.gov/planetary/factsheet/): sidereal orbit periods in days
  // (its Neptune, 59,800 d, is 0.65% below the 60,190 d of other references: hence 1%).
  it('gives the orbital periods of the NASA planetary fact sheet within 1%', async () => {
    const items = (await t.ok('/api/space/system?time=2026-01-01')).items
    const published: Record<string, number> = { mercury: 88.0, venus: 224.7, earth: 365.2, mars: 687.0, jupiter: 4331, saturn: 10747, uranus: 30589, neptune: 59800, pluto: 90560 }
    for (const item of items) expect(Math.abs(item.orbitalPeriodDays / published[item.body]! - 1), item.body).toBeLessThan(0.01)
  })

  it('rejects bad input naming the field', async () => {
    await t.rejects('/api/space/system?time=2026-13-01', 'time')
    await t.rejects('/api/space/system?time=2101-01-01T00:00:00Z', 'time')
  })
})
