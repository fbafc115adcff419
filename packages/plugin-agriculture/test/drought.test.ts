import { testHost, type FixtureRoute } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agriculturePlugin } from '../src/index.ts'

const COUNTY = 'GET /api/CountyStatistics/GetDroughtSeverityStatisticsByAreaPercent'
/** Los Angeles County's statistics (`06037`); every other county has none. */
const onlyLosAngeles = (county: FixtureRoute): FixtureRoute => (request) => (request.query.get('aoi') !== '06037' ? { body: [] } : typeof county === 'function' ? county(request) : county)

describe('agriculture.drought', () => {
  const h = testHost({
    plugins: [agriculturePlugin],
    upstreams: ['usdm'],
    fixtures: 'fixtures/usdm',
    routes: { [COUNTY]: onlyLosAngeles('county-06037.json'), 'GET /api/StateStatistics/GetDroughtSeverityStatisticsByAreaPercent': 'state-CA.json' },
  })
  const call = (query: string) => h.call(`/api/agriculture/drought?${query}`)

  it('answers a county\'s weeks newest first, with the worst category of each', async () => {
    const { status, body } = await call('area=06037&weeks=4')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 4, area: { code: '06037', kind: 'county' } })
    expect(body.data.items).toStrictEqual([
      { week: '2025-11-11', validStart: '2025-11-11', validEnd: '2025-11-17', none: 0, d0: 12.4, d1: 51.3, d2: 30.1, d3: 6.2, d4: 0, worst: 'D3' },
      { week: '2025-11-04', validStart: '2025-11-04', validEnd: '2025-11-10', none: 0, d0: 15, d1: 55.6, d2: 29.4, d3: 0, d4: 0, worst: 'D2' },
      { week: '2025-10-28', validStart: '2025-10-28', validEnd: '2025-11-03', none: 20.5, d0: 30.2, d1: 49.3, d2: 0, d3: 0, d4: 0, worst: 'D1' },
      { week: '2025-10-21', validStart: '2025-10-21', validEnd: '2025-10-27', none: 100, d0: 0, d1: 0, d2: 0, d3: 0, d4: 0, worst: 'None' },
    ])
    const sent = h.last(COUNTY).query
    expect(sent.get('statisticsType')).toBe('2')
    expect(sent.get('startdate')).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/)
  })

  it('asks the state service for a state code, numbers or strings alike', async () => {
    const { status, body } = await call('area=ca')
    expect(status).toBe(200)
    expect(body.data.area).toEqual({ code: 'CA', kind: 'state' })
    expect(body.data.items[0]).toMatchObject({ week: '2025-11-11', validStart: '2025-11-11', d3: 6.2, worst: 'D3' })
    expect(h.last().path).toBe('/api/StateStatistics/GetDroughtSeverityStatisticsByAreaPercent')
  })

  it('reads the PascalCase spelling of the CSV export too', async () => {
    h.set(COUNTY, onlyLosAngeles({ body: [{ MapDate: '20251111', FIPS: '06037', None: '0.00', D0: '12.40', D1: '51.30', D2: '30.10', D3: '6.20', D4: '0.00', ValidStart: '2025-11-11', ValidEnd: '2025-11-17', StatisticFormatID: 2 }] }))
    const { status, body } = await call('area=06037&weeks=1')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{ week: '2025-11-11', validStart: '2025-11-11', validEnd: '2025-11-17', none: 0, d0: 12.4, d1: 51.3, d2: 30.1, d3: 6.2, d4: 0, worst: 'D3' }])
  })

  it('answers 404 for an area without statistics', async () => {
    expect(await call('area=99999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  h.failures(COUNTY, '/api/agriculture/drought?area=06037')

  h.refusals('/api/agriculture/drought', [[{}, 'area'], [{ area: '0603' }, 'area'], [{ area: 'C' }, 'area'], [{ area: 'CAL' }, 'area'], [{ area: 'CA', weeks: 0 }, 'weeks'], [{ area: 'CA', weeks: 261 }, 'weeks'], [{ area: 'CA', from: '2024-01-01' }, 'from']])
})
