import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { HICP, inflationFixtures, OBS } from './_upstream.ts'

const h = testHost(inflationFixtures)
const sent = (series: string) => h.requests.filter((request) => request.path === OBS && request.query.get('series_id') === series).map((request) => Object.fromEntries(request.query))

describe('inflation.calculator', () => {
  it('converts between years on the BLS CPI-U annual averages (known answer: 100 dollars of 1990 in 2023)', async () => {
    const data = await h.ok('/api/inflation/calculator?amount=100&from=1990&to=2023')
    expect(data.items).toStrictEqual([{ amount: 100, from: '1990', to: '2023', fromIndex: 130.7, toIndex: 304.702, result: 233.13, cumulativeInflationPercent: 133.13 }])
    expect(sent('CPIAUCNS')).toContainEqual(expect.objectContaining({ frequency: 'a', observation_start: '1990-01-01', observation_end: '1990-12-31', limit: '1' }))
  })
  it('converts a month to the latest published month', async () => {
    const data = await h.ok('/api/inflation/calculator?amount=50&from=2020-01')
    expect(data.items[0]).toMatchObject({ from: '2020-01', to: '2024-01', fromIndex: 257.971, toIndex: 308.417, result: Number((50 * 308.417 / 257.971).toFixed(2)) })
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/inflation/calculator', 'from')
    await h.rejects('/api/inflation/calculator?from=1990-13', 'from')
    await h.rejects('/api/inflation/calculator?from=1900', 'from')
    await h.rejects('/api/inflation/calculator?from=1990&to=1850', 'to')
    await h.rejects('/api/inflation/calculator?from=1990&amount=0', 'amount')
  })
  h.failures(`GET ${OBS}`, '/api/inflation/calculator?from=1990&to=2023')
})

describe('inflation.rates', () => {
  it('answers the 12-month change per month, asking FRED for pc1', async () => {
    const data = await h.ok('/api/inflation/rates?limit=3')
    expect(data.items.map((row: { yearOverYearPercent: number | null }) => row.yearOverYearPercent)).toEqual([3.11, 3.32, null])
    expect(data.items[0]).toMatchObject({ month: '2024-01', measure: 'headline', series: 'CPIAUCSL' })
    expect(sent('CPIAUCSL').at(-1)).toMatchObject({ units: 'pc1', limit: '3' })
    await h.rejects('/api/inflation/rates?measure=ppi', 'measure')
  })
})

describe('inflation.expectations', () => {
  it('answers the Cleveland Fed 1-year expectation by default', async () => {
    const data = await h.ok('/api/inflation/expectations')
    expect(data.items[0]).toStrictEqual({ date: '2024-02-01', source: 'cleveland-1y', series: 'EXPINF1YR', title: 'Cleveland Fed expected inflation, 1 year', percent: 2.46 })
    await h.rejects('/api/inflation/expectations?source=ecb', 'source')
  })
})

describe('inflation.hicp', () => {
  it('answers the euro area annual rate per month, newest first', async () => {
    const data = await h.ok('/api/inflation/hicp?limit=3')
    expect(data.items).toStrictEqual([
      { month: '2024-02', area: 'U2', series: 'ICP.M.U2.N.000000.4.ANR', annualRatePercent: 2.6 },
      { month: '2024-01', area: 'U2', series: 'ICP.M.U2.N.000000.4.ANR', annualRatePercent: 2.8 },
      { month: '2023-12', area: 'U2', series: 'ICP.M.U2.N.000000.4.ANR', annualRatePercent: 2.9 },
    ])
    expect(h.last(HICP).params).toEqual({ format: 'csvdata', lastNObservations: '3' })
  })
  it('answers 404 for an area the ECB does not have, and rejects a bad code', async () => {
    await h.status('/api/inflation/hicp?area=ZZ', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/inflation/hicp?area=EUR', 'area')
  })
  h.failures(`GET ${HICP}`, '/api/inflation/hicp')
})

describe('inflation.hicp: an answer that is not whole SDMX CSV is not kept', () => {
  // One host per test, whose calls share its cache (a series is kept 6 hours).
  const kept = testHost({ ...inflationFixtures, hostPer: 'test' })
  const whole = readFileSync(new URL('./fixtures/ecb-data/hicp-U2.csv', import.meta.url), 'utf8')
  const lastRow = whole.trimEnd().lastIndexOf('\n')
  const bad: Array<[string, string, string]> = [
    // Made up for the test: the last row cut within its OBS_VALUE ("2.6" read as "2").
    ['a row cut short', whole.slice(0, whole.indexOf(',2.6,', lastRow) + 2), 'cut short'],
    // Made up for the test: a text that is not SDMX CSV, sent with 200.
    ['another text', 'Service temporarily unavailable\n', 'no SDMX CSV'],
  ]
  for (const [what, body, error] of bad) {
    it(`${what}: a 502, then the series sent next is read and kept`, async () => {
      kept.set(`GET ${HICP}`, { body, headers: { 'content-type': 'text/csv' } })
      expect(await kept.call('/api/inflation/hicp?limit=3')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining(error) } })
      kept.reset()
      expect((await kept.ok('/api/inflation/hicp?limit=3')).items[0]).toMatchObject({ month: '2024-02', annualRatePercent: 2.6 })
      expect((await kept.ok('/api/inflation/hicp?limit=3')).items).toHaveLength(3)
      expect(kept.requestsTo(`GET ${HICP}`)).toHaveLength(2)
    })
  }
})
