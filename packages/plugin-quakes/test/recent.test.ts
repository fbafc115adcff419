import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { quakesPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [quakesPlugin],
  upstreams: ['usgs-earthquakes'],
  routes: { 'GET /fdsnws/event/1/query': { file: 'usgs/query-m4.5-day.json' } },
})

describe('quakes.recent', () => {
  it('asks the FDSN service for GeoJSON since the window\'s start, newest first', async () => {
    const before = Date.now()
    await h.ok('/api/quakes/recent?minMagnitude=4.5&hours=24&limit=50')
    const query = h.last().params
    expect(query).toMatchObject({ format: 'geojson', minmagnitude: '4.5', orderby: 'time', limit: '50' })
    expect(query.latitude).toBeUndefined()
    const start = Date.parse(`${query.starttime}Z`)
    expect(before - start).toBeGreaterThanOrEqual(24 * 3600_000)
    expect(before - start).toBeLessThan(24 * 3600_000 + 61_000)
  })

  it('normalizes the events', async () => {
    const data = await h.ok('/api/quakes/recent')
    expect(data).toMatchObject({ ok: true, total: 2, source: { provider: 'USGS Earthquake Hazards Program (ComCat)', license: expect.stringContaining('Public domain') } })
    expect(data.items[0]).toStrictEqual({
      id: 'us7000abcd', magnitude: 5.8, magnitudeType: 'mww', place: '112 km ESE of Hachinohe, Japan', title: 'M 5.8 - 112 km ESE of Hachinohe, Japan',
      time: new Date(1795695123456).toISOString(), updated: new Date(1795699876543).toISOString(), lat: 40.1032, lon: 142.7511, depthKm: 35,
      type: 'earthquake', status: 'reviewed', feltReports: 14, intensityCdi: 4.1, intensityMmi: 4.632, alert: 'green', tsunami: true, significance: 528,
      url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us7000abcd',
    })
    expect(data.items[1]).toMatchObject({ id: 'us7000abce', feltReports: null, alert: null, tsunami: false })
  })

  it('searches a circle around a point', async () => {
    await h.ok('/api/quakes/recent?lat=35.68&lon=139.69')
    expect(h.last().params).toMatchObject({ latitude: '35.68', longitude: '139.69', maxradiuskm: '500', minmagnitude: '2.5' })
    await h.ok('/api/quakes/recent?lat=35.68&lon=139.69&radiusKm=100')
    expect(h.last().params).toMatchObject({ maxradiuskm: '100' })
  })

  it('answers no event as zero items', async () => {
    h.set('GET /fdsnws/event/1/query', { file: 'usgs/query-empty.json' })
    expect(await h.ok('/api/quakes/recent?minMagnitude=9')).toMatchObject({ items: [], total: 0 })
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/quakes/recent?minMagnitude=11', 'minMagnitude')
    await h.rejects('/api/quakes/recent?minMagnitude=-1', 'minMagnitude')
    await h.rejects('/api/quakes/recent?hours=0', 'hours')
    await h.rejects('/api/quakes/recent?hours=721', 'hours')
    await h.rejects('/api/quakes/recent?limit=501', 'limit')
    await h.rejects('/api/quakes/recent?lat=35', 'lon')
    await h.rejects('/api/quakes/recent?lon=139', 'lat')
    await h.rejects('/api/quakes/recent?radiusKm=100', 'radiusKm')
    await h.rejects('/api/quakes/recent?lat=35&lon=139&radiusKm=0', 'radiusKm')
    await h.rejects('/api/quakes/recent?magnitude=5', 'magnitude')
  })

  h.failures('GET /fdsnws/event/1/query', '/api/quakes/recent')
})
