import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agriculturePlugin } from '../src/index.ts'

const NASS = 'GET /api/api_GET/'
const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

describe('agriculture.stats', () => {
  const h = testHost({ plugins: [agriculturePlugin], upstreams: ['nass'], keys: { nass: 'nass-key' }, fixtures: 'fixtures/nass', routes: { [NASS]: fixture('corn-ia.json') } })
  /** The NASS upstream on the fixture server, with no key. */
  const keyless = () => ({ upstreams: { nass: { baseUrl: h.server.url, timeoutMs: 2000 } } })
  const call = (query: string, key: string | null = 'nass-key') => h.call(`/api/agriculture/stats?${query}`, undefined, key ? undefined : keyless())

  it('passes the filters and the key, and answers rows with value and unit', async () => {
    const { status, body } = await call('commodity_desc=corn&year__GE=2022&state_alpha=ia&statisticcat_desc=yield')
    expect(status).toBe(200)
    expect(h.last(NASS).params).toEqual({ commodity_desc: 'CORN', year__GE: '2022', state_alpha: 'IA', statisticcat_desc: 'YIELD', format: 'JSON', key: 'nass-key' })
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
    expect(h.last(NASS).params).toEqual({ commodity_desc: 'CORN', format: 'JSON', key: 'nass-key' })
  })

  it('answers 400 RESULT_TOO_LARGE over 50,000 rows, and no rows when nothing matches', async () => {
    h.set(NASS, fixture('too-large.json', 413))
    expect(await call('commodity_desc=CORN')).toMatchObject({ status: 400, body: { code: 'RESULT_TOO_LARGE', error: expect.stringContaining('50,000') } })
    h.set(NASS, fixture('no-match.json', 400))
    expect(await call('commodity_desc=UNOBTAINIUM')).toMatchObject({ status: 200, body: { data: { items: [], total: 0 } } })
  })

  it('is unavailable without a key, and says which setting to set', async () => {
    const { status, body } = await call('commodity_desc=CORN', null)
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_NASS_KEY') })
    const directory = (await h.call('/api/directory', undefined, keyless())).body
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'agriculture.stats')).toMatchObject({ available: false, unavailableReason: expect.stringContaining('upstreams.nass.key') })
  })

  h.failures(NASS, '/api/agriculture/stats?commodity_desc=CORN&year=2023')

  h.refusals('/api/agriculture/stats', [
    [{}, 'commodity_desc'], [{ commodity_desc: 'C' }, 'commodity_desc'], [{ commodity_desc: 'CORN', year: '23' }, 'year'], [{ commodity_desc: 'CORN', year__GE: '20x3' }, 'year__GE'],
    [{ commodity_desc: 'CORN', state_alpha: 'IOWA' }, 'state_alpha'], [{ commodity_desc: 'CORN', county_name: 'x'.repeat(61) }, 'county_name'], [{ commodity_desc: 'CORN', short_desc: 'x'.repeat(201) }, 'short_desc'],
    [{ commodity_desc: 'CORN', freq_desc: 'x'.repeat(21) }, 'freq_desc'], [{ commodity_desc: 'CORN', sector_desc: 'CROPS' }, 'sector_desc'],
  ])
})
