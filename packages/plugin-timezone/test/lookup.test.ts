import { testHost } from '@svc/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { timezonePlugin } from '../src/index.ts'

const h = testHost({ plugins: [timezonePlugin] })
const get = (query: string) => h.call(`/api/timezone/lookup?${query}`)
const zones = async (query: string) => {
  const { status, body } = await get(query)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data.total).toBe(body.data.items.length)
  return body.data.items
}
const zone = async (query: string) => (await zones(query))[0]
const rejects = (query: string, field: string) => h.rejects(`/api/timezone/lookup?${query}`, field)

describe('timezone.lookup', () => {
  afterEach(() => vi.useRealTimers())

  it('finds the zone of Berlin by coordinates, in summer time, with the next transition', async () => {
    const { body } = await get('lat=52.52&lon=13.405&at=2024-07-01T12:00:00Z')
    expect(body.data).toMatchObject({ ok: true, total: 1, source: { url: 'https://www.iana.org/time-zones' }, meta: { by: 'coordinates', at: '2024-07-01T12:00:00.000Z' } })
    expect(body.data.items[0]).toStrictEqual({
      timezone: 'Europe/Berlin',
      utcOffset: '+02:00',
      utcOffsetMinutes: 120,
      abbreviation: 'CEST',
      dst: true,
      localTime: '2024-07-01T14:00:00+02:00',
      countries: expect.arrayContaining(['DE']),
      // EU rule: the last Sunday of October at 01:00 UTC.
      nextTransition: { at: '2024-10-27T01:00:00Z', utcOffset: '+01:00', utcOffsetMinutes: 60, abbreviation: 'CET', dst: false },
    })
  })

  it('answers the most specific zone of a point, and Etc zones at sea', async () => {
    expect((await zone('lat=59.9139&lon=10.7522')).timezone).toBe('Europe/Oslo')
    expect((await zone('lat=40.7128&lon=-74.006')).timezone).toBe('America/New_York')
    expect(await zone('lat=35.6762&lon=139.6503&at=2024-07-01T00:00:00Z')).toMatchObject({ timezone: 'Asia/Tokyo', utcOffset: '+09:00', abbreviation: 'JST', dst: false })
    expect(await zone('lat=0&lon=-140&at=2024-07-01T00:00:00Z')).toMatchObject({ timezone: 'Etc/GMT+9', utcOffset: '-09:00', utcOffsetMinutes: -540, countries: [], nextTransition: null })
    const pole = await zones('lat=90&lon=0')
    expect(pole.length).toBe(25)
    expect(pole.map((item: { timezone: string }) => item.timezone)).toContain('Etc/GMT')
  })

  it('looks a zone up by IANA name, case-insensitively, with links and half-hour offsets', async () => {
    const india = await zone('tz=asia/kolkata&at=2024-07-01T00:00:00Z')
    expect(india).toMatchObject({ timezone: 'Asia/Kolkata', utcOffset: '+05:30', utcOffsetMinutes: 330, abbreviation: 'IST', dst: false, countries: ['IN'], nextTransition: null })
    const { body } = await get('tz=Asia/Kolkata')
    expect(body.data.meta.by).toBe('name')
    expect(await zone('tz=Australia/Lord_Howe&at=2024-01-15T00:00:00Z')).toMatchObject({ utcOffset: '+11:00', dst: true })
    expect(await zone('tz=Asia/Kathmandu&at=2024-01-15T00:00:00Z')).toMatchObject({ utcOffset: '+05:45' })
  })

  it('handles DST in both hemispheres and Ireland\'s winter time', async () => {
    expect(await zone('tz=Australia/Sydney&at=2024-01-15T00:00:00Z')).toMatchObject({
      utcOffset: '+11:00', abbreviation: 'AEDT', dst: true, localTime: '2024-01-15T11:00:00+11:00',
      nextTransition: { at: '2024-04-06T16:00:00Z', utcOffset: '+10:00', abbreviation: 'AEST', dst: false },
    })
    // US rule: the first Sunday of November at 02:00 EDT (06:00 UTC).
    expect(await zone('tz=US/Eastern&at=2024-11-03T05:59:59Z')).toMatchObject({
      utcOffset: '-04:00', abbreviation: 'EDT', dst: true, localTime: '2024-11-03T01:59:59-04:00',
      nextTransition: { at: '2024-11-03T06:00:00Z', utcOffset: '-05:00', abbreviation: 'EST', dst: false },
    })
    expect(await zone('tz=Europe/Dublin&at=2024-01-15T00:00:00Z')).toMatchObject({ abbreviation: 'GMT', dst: false, nextTransition: { at: '2024-03-31T01:00:00Z', abbreviation: 'IST', dst: true } })
    expect(await zone('tz=America/New_York&at=2024-07-01T12:00:00-04:00')).toMatchObject({ localTime: '2024-07-01T12:00:00-04:00' })
  })

  it('uses the current instant by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-01-10T08:00:00Z'))
    const { body } = await get('tz=Europe/Paris')
    expect(body.data.meta.at).toBe('2025-01-10T08:00:00.000Z')
    expect(body.data.items[0]).toMatchObject({ localTime: '2025-01-10T09:00:00+01:00', abbreviation: 'CET', nextTransition: { at: '2025-03-30T01:00:00Z' } })
  })

  it('answers 400 for missing, half-given or conflicting modes', async () => {
    await rejects('', 'tz')
    await rejects('lat=52.5', 'lon')
    await rejects('lon=13.4', 'lat')
    await rejects('lat=52.5&lon=13.4&tz=Europe/Berlin', 'tz')
    await rejects('at=2024-07-01T12:00:00Z', 'tz')
  })

  it('enforces every bound with a 400 naming the field', async () => {
    for (const value of ['90.5', '-91', 'x']) await rejects(`lat=${value}&lon=0`, 'lat')
    for (const value of ['180.5', '-181', 'x']) await rejects(`lat=0&lon=${value}`, 'lon')
    expect((await get('lat=-90&lon=-180')).status).toBe(200)
    for (const value of ['', 'A'.repeat(65), 'Europe/Berlin!', 'Nope/Nowhere']) await rejects(`tz=${encodeURIComponent(value)}`, 'tz')
    for (const value of ['yesterday', '2024-07-01', '2024-07-01T12:00:00', '2024-02-30T00:00:00Z', '2024-07-01T24:00:00Z', '1899-12-31T23:59:59Z', '2101-01-01T00:00:00Z']) {
      await rejects(`tz=UTC&at=${encodeURIComponent(value)}`, 'at')
    }
    expect((await get(`tz=UTC&at=${encodeURIComponent('2100-12-31T23:59:59.999Z')}`)).status).toBe(200)
  })
})
