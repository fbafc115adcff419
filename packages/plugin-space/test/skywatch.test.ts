import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { spacePlugin } from '../src/index.ts'

const t = testHost({ plugins: spacePlugin })
const near = (actual: string, published: string, minutes: number) => {
  expect(Math.abs(Date.parse(actual) - Date.parse(published)), `${actual} vs ${published}`).toBeLessThanOrEqual(minutes * 60_000)
}
type Event = { time: string, kind: string, body: string | null, title: string, details: Record<string, any> }
const titled = (items: Event[], title: string) => {
  const found = items.filter((item) => item.title === title)
  expect(found, title).toHaveLength(1)
  return found[0]!
}

describe('space.skywatch', () => {
  // USNO Astronomical Applications, "Earth's Seasons" 2024 (UT): equinox Mar 20 03:06, solstice Jun 20 20:51,
  // equinox Sep 22 12:44, solstice Dec 21 09:21. Tolerance 2 minutes.
  it('gives the 2024 equinoxes and solstices of the USNO table', async () => {
    const data = await t.ok('/api/space/skywatch?date=2024-01-01&days=366&kind=season')
    expect(data).toMatchObject({ ok: true, total: 4, from: '2024-01-01', until: '2024-12-31', source: { provider: 'astronomy-engine (npm)' } })
    near(titled(data.items, 'March equinox').time, '2024-03-20T03:06:00Z', 2)
    near(titled(data.items, 'June solstice').time, '2024-06-20T20:51:00Z', 2)
    near(titled(data.items, 'September equinox').time, '2024-09-22T12:44:00Z', 2)
    near(titled(data.items, 'December solstice').time, '2024-12-21T09:21:00Z', 2)
  })

  // USNO "Phases of the Moon" 2024 (UT): new Apr 8 18:21, first quarter Apr 15 19:13, full Apr 23 23:49,
  // last quarter May 1 11:27. Tolerance 2 minutes.
  it('gives the Moon\'s phases of the USNO table', async () => {
    const { items } = await t.ok('/api/space/skywatch?date=2024-04-05&days=30&kind=moon-phase')
    expect(items.map((item: Event) => item.title)).toEqual(['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'])
    near(items[0].time, '2024-04-08T18:21:00Z', 2)
    near(items[1].time, '2024-04-15T19:13:00Z', 2)
    near(items[2].time, '2024-04-23T23:49:00Z', 2)
    near(items[3].time, '2024-05-01T11:27:00Z', 2)
  })

  // NASA GSFC eclipse pages (F. Espenak): total solar eclipse of 2024 April 8, greatest eclipse 18:17 UT at 25°17'N
  // 104°08'W; at Dallas, Texas totality began 1:40 pm CDT (18:40 UT) and lasted about 3m50s. Partial lunar eclipse of
  // 2024 September 18, greatest 02:44 UT; annular solar eclipse of 2024 October 2. Tolerances 2 minutes and 0.2°.
  it('finds the 2024 eclipses as NASA lists them, with the circumstances at Dallas', async () => {
    const { items } = await t.ok('/api/space/skywatch?date=2024-04-01&days=200&kind=solar-eclipse&lat=32.78&lon=-96.8')
    expect(items.map((item: Event) => item.title)).toEqual(['Total solar eclipse', 'Annular solar eclipse'])
    const total = items[0]
    near(total.time, '2024-04-08T18:17:00Z', 2)
    expect(Math.abs(total.details.greatestEclipseLat - (25 + 17 / 60))).toBeLessThan(0.2)
    expect(Math.abs(total.details.greatestEclipseLon - -(104 + 8 / 60))).toBeLessThan(0.2)
    expect(total.details.here).toMatchObject({ eclipseKind: 'total', obscuration: 1 })
    near(total.details.here.totalBegin, '2024-04-08T18:40:00Z', 2)
    const totality = (Date.parse(total.details.here.totalEnd) - Date.parse(total.details.here.totalBegin)) / 1000
    expect(Math.abs(totality - 230)).toBeLessThan(30)
    expect(items[1].details.here).toBeNull()
    const lunar = await t.ok('/api/space/skywatch?date=2024-09-01&days=30&kind=lunar-eclipse')
    expect(lunar.items).toHaveLength(1)
    expect(lunar.items[0]).toMatchObject({ title: 'Partial lunar eclipse', details: { eclipseKind: 'partial' } })
    expect(lunar.items[0].details).not.toHaveProperty('visibleHere')
    near(lunar.items[0].time, '2024-09-18T02:44:00Z', 2)
  })

  // Oppositions of 2024 as published (e.g. NASA "What's Up" and the RASC Observer's Handbook): Saturn September 8,
  // Neptune September 21, Uranus November 17, Jupiter December 7 (UT dates). Tolerance: the date.
  it('gives the 2024 oppositions on their published dates', async () => {
    const { items } = await t.ok('/api/space/skywatch?date=2024-01-01&days=366&kind=opposition')
    expect(items.map((item: Event) => [item.body, item.time.slice(0, 10)])).toEqual([
      ['saturn', '2024-09-08'], ['neptune', '2024-09-21'], ['uranus', '2024-11-17'], ['jupiter', '2024-12-07'],
    ])
  })

  it('merges every kind in time order', async () => {
    const { items } = await t.ok('/api/space/skywatch?date=2024-03-01&days=60')
    const times = items.map((item: Event) => item.time)
    expect(times).toEqual([...times].sort())
    expect(new Set(items.map((item: Event) => item.kind))).toEqual(new Set(['moon-phase', 'season', 'lunar-eclipse', 'solar-eclipse', 'conjunction', 'elongation', 'lunar-apsis']))
  })

  it('rejects bad input naming the field', async () => {
    await t.rejects('/api/space/skywatch?days=0', 'days')
    await t.rejects('/api/space/skywatch?days=367', 'days')
    await t.rejects('/api/space/skywatch?kind=meteor', 'kind')
    await t.rejects('/api/space/skywatch?date=2024-02-30', 'date')
    await t.rejects('/api/space/skywatch?lat=10', 'lon')
  })
})
