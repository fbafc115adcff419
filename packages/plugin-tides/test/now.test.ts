import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tidesPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `noaa-coops/${name}` })
/** What the water_level product answers (a prediction-only station answers the no-data error). */
let levelFile = 'water-level-latest.json'
const h = testHost({
  plugins: [tidesPlugin],
  upstreams: ['noaa-coops'],
  routes: { 'GET /api/prod/datagetter': (request) => fixture(request.query.get('product') === 'water_level' ? levelFile : 'predictions-hilo.json') },
})
const sent = (product: string) => Object.fromEntries(h.requests.filter((request) => request.query.get('product') === product).at(-1)!.query)

describe('tides.now', () => {
  // The fixtures hold tides around 2026-11-26 14:00 UTC: the clock is set there (only Date is faked).
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T14:00:00Z') }))
  afterAll(() => void vi.useRealTimers())

  it('asks for the latest level and the high/low predictions in UTC', async () => {
    await h.ok('/api/tides/now?station=9414290')
    expect(sent('water_level')).toMatchObject({ station: '9414290', date: 'latest', time_zone: 'gmt', units: 'metric', datum: 'MLLW', format: 'json' })
    expect(sent('predictions')).toMatchObject({ interval: 'hilo', begin_date: '20261126', range: '72', time_zone: 'gmt' })
  })

  it('answers the level, the next high and low, and the tides of the next 48 hours', async () => {
    const data = await h.ok('/api/tides/now?station=9414290')
    const item = data.items[0]
    expect(item.station).toEqual({ id: '9414290', name: 'San Francisco', lat: 37.8063, lon: -122.4659 })
    expect(item.waterLevel).toEqual({ time: '2026-11-26T13:54:00Z', height: 1.263 })
    expect(item.nextLow).toEqual({ time: '2026-11-26T16:02:00Z', type: 'low', height: 0.702 })
    expect(item.nextHigh).toEqual({ time: '2026-11-26T21:58:00Z', type: 'high', height: 1.712 })
    // From 6 hours ago (10:12 high) to 48 hours ahead (the 11:42 high of the 28th).
    expect(item.tides[0]).toEqual({ time: '2026-11-26T10:12:00Z', type: 'high', height: 1.604 })
    expect(item.tides.at(-1)).toEqual({ time: '2026-11-28T11:42:00Z', type: 'high', height: 1.718 })
    expect(item).toMatchObject({ units: 'm', datum: 'MLLW' })
    expect(data.source.provider).toBe('NOAA CO-OPS Tides and Currents')
  })

  it('answers a prediction-only station without a level, and 404 for a station without predictions', async () => {
    levelFile = 'error-no-data.json'
    try {
      expect((await h.ok('/api/tides/now?station=9414290')).items[0]).toMatchObject({ waterLevel: null, station: { name: null }, nextHigh: { height: 1.712 } })
      h.set('GET /api/prod/datagetter', fixture('error-no-data.json'))
      await h.status('/api/tides/now?station=1234567', 404, undefined, 'NOT_FOUND')
    } finally {
      levelFile = 'water-level-latest.json'
      h.reset()
    }
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/tides/now', 'station')
    await h.rejects('/api/tides/now?station=94142', 'station')
    await h.rejects('/api/tides/now?station=9414290&units=imperial', 'units')
    await h.rejects('/api/tides/now?station=9414290&datum=XYZ', 'datum')
  })

  h.failures('GET /api/prod/datagetter', '/api/tides/now?station=9414290')
})
