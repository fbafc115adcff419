import { createTestApp, serveFixtures, upstreamFailureCases, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { agriculturePlugin } from '../src/index.ts'

const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: `nass/${name}` })

describe('agriculture.stats', () => {
  let server: FixtureServer
  let answer: FixtureAnswer
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /api/api_GET/': () => answer })
  })
  afterAll(() => server.close())
  beforeEach(() => {
    answer = fixture('corn-ia.json')
  })

  const call = async (query: string, key: string | null = 'nass-key') => {
    const app = createTestApp({ plugins: [agriculturePlugin], config: { upstreams: { nass: { baseUrl: server.url, timeoutMs: 2000, ...(key ? { key } : {}) } }, prices: { 'agriculture.stats': 0 } } })
    const response = await app.request(`/api/agriculture/stats?${query}`)
    return { status: response.status, body: await response.json() }
  }

  it('passes the filters and the key, and answers rows with value and unit', async () => {
    const { status, body } = await call('commodity_desc=corn&year__GE=2022&state_alpha=ia&statisticcat_desc=yield')
    expect(status).toBe(200)
    expect(server.last().params).toEqual({ commodity_desc: 'CORN', year__GE: '2022', state_alpha: 'IA', statisticcat_desc: 'YIELD', format: 'JSON', key: 'nass-key' })
    expect(body.data.source.url).not.toContain('nass-key')
    expect(body.data.total).toBe(4)
    expect(body.data.items[0]).toStrictEqual({
      year: 2023, period: 'YEAR', frequency: 'ANNUAL', weekEnding: null, level: 'STATE', location: 'IOWA', state: 'IA', county: null,
      commodity: 'CORN', statistic: 'YIELD', item: 'CORN, GRAIN - YIELD, MEASURED IN BU / ACRE', domain: 'NOT SPECIFIED',
      value: 201, valueText: '201', unit: 'BU / ACRE', cvPercent: null,
    })
    expect(body.data.items[2]).toMatchObject({ value: 2536680000, valueText: '2,536,680,000', cvPercent: 1.2 })
    // A withheld value keeps its code and has no number.
    expect(body.data.items[3]).toMatchObject({ county: 'STORY', value: null, valueText: '(D)' })
  })

  it('takes the "max N" filters empty as no filter, and does not send them (the spec gives only a maximum)', async () => {
    const { status } = await call('commodity_desc=corn&county_name=&statisticcat_desc=&agg_level_desc=&short_desc=&freq_desc=%20')
    expect(status).toBe(200)
    expect(server.last().params).toEqual({ commodity_desc: 'CORN', format: 'JSON', key: 'nass-key' })
  })

  it('answers 400 RESULT_TOO_LARGE over 50,000 rows, and no rows when nothing matches', async () => {
    answer = fixture('too-large.json', 413)
    expect(await call('commodity_desc=CORN')).toMatchObject({ status: 400, body: { code: 'RESULT_TOO_LARGE', error: expect.stringContaining('50,000') } })
    answer = fixture('no-match.json', 400)
    expect(await call('commodity_desc=UNOBTAINIUM')).toMatchObject({ status: 200, body: { data: { items: [], total: 0 } } })
  })

  it('is unavailable without a key, and says which setting to set', async () => {
    const { status, body } = await call('commodity_desc=CORN', null)
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_NASS_KEY') })
    const app = createTestApp({ plugins: [agriculturePlugin] })
    const directory = await (await app.request('/api/directory')).json()
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'agriculture.stats')).toMatchObject({ available: false, unavailableReason: expect.stringContaining('upstreams.nass.key') })
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
      answer = failure.answer
      expect(await call('commodity_desc=CORN&year=2023')).toMatchObject({ status: failure.status, body: { code: failure.code } })
    })
  }

  it('rejects bad input with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'commodity_desc'], ['commodity_desc=C', 'commodity_desc'], ['commodity_desc=CORN&year=23', 'year'], ['commodity_desc=CORN&year__GE=20x3', 'year__GE'],
      ['commodity_desc=CORN&state_alpha=IOWA', 'state_alpha'], [`commodity_desc=CORN&county_name=${'x'.repeat(61)}`, 'county_name'], [`commodity_desc=CORN&short_desc=${'x'.repeat(201)}`, 'short_desc'],
      [`commodity_desc=CORN&freq_desc=${'x'.repeat(21)}`, 'freq_desc'], ['commodity_desc=CORN&sector_desc=CROPS', 'sector_desc'],
    ]) {
      const { status, body } = await call(query!)
      expect(status, query).toBe(400)
      expect(body.error, query).toContain(field)
    }
  })
})
