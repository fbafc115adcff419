import { type BuiltHost, testHost, upstreamFailureCases } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { climatePlugin } from '../src/index.ts'

const STATIONS = 'GET /pub/data/ghcn/daily/ghcnd-stations.txt'
const DAILY = 'GET /access/services/data/v1'
const h = testHost({ plugins: [climatePlugin], upstreams: ['ncei'], fixtures: 'fixtures/ncei', routes: { [STATIONS]: 'ghcnd-stations.txt', [DAILY]: 'daily-USW00094728.json' } })
/** A call on a fresh host, or on `host` (one host's calls share its cache). */
const call = (path: string, host?: BuiltHost) => (host ?? h).call(path)

describe('climate.station-near', () => {
  it('answers stations within the radius, nearest first, with flags', async () => {
    const { status, body } = await call('/api/climate/station-near?lat=40.7812&lon=-73.9665&radius_km=30')
    expect(status).toBe(200)
    expect(body.data.items.map((s: { id: string }) => s.id)).toEqual(['USW00094728', 'USW00014732', 'USW00014734', 'US1NJES0018', 'USW00094789'])
    expect(body.data).toMatchObject({ ok: true, total: 5, source: { url: expect.stringContaining('ghcnd-stations.txt') } })
    expect(body.data.items[0]).toStrictEqual({
      id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR', latitude: 40.7789, longitude: -73.9692, elevationM: 39.6,
      country: 'US', state: 'NY', distanceKm: 0.3, networks: { gsn: false, hcn: true, crn: false }, wmoId: '72506',
    })
    expect(body.data.items[3]).toMatchObject({ elevationM: null, wmoId: null, state: 'NJ' })
  })

  it('finds stations abroad, honours limit, and downloads the list once', async () => {
    const app = h.open()
    const before = h.requests.length
    const berlin = await call('/api/climate/station-near?lat=52.52&lon=13.405&radius_km=50', app)
    expect(berlin.body.data.items).toEqual([expect.objectContaining({ id: 'GM000003319', country: 'GM', state: null, networks: { gsn: true, hcn: false, crn: false } })])
    const nyc = await call('/api/climate/station-near?lat=40.78&lon=-73.97&limit=2', app)
    expect(nyc.body.data.items).toHaveLength(2)
    // total counts every station within the radius, not the `limit` listed.
    expect(nyc.body.data.total).toBeGreaterThan(2)
    expect(h.requests.length - before).toBe(1)
    // A wide radius reads many latitude bands: 5,000 km from Dubai reaches Sharjah and Berlin (about 4,600 km), not New York.
    const dubai = await call('/api/climate/station-near?lat=25.2&lon=55.27&radius_km=5000', app)
    expect(dubai.body.data.items.map((s: { id: string }) => s.id)).toEqual(['AE000041196', 'GM000003319'])
  })

  it('answers 502 when the station list cannot be fetched', async () => {
    for (const failure of upstreamFailureCases.filter((c) => c.name.includes('HTTP'))) {
      h.set(STATIONS, failure.answer)
      expect(await call('/api/climate/station-near?lat=40&lon=-74')).toMatchObject({ status: failure.status, body: { code: failure.code } })
    }
  })

  h.refusals('/api/climate/station-near', [['lon=0', 'lat'], ['lat=91&lon=0', 'lat'], ['lat=0&lon=-181', 'lon'], ['lat=0&lon=0&radius_km=0.5', 'radius_km'], ['lat=0&lon=0&radius_km=5001', 'radius_km'], ['lat=0&lon=0&limit=101', 'limit']])
})

describe('climate.station-history', () => {
  it('answers daily values as numbers in metric units, with gaps as null', async () => {
    const { status, body } = await call('/api/climate/station-history?station=USW00094728&startDate=2024-01-01&endDate=2024-01-04&dataTypes=tmax,tmin,prcp,snow')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 4, station: 'USW00094728', units: { TMAX: 'C', TMIN: 'C', PRCP: 'mm', SNOW: 'mm' } })
    expect(body.data.items).toStrictEqual([
      { date: '2024-01-01', TMAX: 7.2, TMIN: 2.8, PRCP: 0, SNOW: 0 },
      { date: '2024-01-02', TMAX: 6.1, TMIN: 1.1, PRCP: 0, SNOW: 0 },
      { date: '2024-01-03', TMAX: 8.3, TMIN: 2.2, PRCP: 13.2, SNOW: null },
      { date: '2024-01-04', TMAX: 5.6, TMIN: -1.6, PRCP: 0, SNOW: 0 },
    ])
    expect(h.last(DAILY).params).toEqual({
      dataset: 'daily-summaries', stations: 'USW00094728', startDate: '2024-01-01', endDate: '2024-01-04', dataTypes: 'TMAX,TMIN,PRCP,SNOW', units: 'metric', format: 'json',
    })
  })

  it('asks for TMAX, TMIN and PRCP by default', async () => {
    await call('/api/climate/station-history?station=USW00094728&startDate=2024-01-01&endDate=2024-01-04')
    expect(h.last(DAILY).query.get('dataTypes')).toBe('TMAX,TMIN,PRCP')
  })

  it('answers an empty list for a station without data in the window', async () => {
    h.set(DAILY, { body: [] })
    expect(await call('/api/climate/station-history?station=USW00094728&startDate=1800-01-01&endDate=1800-01-31')).toMatchObject({ status: 200, body: { data: { items: [], total: 0 } } })
  })

  h.failures(DAILY, '/api/climate/station-history?station=USW00094728&startDate=2024-01-01&endDate=2024-01-04')

  it('rejects bad input with a 400 naming the field', async () => {
    const base = 'station=USW00094728&startDate=2024-01-01'
    for (const [query, field] of [
      ['startDate=2024-01-01&endDate=2024-01-02', 'station'], ['station=usw00094728&startDate=2024-01-01&endDate=2024-01-02', 'station'],
      ['station=USW00094728&endDate=2024-01-02', 'startDate'], [`${base}&endDate=2024-13-01`, 'endDate'], [`${base}&endDate=2024-04-31`, 'endDate'], [`${base}&endDate=2023-12-31`, 'endDate'],
      [`${base}&endDate=2025-01-01`, 'endDate'], [`${base}&endDate=2024-01-02&dataTypes=TMAX,WIND`, 'dataTypes'], [`${base}&endDate=2024-01-02&dataTypes=`, 'dataTypes'],
    ]) {
      await h.rejects(`/api/climate/station-history?${query}`, field!)
    }
  })
})
