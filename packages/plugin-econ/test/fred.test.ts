import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { econFixtures } from './_harness.ts'

const h = testHost(econFixtures)
const OBS = '/fred/series/observations'

describe('econ.fred', () => {
  it('answers observations newest first, through plugin-finance\'s FRED adapter (key in the query)', async () => {
    const data = await h.ok('/api/econ/fred?series=unrate&from=2024-01-01&to=2024-03-31&units=pc1&frequency=m&limit=3')
    expect(data.items).toStrictEqual([
      { series: 'UNRATE', date: '2024-03-01', value: 3.8 }, { series: 'UNRATE', date: '2024-02-01', value: 3.9 }, { series: 'UNRATE', date: '2024-01-01', value: 3.7 },
    ])
    expect(h.last(OBS).params).toMatchObject({ series_id: 'UNRATE', observation_start: '2024-01-01', observation_end: '2024-03-31', units: 'pc1', frequency: 'm', limit: '3', sort_order: 'desc', api_key: 'fred-key', file_type: 'json' })
    expect(data.source.url).not.toContain('fred-key')
  })
  it('answers 404 for a series FRED does not have', async () => {
    await h.status('/api/econ/fred?series=NOPE123', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/econ/fred', 'series')
    await h.rejects('/api/econ/fred?series=UN%20RATE', 'series')
    await h.rejects('/api/econ/fred?series=UNRATE&units=pct', 'units')
    await h.rejects('/api/econ/fred?series=UNRATE&frequency=h', 'frequency')
    await h.rejects('/api/econ/fred?series=UNRATE&from=2024-03-01&to=2024-01-01', 'to')
    await h.rejects('/api/econ/fred?series=UNRATE&limit=1001', 'limit')
  })
  h.failures(`GET ${OBS}`, '/api/econ/fred?series=UNRATE')
})

describe('econ.fred-vintage', () => {
  it('asks FRED for the real-time period of the vintage', async () => {
    const data = await h.ok('/api/econ/fred-vintage?series=UNRATE&asOf=2024-04-05')
    expect(data.items[0]).toStrictEqual({ series: 'UNRATE', date: '2024-03-01', value: 3.8, vintage: '2024-04-05' })
    expect(h.last(OBS).params).toMatchObject({ series_id: 'UNRATE', realtime_start: '2024-04-05', realtime_end: '2024-04-05' })
    await h.rejects('/api/econ/fred-vintage?series=UNRATE', 'asOf')
    await h.rejects('/api/econ/fred-vintage?series=UNRATE&asOf=2024-13-01', 'asOf')
  })
})

describe('econ.indicator and econ.commodity', () => {
  it('map names to their FRED series', async () => {
    const data = await h.ok('/api/econ/indicator?indicator=Unemployment&limit=1')
    expect(data.items[0]).toStrictEqual({ indicator: 'unemployment', series: 'UNRATE', title: 'Unemployment rate', units: 'percent', date: '2024-03-01', value: 3.8 })
    expect(h.last(OBS).params).toMatchObject({ series_id: 'UNRATE', limit: '1' })
    const oil = await h.ok('/api/econ/commodity?commodity=wti')
    expect(oil.items.map((row: { value: number | null }) => row.value)).toEqual([null, 83.17, 76.49])
    expect(oil.items[1]).toMatchObject({ commodity: 'wti', series: 'DCOILWTICO', units: 'dollars per barrel' })
  })
  it('reject unknown names with a 400 naming the field', async () => {
    await h.rejects('/api/econ/indicator?indicator=happiness', 'indicator')
    await h.rejects('/api/econ/commodity?commodity=unobtainium', 'commodity')
    await h.rejects('/api/econ/commodity', 'commodity')
  })
})

describe('econ.recession', () => {
  it('derives the NBER recessions from USREC, newest first', async () => {
    const data = await h.ok('/api/econ/recession?since=2000')
    expect(data.items).toStrictEqual([
      { start: '2020-03-01', end: '2020-04-01', months: 2, ongoing: false },
      { start: '2008-01-01', end: '2009-06-01', months: 18, ongoing: false },
    ])
    expect(h.last(OBS).params).toMatchObject({ series_id: 'USREC', observation_start: '2000-01-01', sort_order: 'asc' })
    await h.rejects('/api/econ/recession?since=1800', 'since')
  })
})
