import { describe, expect, it } from 'vitest'
import { zipCentroid } from '../src/zip-centroids.ts'
import { testHost } from '@svc/core/testing'
import { weatherFixtures } from './_upstream.ts'

const h = testHost(weatherFixtures)

describe('weather.zip', () => {
  it('finds ZIP centroids in the Census ZCTA gazetteer', async () => {
    // 2021 gazetteer rows (INTPTLAT, INTPTLONG): 10001 Manhattan, 90210 Beverly Hills, 99501 Anchorage.
    expect(await zipCentroid('10001')).toEqual({ lat: 40.75065, lon: -73.997293 })
    expect(await zipCentroid('90210')).toMatchObject({ lat: expect.closeTo(34.10, 1), lon: expect.closeTo(-118.41, 1) })
    expect(await zipCentroid('99501')).toMatchObject({ lat: expect.closeTo(61.22, 1), lon: expect.closeTo(-149.86, 1) })
    expect(await zipCentroid('00000')).toBeNull()
  })

  it('answers the NWS forecast at the ZIP\'s centroid', async () => {
    const data = await h.ok('/api/weather/zip?zip=10001-1234&days=1')
    expect(h.requests.some((request) => request.path === '/points/40.7507,-73.9973')).toBe(true)
    expect(data).toMatchObject({ ok: true, total: 2, granularity: 'period', place: { zip: '10001', office: 'OKX' }, zipSource: { provider: expect.stringContaining('ZCTA') } })
  })

  it('answers 404 for a ZIP without a tabulation area, and 400 for a malformed one', async () => {
    await h.status('/api/weather/zip?zip=00000', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/weather/zip?zip=1000', 'zip')
    await h.rejects('/api/weather/zip?zip=abcde', 'zip')
    await h.rejects('/api/weather/zip', 'zip')
  })

  h.failures('GET /gridpoints/OKX/33,35/forecast', '/api/weather/zip?zip=10001')
})
