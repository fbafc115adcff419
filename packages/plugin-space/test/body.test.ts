import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'

const t = testHost({ plugins: spacePlugin })
/** Meeus gives instants in dynamical time (TD); the API takes UTC: UT = TD - deltaT (59 s in 1992). */
const utcOf = (td: string, deltaTSeconds: number) => new Date(Date.parse(td) - deltaTSeconds * 1000).toISOString()
const hours = (h: number, m: number, s: number) => h + m / 60 + s / 3600
const degrees = (d: number, m: number, s: number) => Math.sign(d) * (Math.abs(d) + m / 60 + s / 3600)
/** Within a stated number of minutes of a published time given to the minute. */
const near = (actual: string, published: string, minutes: number) => {
  expect(Math.abs(Date.parse(actual) - Date.parse(published)), `${actual} vs ${published}`).toBeLessThanOrEqual(minutes * 60_000)
}

describe('space.body', () => {
  // J. Meeus, Astronomical Algorithms (2nd ed., 1998), example 33.a: Venus on 1992 Dec 20, 0h TD, apparent
  // RA 21h04m41.454s, Dec -18°53'16.84", distance 0.910845 AU. Tolerance: 1 arcsecond of RA time, 2 arcseconds, 1e-4 AU.
  it('places Venus as Meeus example 33.a does', async () => {
    const data = await t.ok(`/api/space/body?body=Venus&time=${utcOf('1992-12-20T00:00:00Z', 59)}`)
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'astronomy-engine (npm)', license: 'MIT' } })
    const venus = data.items[0]
    expect(venus).toMatchObject({ body: 'venus', type: 'planet', constellation: 'Capricornus', constellationAbbr: 'Cap' })
    expect(Math.abs(venus.rightAscensionHours - hours(21, 4, 41.454)) * 3600).toBeLessThan(1)
    expect(Math.abs(venus.declinationDeg - degrees(-18, 53, 16.84)) * 3600).toBeLessThan(2)
    expect(Math.abs(venus.distanceAu - 0.910845)).toBeLessThan(1e-4)
    expect(venus.orbitalPeriodDays).toBeCloseTo(224.7, 0)
    expect(venus.illuminatedFraction).toBeGreaterThan(0.5)
    expect(venus).not.toHaveProperty('observer')
  })

  // Meeus example 47.a: the Moon on 1992 April 12, 0h TD: apparent RA 134.688470°, Dec 13.768368°, apparent
  // longitude 133.162655°, latitude -3.229126°, distance 368409.7 km. Tolerance 0.002° (RA, Dec), 0.01° (ecliptic), 30 km.
  it('places the Moon as Meeus example 47.a does', async () => {
    const moon = (await t.ok(`/api/space/body?body=moon&time=${utcOf('1992-04-12T00:00:00Z', 59)}`)).items[0]
    expect(Math.abs(moon.rightAscensionHours * 15 - 134.68847)).toBeLessThan(0.002)
    expect(Math.abs(moon.declinationDeg - 13.768368)).toBeLessThan(0.002)
    expect(Math.abs(moon.eclipticLongitudeDeg - 133.162655)).toBeLessThan(0.01)
    expect(Math.abs(moon.eclipticLatitudeDeg - -3.229126)).toBeLessThan(0.01)
    expect(Math.abs(moon.distanceKm - 368409.7)).toBeLessThan(30)
    expect(moon.orbitalPeriodDays).toBeNull()
    expect(moon.moonPhase).toMatchObject({ phase: 'waxing gibbous' })
  })

  // Meeus example 25.b (full VSOP87): the Sun on 1992 October 13, 0h TD: apparent RA 198.378178°, Dec -7.783871°,
  // R 0.99760775 AU. Tolerance 0.001° and 5e-6 AU (our distance is the light-time one, Meeus gives the geometric).
  it('places the Sun as Meeus example 25.b does', async () => {
    const sun = (await t.ok(`/api/space/body?body=sun&time=${utcOf('1992-10-13T00:00:00Z', 59)}`)).items[0]
    expect(Math.abs(sun.rightAscensionHours * 15 - 198.378178)).toBeLessThan(0.001)
    expect(Math.abs(sun.declinationDeg - -7.783871)).toBeLessThan(0.001)
    expect(Math.abs(sun.distanceAu - 0.99760775)).toBeLessThan(5e-6)
    expect(sun).toMatchObject({ type: 'star', elongationDeg: null, constellation: 'Virgo' })
  })

  // Meeus example 15.a: Venus at Boston (42°20' N, 71°05' W) on 1988 March 20: rising 12h25m UT, transit 19h41m UT,
  // setting 2h55m UT (the setting of that date is before its rising). Tolerance 2 minutes.
  it('gives rise, transit and set at a place as Meeus example 15.a does', async () => {
    const venus = (await t.ok('/api/space/body?body=venus&time=1988-03-20&lat=42.3333&lon=-71.0833')).items[0]
    near(venus.observer.rise, '1988-03-20T12:25:00Z', 2)
    near(venus.observer.transit, '1988-03-20T19:41:00Z', 2)
    near(venus.observer.set, '1988-03-20T02:55:00Z', 2)
    // At 0h UT, before that 2h55m setting, Venus is still up in the west.
    expect(venus.observer).toMatchObject({ lat: 42.3333, lon: -71.0833, aboveHorizon: true, direction: expect.stringMatching(/W/) })
    expect(venus.observer.altitudeDeg).toBeGreaterThan(0)
  })

  it('defaults the time to now', async () => {
    const before = Date.now()
    const sun = (await t.ok('/api/space/body?body=sun')).items[0]
    expect(Math.abs(Date.parse(sun.time) - before)).toBeLessThan(5000)
  })

  it('rejects bad input naming the field', async () => {
    await t.rejects('/api/space/body?body=vulcan', 'body')
    await t.rejects('/api/space/body?body=mars&time=tomorrow', 'time')
    await t.rejects('/api/space/body?body=mars&time=2026-02-30', 'time')
    await t.rejects('/api/space/body?body=mars&time=1850-01-01', 'time')
    await t.rejects('/api/space/body?body=mars&lat=91&lon=0', 'lat')
    await t.rejects('/api/space/body?body=mars&lat=40', 'lon')
    await t.rejects('/api/space/body?body=mars&lon=40', 'lat')
    await t.rejects('/api/space/body', 'body')
  })
})
