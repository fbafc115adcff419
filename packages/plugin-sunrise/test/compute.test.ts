import { testHost } from '@svc/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sunrisePlugin } from '../src/index.ts'

const h = testHost({ plugins: [sunrisePlugin] })
const get = (query: string) => h.call(`/api/sunrise/compute?${query}`)
const day = async (query: string) => {
  const { status, body } = await get(query)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data.items[0]
}
/** Within a minute of an almanac value given to the minute. */
const near = (actual: string, published: string) => {
  expect(Math.abs(Date.parse(actual) - Date.parse(published)), `${actual} vs ${published}`).toBeLessThanOrEqual(60_000)
}
const rejects = (query: string, field: string) => h.rejects(`/api/sunrise/compute?${query}`, field)

describe('sunrise.compute', () => {
  afterEach(() => vi.useRealTimers())

  it('matches the USNO rise/set table for N29 W81 on 2019-06-21 (10:26 and 00:26 UT)', async () => {
    const { body } = await get('lat=29&lon=-81&date=2019-06-21&tz=America/New_York')
    expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: 'astronomy-engine (npm)', license: 'MIT' } })
    const result = body.data.items[0]
    expect(result).toMatchObject({ date: '2019-06-21', lat: 29, lon: -81, timezone: 'America/New_York', utcOffset: '-04:00', polar: null })
    expect(result.sunrise).toMatch(/^2019-06-21T06:2\d:\d\d-04:00$/)
    near(result.sunrise, '2019-06-21T10:26Z')
    near(result.sunset, '2019-06-22T00:26Z')
    expect(result.dayLength).toBe(Math.round((Date.parse(result.sunset) - Date.parse(result.sunrise)) / 1000))
    near(result.solarNoon, '2019-06-21T17:26Z')
    expect(result.solarNoonAltitude).toBeCloseTo(90 - 29 + 23.44, 0)
  })

  it('matches USNO tables in other hemispheres and years', async () => {
    const london = await day('lat=60&lon=0&date=2019-03-20&tz=Europe/London')
    near(london.sunrise, '2019-03-20T06:03Z')
    near(london.sunset, '2019-03-20T18:14Z')
    expect(london.sunrise).toMatch(/\+00:00$/)
    // Without tz the day is the local mean solar day and times are UTC: at W150 it starts at 10:00Z.
    const south = await day('lat=-60&lon=-150&date=2019-12-21')
    expect(south).toMatchObject({ timezone: null, utcOffset: '+00:00' })
    near(south.sunrise, '2019-12-21T12:32Z')
    near(south.sunset, '2019-12-22T07:25Z')
    expect(south.sunrise).toMatch(/Z$/)
    const india = await day('lat=15&lon=75&date=1950-06-21')
    expect(india.sunrise.slice(0, 10)).toBe('1950-06-21')
  })

  it('gives civil, nautical and astronomical twilight within a minute of the library\'s reference table (Orlando)', async () => {
    const orlando = await day('lat=28.538&lon=-81.379&date=2022-06-20&tz=America/New_York')
    near(orlando.twilight.astronomical.dawn, '2022-06-20T08:54Z')
    near(orlando.twilight.nautical.dawn, '2022-06-20T09:28Z')
    near(orlando.twilight.civil.dawn, '2022-06-20T10:01Z')
    near(orlando.twilight.civil.dusk, '2022-06-21T00:52Z')
    near(orlando.twilight.nautical.dusk, '2022-06-21T01:25Z')
    near(orlando.twilight.astronomical.dusk, '2022-06-21T02:00Z')
    const winter = await day('lat=28.538&lon=-81.379&date=2021-11-07&tz=America/New_York')
    near(winter.twilight.civil.dawn, '2021-11-07T11:17Z')
    near(winter.twilight.astronomical.dusk, '2021-11-07T23:56Z')
  })

  it('reports polar night at Tromsø in December, with the civil twilight around noon', async () => {
    const tromso = await day('lat=69.6492&lon=18.9553&date=2024-12-21&tz=Europe/Oslo')
    expect(tromso).toMatchObject({ sunrise: null, sunset: null, polar: 'night', dayLength: 0, utcOffset: '+01:00' })
    expect(tromso.solarNoonAltitude).toBeLessThan(0)
    expect(tromso.twilight.civil.dawn < tromso.solarNoon && tromso.solarNoon < tromso.twilight.civil.dusk).toBe(true)
    expect(tromso.twilight.astronomical.dawn).toMatch(/^2024-12-21T0\d:/)
  })

  it('reports polar day (midnight sun) with a full day of light and no night twilight', async () => {
    const summer = await day('lat=69.6492&lon=18.9553&date=2024-06-21&tz=Europe/Oslo')
    expect(summer).toMatchObject({ sunrise: null, sunset: null, polar: 'day', dayLength: 86400 })
    expect(summer.twilight).toStrictEqual({ civil: { dawn: null, dusk: null }, nautical: { dawn: null, dusk: null }, astronomical: { dawn: null, dusk: null } })
    expect((await day('lat=-90&lon=0&date=2024-06-21')).polar).toBe('night')
    expect((await day('lat=90&lon=0&date=2024-06-21')).polar).toBe('day')
  })

  it('handles a 23-hour DST day and London\'s night without astronomical darkness', async () => {
    const spring = await day('lat=40.7128&lon=-74.006&date=2024-03-10&tz=America/New_York')
    expect(spring.utcOffset).toBe('-05:00')
    expect(spring.sunrise).toMatch(/^2024-03-10T07:\d\d:\d\d-04:00$/)
    const london = await day('lat=51.5074&lon=-0.1278&date=2024-06-21&tz=Europe/London')
    expect(london.twilight.astronomical).toStrictEqual({ dawn: null, dusk: null })
    expect(london.twilight.nautical.dawn).toMatch(/^2024-06-21T0[23]:/)
  })

  it('defaults the date to today in tz, or in UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-12-21T12:00:00Z'))
    expect((await day('lat=0&lon=0')).date).toBe('2024-12-21')
    expect((await day('lat=0&lon=0&tz=Pacific/Kiritimati')).date).toBe('2024-12-22')
    expect((await day('lat=0&lon=0&tz=europe/oslo')).timezone).toBe('Europe/Oslo')
  })

  it('enforces every bound with a 400 naming the field', async () => {
    await rejects('lon=0', 'lat')
    await rejects('lat=0', 'lon')
    for (const value of ['90.01', '-90.01', 'north']) await rejects(`lat=${value}&lon=0`, 'lat')
    for (const value of ['180.01', '-180.01', '']) await rejects(`lat=0&lon=${value}`, 'lon')
    expect((await get('lat=-90&lon=180&date=2024-01-01')).status).toBe(200)
    for (const value of ['2024-02-30', '2024-2-1', '1899-12-31', '2101-01-01', 'today']) await rejects(`lat=0&lon=0&date=${value}`, 'date')
    expect((await get('lat=0&lon=0&date=1900-01-01')).status).toBe(200)
    expect((await get('lat=0&lon=0&date=2100-12-31')).status).toBe(200)
    for (const value of ['', 'A'.repeat(65), 'Europe/Oslo;', 'Mars/Olympus_Mons']) await rejects(`lat=0&lon=0&tz=${encodeURIComponent(value)}`, 'tz')
  })
})
