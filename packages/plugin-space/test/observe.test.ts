import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'
import { airmass } from '../src/sky/observe.ts'

const t = testHost({ plugins: spacePlugin })
const near = (actual: string, published: string, minutes: number) => {
  expect(Math.abs(Date.parse(actual) - Date.parse(published)), `${actual} vs ${published}`).toBeLessThanOrEqual(minutes * 60_000)
}
// Hipparcos positions (J2000) as SIMBAD gives them: Sirius 06h45m08.917s -16°42'58.02"; Polaris 02h31m49.09s +89°15'50.8".
const SIRIUS = { ra: 6 + 45 / 60 + 8.917 / 3600, dec: -(16 + 42 / 60 + 58.02 / 3600) }
const POLARIS = { ra: 2 + 31 / 60 + 49.09 / 3600, dec: 89 + 15 / 60 + 50.8 / 3600 }

describe('space.observe', () => {
  // Meeus, Astronomical Algorithms (2nd ed.), example 15.a: Venus transits at Boston on 1988 March 20 at 19h41m UT.
  it('gives a planet\'s transit as Meeus example 15.a does', async () => {
    const data = await t.ok('/api/space/observe?body=venus&lat=42.3333&lon=-71.0833&date=1988-03-20&step=60')
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'astronomy-engine (npm)' } })
    const venus = data.items[0]
    near(venus.transit, '1988-03-20T19:41:00Z', 2)
    expect(venus).toMatchObject({ target: 'venus', observable: true, constellation: 'Aries', bestDirection: expect.stringMatching(/W/) })
    expect(venus.track).toHaveLength(24)
    expect(venus.track[0]).toMatchObject({ dark: false, sunAltitudeDeg: expect.any(Number) })
    expect(venus.bestAirmass).toBeGreaterThan(1)
  })

  // A star culminates at 90° - |latitude - declination|; refraction adds about 1.5' at 33°. Sirius at 40° N:
  // 33.28° (precession to 2026 moves it 0.03° south). Tolerance 0.1°.
  it('culminates Sirius at the altitude its declination gives', async () => {
    const sirius = (await t.ok(`/api/space/observe?ra=${SIRIUS.ra}&dec=${SIRIUS.dec}&lat=40&lon=-75&date=2026-01-15`)).items[0]
    expect(sirius).toMatchObject({ target: 'fixed', constellation: 'Canis Major', magnitude: null, observable: true })
    expect(Math.abs(sirius.transitAltitudeDeg - (90 - 40 - 16.716))).toBeLessThan(0.1)
    expect(sirius.bestAltitudeDeg).toBeLessThanOrEqual(sirius.transitAltitudeDeg + 0.05)
    expect(sirius.rise).not.toBeNull()
    expect(sirius.set).not.toBeNull()
  })

  it('finds Polaris circumpolar at 45° N: it never rises or sets', async () => {
    const polaris = (await t.ok(`/api/space/observe?ra=${POLARIS.ra}&dec=${POLARIS.dec}&lat=45&lon=0&date=2026-03-01`)).items[0]
    expect(polaris).toMatchObject({ constellation: 'Ursa Minor', rise: null, set: null, observable: true, bestDirection: 'N' })
    expect(Math.abs(polaris.bestAltitudeDeg - 45)).toBeLessThan(1.5)
    expect(polaris.hoursAboveMinAltitudeInDark).toBe(polaris.night.darkHours)
  })

  // Kasten and Young (1989), Applied Optics 28(22): air mass 1 at the zenith, close to sec z (plane-parallel) high up,
  // a little under 2 at 30° altitude, and about 38 at the horizon (its formula's own value there: 37.92).
  it('computes air mass by Kasten and Young', () => {
    expect(airmass(90)).toBeCloseTo(1, 3)
    expect(airmass(60)).toBeCloseTo(1 / Math.cos(Math.PI / 6), 2)
    expect(airmass(30)).toBeGreaterThan(1.98)
    expect(airmass(30)).toBeLessThan(2)
    expect(Math.abs(airmass(1e-9)! - 38)).toBeLessThan(0.5)
    expect(airmass(-1)).toBeNull()
  })

  it('rejects bad input naming the field', async () => {
    await t.rejects('/api/space/observe?lat=0&lon=0', 'body')
    await t.rejects('/api/space/observe?body=mars&ra=1&dec=2&lat=0&lon=0', 'ra')
    await t.rejects('/api/space/observe?ra=1&lat=0&lon=0', 'dec')
    await t.rejects('/api/space/observe?dec=1&lat=0&lon=0', 'ra')
    await t.rejects('/api/space/observe?ra=24&dec=1&lat=0&lon=0', 'ra')
    await t.rejects('/api/space/observe?body=mars&lat=0&lon=0&step=5', 'step')
    await t.rejects('/api/space/observe?body=mars&lon=0', 'lat')
  })
})
