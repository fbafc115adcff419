import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'

const t = testHost({ plugins: spacePlugin })
/** Within a stated number of minutes of a published time given to the minute. */
const near = (actual: string, published: string, minutes: number) => {
  expect(Math.abs(Date.parse(actual) - Date.parse(published)), `${actual} vs ${published}`).toBeLessThanOrEqual(minutes * 60_000)
}
type Item = { body: string, visible: boolean, [key: string]: unknown }
const find = (items: Item[], body: string) => items.find((item) => item.body === body)!

describe('space.sky-tonight', () => {
  // Meeus, Astronomical Algorithms (2nd ed.), example 15.a: Venus at Boston (42°20' N, 71°05' W) sets on 1988 March 20
  // at 2h55m UT, i.e. in the evening of March 19 local time, and rises at 12h25m UT. Tolerance 2 minutes.
  it('shows Venus as the evening star at Boston on 1988-03-19, setting as Meeus example 15.a says', async () => {
    const data = await t.ok('/api/space/sky-tonight?lat=42.3333&lon=-71.0833&date=1988-03-19')
    expect(data).toMatchObject({ ok: true, total: 8, source: { provider: 'astronomy-engine (npm)' }, night: { date: '1988-03-19' } })
    const venus = find(data.items, 'venus')
    expect(venus).toMatchObject({ visible: true, needs: 'naked eye', direction: expect.stringMatching(/W/) })
    near(venus.set as string, '1988-03-20T02:55:00Z', 2)
    near(venus.rise as string, '1988-03-20T12:25:00Z', 2)
    expect(Date.parse(venus.visibleUntil as string)).toBeLessThan(Date.parse(venus.set as string))
    // visible bodies come first, brightest first
    const visible = data.items.filter((item: Item) => item.visible)
    expect(data.items.slice(0, visible.length)).toEqual(visible)
    expect(visible.map((item: Item) => item.magnitude)).toEqual([...visible.map((item: Item) => item.magnitude)].sort((a, b) => (a as number) - (b as number)))
  })

  // USNO rise/set table for N29 W81 on 2019-06-21: sunset 00:26 UT (June 22). Tolerance 1 minute.
  it('gives the night\'s sunset as the USNO table does', async () => {
    const { night } = await t.ok('/api/space/sky-tonight?lat=29&lon=-81&date=2019-06-21')
    near(night.sunset, '2019-06-22T00:26:00Z', 1)
    expect(Date.parse(night.civilDusk)).toBeGreaterThan(Date.parse(night.sunset))
    expect(Date.parse(night.astronomicalDusk)).toBeGreaterThan(Date.parse(night.nauticalDusk))
    expect(Date.parse(night.sunrise)).toBeGreaterThan(Date.parse(night.astronomicalDawn))
  })

  // NASA (nasa.gov, "The Great Conjunction of Jupiter and Saturn", Dec 2020): on 21 December 2020 the two planets
  // appeared a tenth of a degree apart, low in the southwestern sky after sunset.
  it('shows the great conjunction of 2020-12-21 low in the southwest after sunset (NASA)', async () => {
    const { items } = await t.ok('/api/space/sky-tonight?lat=40.7&lon=-74&date=2020-12-21')
    const jupiter = find(items, 'jupiter')
    const saturn = find(items, 'saturn')
    expect(jupiter).toMatchObject({ visible: true, direction: 'SW' })
    expect(saturn).toMatchObject({ visible: true, direction: 'SW', constellation: 'Capricornus' })
    expect(Math.abs((jupiter.azimuthDeg as number) - (saturn.azimuthDeg as number))).toBeLessThan(0.5)
    expect(jupiter.altitudeDeg as number).toBeLessThan(20)
  })

  // USNO phases of the Moon: full Moon 2024-04-23 23:49 UT.
  it('gives the Moon\'s phase at local midnight (full Moon of 2024-04-23, USNO)', async () => {
    const { night } = await t.ok('/api/space/sky-tonight?lat=51.48&lon=0&date=2024-04-23')
    expect(night.moon).toMatchObject({ phase: 'full moon' })
    expect(night.moon.illuminatedFraction).toBeGreaterThan(0.99)
  })

  it('handles the midnight sun and the polar night', async () => {
    const summer = await t.ok('/api/space/sky-tonight?lat=78.2&lon=15.6&date=2026-06-21')
    expect(summer.night).toMatchObject({ sunset: null, sunrise: null, darkHours: 0 })
    expect(summer.items.every((item: Item) => !item.visible)).toBe(true)
    const winter = await t.ok('/api/space/sky-tonight?lat=78.2&lon=15.6&date=2026-12-21')
    expect(winter.night).toMatchObject({ sunset: null, sunrise: null, darkHours: 24 })
  })

  it('defaults the date to today at the place', async () => {
    const { night } = await t.ok('/api/space/sky-tonight?lat=0&lon=0')
    expect(night.date).toBe(new Date().toISOString().slice(0, 10))
  })

  it('rejects bad input naming the field', async () => {
    await t.rejects('/api/space/sky-tonight?lon=0', 'lat')
    await t.rejects('/api/space/sky-tonight?lat=0', 'lon')
    await t.rejects('/api/space/sky-tonight?lat=0&lon=181', 'lon')
    await t.rejects('/api/space/sky-tonight?lat=0&lon=0&date=2026-02-30', 'date')
    await t.rejects('/api/space/sky-tonight?lat=0&lon=0&date=2200-01-01', 'date')
    await t.rejects('/api/space/sky-tonight?lat=0&lon=0&minAltitude=61', 'minAltitude')
  })
})
