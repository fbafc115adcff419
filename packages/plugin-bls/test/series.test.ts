import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { blsPlugin } from '../src/index.ts'

const SERIES = 'POST /publicAPI/v2/timeseries/data/'

describe('bls.series', () => {
  // BLS answers without a registration key too (with lower limits): the served upstream has none.
  const h = testHost({ plugins: [blsPlugin], upstreams: ['bls'], fixtures: 'fixtures/bls', routes: { [SERIES]: 'cpi-unemployment.json' } })
  /** One host for each test: its calls share the host's answer cache. */
  const one = testHost({ plugins: [blsPlugin], upstreams: ['bls'], fixtures: 'fixtures/bls', routes: { [SERIES]: 'cpi-unemployment.json' }, hostPer: 'test' })
  const call = (query: string, key?: string) => h.call(`/api/bls/series?${query}`, undefined, key ? { upstreams: { bls: { baseUrl: h.server.url, key } } } : undefined)

  it('answers each series with its observations: verbatim value, number, latest flag and footnotes', async () => {
    const { status, body } = await call('seriesIds=CUUR0000SA0,LNS14000000&startYear=2024&endYear=2025')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 2, source: { provider: 'U.S. Bureau of Labor Statistics' } })
    expect(body.data.items[0]).toStrictEqual({
      seriesId: 'CUUR0000SA0',
      observations: [
        { year: 2025, period: 'M10', periodName: 'October', value: '324.364', numericValue: 324.364, latest: true, footnotes: [{ code: 'P', text: 'Preliminary.' }] },
        { year: 2025, period: 'M09', periodName: 'September', value: '324.245', numericValue: 324.245, latest: false, footnotes: [] },
        { year: 2024, period: 'M12', periodName: 'December', value: '315.605', numericValue: 315.605, latest: false, footnotes: [] },
      ],
    })
    // A missing value stays verbatim, with no number.
    expect(body.data.items[1].observations[1]).toMatchObject({ value: '-', numericValue: null, footnotes: [{ code: 'X', text: expect.stringContaining('lapse') }] })
    expect(h.last(SERIES).json()).toEqual({ seriesid: ['CUUR0000SA0', 'LNS14000000'], startyear: '2024', endyear: '2025' })
  })

  it('sends the operator\'s registration key in the body', async () => {
    await call('seriesIds=cuur0000sa0&startYear=2016&endYear=2025', 'bls-key')
    expect(h.last(SERIES).json()).toEqual({ seriesid: ['CUUR0000SA0'], startyear: '2016', endyear: '2025', registrationkey: 'bls-key' })
  })

  it('defaults to the last ten years, or ten years from startYear', async () => {
    const thisYear = new Date().getUTCFullYear()
    await call('seriesIds=CUUR0000SA0')
    expect(h.last(SERIES).json()).toMatchObject({ startyear: String(thisYear - 9), endyear: String(thisYear) })
    await call('seriesIds=CUUR0000SA0&startYear=1990')
    expect(h.last(SERIES).json()).toMatchObject({ startyear: '1990', endyear: '1999' })
    await call('seriesIds=CUUR0000SA0&endYear=2000')
    expect(h.last(SERIES).json()).toMatchObject({ startyear: '1991', endyear: '2000' })
  })

  it('passes BLS\'s notes on unknown series along with their empty data', async () => {
    h.set(SERIES, 'unknown-series.json')
    const { status, body } = await call('seriesIds=NOTASERIES1&startYear=2024&endYear=2025')
    expect(status).toBe(200)
    expect(body.data.items).toEqual([{ seriesId: 'NOTASERIES1', observations: [] }])
    expect(body.data.notes).toEqual(['Series does not exist for Series NOTASERIES1'])
  })

  it('answers 429 when BLS reports its daily threshold, inside a 200', async () => {
    h.set(SERIES, 'threshold.json')
    const { status, body } = await call('seriesIds=CUUR0000SA0')
    expect(status).toBe(429)
    expect(body).toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', error: expect.stringContaining('daily threshold') })
  })

  it('answers 502 when BLS did not process the request (a 200), and keeps no such answer: the next call asks BLS again', async () => {
    one.set(SERIES, 'request-failed-200.json')
    expect(await one.call('/api/bls/series?seriesIds=CUUR0000SA0&startYear=2024&endYear=2025')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    one.set(SERIES, 'cpi-unemployment.json')
    expect((await one.call('/api/bls/series?seriesIds=CUUR0000SA0&startYear=2024&endYear=2025')).status).toBe(200)
    expect(one.requestsTo(SERIES)).toHaveLength(2)
  })

  h.failures(SERIES, '/api/bls/series?seriesIds=CUUR0000SA0')

  h.refusals('/api/bls/series', [
    ['', 'seriesIds'],
    ['seriesIds=CUU', 'seriesIds'],
    [`seriesIds=${Array.from({ length: 11 }, (_, i) => `CUUR0000SA${i}`).join(',')}`, 'seriesIds'],
    ['seriesIds=CUUR0000SA0,bad-id!', 'seriesIds'],
    [`seriesIds=${'A'.repeat(401)}`, 'seriesIds'],
    ['seriesIds=CUUR0000SA0&startYear=1899', 'startYear'],
    ['seriesIds=CUUR0000SA0&endYear=2101', 'endYear'],
    ['seriesIds=CUUR0000SA0&startYear=2010&endYear=2020', 'endYear'],
    ['seriesIds=CUUR0000SA0&startYear=2020&endYear=2019', 'startYear'],
    ['seriesIds=CUUR0000SA0&catalog=true', 'catalog'],
  ])
})

describe('bls.series: BLS\'s daily threshold inside a 200', () => {
  // One host per test: its calls share the cache, where a series answer is kept.
  const kept = testHost({ plugins: [blsPlugin], upstreams: ['bls'], fixtures: 'fixtures/bls', hostPer: 'test', routes: { [SERIES]: 'threshold.json' } })
  it('is answered as its 429 is, and not kept: the next call asks BLS again', async () => {
    expect(await kept.call('/api/bls/series?seriesIds=CUUR0000SA0')).toMatchObject({ status: 429, body: { code: 'UPSTREAM_RATE_LIMIT', error: expect.stringContaining('daily threshold') } })
    kept.set(SERIES, 'cpi-unemployment.json')
    expect((await kept.ok('/api/bls/series?seriesIds=CUUR0000SA0')).items.length).toBeGreaterThan(0)
    expect(kept.requests).toHaveLength(2)
  })
})
