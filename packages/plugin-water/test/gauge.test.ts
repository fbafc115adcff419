import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { waterPlugin } from '../src/index.ts'

const LATEST = 'GET /collections/latest-continuous/items'
const CONTINUOUS = 'GET /collections/continuous/items'
const SITE = 'GET /collections/monitoring-locations/items/USGS-01646500'
const h = testHost({
  plugins: [waterPlugin],
  upstreams: ['usgs-water-data'],
  routes: {
    [LATEST]: { file: 'usgs-water-data/latest-continuous-01646500.json' },
    [CONTINUOUS]: { file: 'usgs-water-data/continuous-01646500-PT1H.json' },
    [SITE]: { file: 'usgs-water-data/monitoring-location-01646500.json' },
    'GET /collections/monitoring-locations/items/USGS-01646599': { status: 404, body: { code: 'NotFound', description: 'identifier not found' } },
  },
})

describe('water.gauge', () => {
  it('reads discharge, gage height and temperature of one gauge from the Water Data APIs', async () => {
    const data = await h.ok('/api/water/gauge?site=01646500')
    expect(Object.fromEntries(h.last(LATEST).query)).toEqual({ monitoring_location_id: 'USGS-01646500', parameter_code: '00060,00065,00010', f: 'json', skipGeometry: 'true', limit: '100' })
    expect(h.requestsTo(CONTINUOUS)).toEqual([])
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'USGS Water Data APIs', url: expect.stringContaining('/collections/latest-continuous/items?') } })
    expect(data.items[0]).toStrictEqual({
      site: '01646500', siteName: 'POTOMAC RIVER NEAR WASH, DC LITTLE FALLS PUMP STA', lat: 38.94977778, lon: -77.12763889, siteType: 'ST',
      discharge: { parameter: 'Streamflow, ft³/s', unit: 'ft^3/s', latest: { value: 2870, dateTime: '2026-11-21T13:45:00+00:00', qualifiers: ['P'] } },
      gageHeight: { parameter: 'Gage height, ft', unit: 'ft', latest: { value: 3.12, dateTime: '2026-11-21T13:45:00+00:00', qualifiers: ['P'] } },
      waterTemperature: null,
      url: 'https://waterdata.usgs.gov/monitoring-location/01646500/',
    })
  })

  it('adds the readings of a period, oldest first', async () => {
    const data = await h.ok('/api/water/gauge?site=01646500&period=pt1h')
    expect(h.last(CONTINUOUS).query.get('time')).toBe('PT1H')
    expect(data.items[0].discharge.readings.map((item: { value: number }) => item.value)).toEqual([2890, 2880, 2870])
    expect(data.items[0].gageHeight.readings.map((item: { dateTime: string }) => item.dateTime)).toEqual(['2026-11-21T13:15:00+00:00', '2026-11-21T13:30:00+00:00', '2026-11-21T13:45:00+00:00'])
  })

  it('keeps the qualifiers a reading carries after its approval status', async () => {
    // The collection's documented `qualifier` member ("whether a sensor may have been impacted by ice"), here as a list.
    const file = JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(new URL('fixtures/usgs-water-data/latest-continuous-01646500.json', import.meta.url), 'utf8')))
    file.features[1].properties.qualifier = ['ICE']
    file.features[1].properties.value = null
    h.set(LATEST, { body: file })
    const data = await h.ok('/api/water/gauge?site=01646500')
    expect(data.items[0].gageHeight.latest).toEqual({ value: null, dateTime: '2026-11-21T13:45:00+00:00', qualifiers: ['P', 'ICE'] })
  })

  it('answers 404 for an unknown site, or one without those series', async () => {
    h.set(LATEST, { body: { type: 'FeatureCollection', features: [], numberReturned: 0 } })
    await h.status('/api/water/gauge?site=01646599', 404, undefined, 'NOT_FOUND')
    await h.status('/api/water/gauge?site=01646500', 404, undefined, 'NOT_FOUND')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/water/gauge', 'site')
    await h.rejects('/api/water/gauge?site=123', 'site')
    await h.rejects('/api/water/gauge?site=01646500&period=P8D', 'period')
  })

  h.failures(LATEST, '/api/water/gauge?site=01646500')
})
