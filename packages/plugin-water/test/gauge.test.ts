import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pluginTestApp, testHost } from '@svc/core/testing'
import { govPlugin } from '@svc/plugin-gov'
import { describe, expect, it } from 'vitest'
import { waterPlugin } from '../src/index.ts'

// The NWIS answer is plugin-gov's recorded fixture (its README says where it comes from).
const govFixtures = join(dirname(createRequire(import.meta.url).resolve('@svc/plugin-gov/package.json')), 'test/fixtures')
const IV = 'GET /nwis/iv/'
const h = testHost({ plugins: [waterPlugin, govPlugin], upstreams: ['usgs-water'], routes: { [IV]: { file: join(govFixtures, 'usgs-water/iv-01646500.json') } } })

describe('water.gauge', () => {
  it('reads discharge, gage height and temperature of one gauge through gov.usgs-water', async () => {
    const data = await h.ok('/api/water/gauge?site=01646500')
    expect(h.last().params).toMatchObject({ sites: '01646500', parameterCd: '00060,00065,00010', format: 'json' })
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'USGS Water Services (National Water Information System)' } })
    expect(data.items[0]).toStrictEqual({
      site: '01646500', siteName: 'POTOMAC RIVER NEAR WASH, DC LITTLE FALLS PUMP STA', lat: 38.94977778, lon: -77.12763889, siteType: 'ST',
      discharge: { parameter: 'Streamflow, ft³/s', unit: 'ft3/s', latest: { value: 2870, dateTime: '2025-11-21T08:45:00.000-05:00', qualifiers: ['P'] } },
      gageHeight: expect.objectContaining({ latest: { value: null, dateTime: '2025-11-21T08:45:00.000-05:00', qualifiers: ['P', 'Ice'] } }),
      waterTemperature: null,
      url: 'https://waterdata.usgs.gov/monitoring-location/01646500/',
    })
  })

  it('adds the readings of a period', async () => {
    const data = await h.ok('/api/water/gauge?site=01646500&period=pt6h')
    expect(h.last().params).toMatchObject({ period: 'PT6H' })
    expect(Array.isArray(data.items[0].discharge.readings)).toBe(true)
  })

  it('answers 404 for a site without series', async () => {
    h.set(IV, { body: { name: 'ns1:timeSeriesResponseType', value: { queryInfo: {}, timeSeries: [] } } })
    try {
      await h.status('/api/water/gauge?site=01646599', 404, undefined, 'NOT_FOUND')
    } finally {
      h.reset()
    }
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/water/gauge', 'site')
    await h.rejects('/api/water/gauge?site=123', 'site')
    await h.rejects('/api/water/gauge?site=01646500&period=P8D', 'period')
  })

  it('is unavailable without plugin-gov, which holds the NWIS adapter', async () => {
    const alone = pluginTestApp(waterPlugin)
    expect((await alone.call('/api/water/gauge?site=01646500')).status).toBe(503)
  })

  h.failures(IV, '/api/water/gauge?site=01646500')
})
