import { createTestPaymentGate, refusedThenServed, testHost, type FixtureAnswer, type FixtureRoute, type RecordedRequest } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `eia/${name}` })
const bySeries = (files: Record<string, string>) => (request: RecordedRequest): FixtureAnswer => {
  const file = files[request.query.get('facets[series][]') ?? '']
  return file ? fixture(file) : { status: 400, body: { error: 'unknown series' } }
}
const h = testHost({
  plugins: [energyPlugin],
  upstreams: ['eia'],
  keys: { eia: 'eia-test-key' },
  routes: {
    'GET /v2/petroleum/pri/spt/data/': bySeries({ RWTC: 'spot-RWTC.json', RBRTE: 'spot-RBRTE.json' }),
    'GET /v2/natural-gas/pri/fut/data/': bySeries({ RNGWHHD: 'ng-RNGWHHD.json' }),
    'GET /v2/petroleum/pri/gnd/data/': bySeries({ EMM_EPMR_PTE_NUS_DPG: 'gnd-gasoline.json', EMD_EPD2D_PTE_NUS_DPG: 'gnd-diesel.json' }),
  },
})

describe('energy.prices', () => {
  it('answers the latest price of every commodity with its change', async () => {
    const data = await h.ok('/api/energy/prices')
    expect(data.view).toBe('latest')
    expect(data.items.map((item: { commodity: string }) => item.commodity)).toEqual(['wti', 'brent', 'henry-hub', 'gasoline', 'diesel'])
    expect(data.items[0]).toStrictEqual({
      commodity: 'wti', name: 'WTI crude oil, Cushing OK spot price', series: 'RWTC', frequency: 'daily', period: '2026-11-23', price: 58.91, unit: '$/BBL',
      previousPeriod: '2026-11-20', previousPrice: 59.47, change: -0.56, changePercent: -0.94,
    })
    expect(data.items[3]).toMatchObject({ commodity: 'gasoline', frequency: 'weekly', price: 3.061, unit: '$/GAL', previousPrice: 3.07, change: -0.009 })
    const gasoline = h.requests.find((request) => request.query.get('facets[series][]') === 'EMM_EPMR_PTE_NUS_DPG')!
    expect([gasoline.query.get('frequency'), gasoline.query.get('length'), gasoline.query.get('data[0]'), gasoline.query.get('api_key')]).toEqual(['weekly', '2', 'value', 'eia-test-key'])
  })

  it('credits EIA in meta.attribution, as its reuse page asks', async () => {
    const answer = await h.call('/api/energy/prices?commodity=wti&limit=4')
    expect(answer.status).toBe(200)
    expect(answer.body.meta.attribution).toEqual([{ provider: 'U.S. Energy Information Administration (EIA) Open Data API', text: 'Source: U.S. Energy Information Administration', url: 'https://www.eia.gov/about/copyrights_reuse.php' }])
  })
  it('answers one commodity\'s history, skipping days without a value', async () => {
    const data = await h.ok('/api/energy/prices?commodity=wti&limit=4')
    expect(data.view).toBe('history')
    expect(data.items.map((item: { period: string; price: number }) => [item.period, item.price])).toEqual([['2026-11-23', 58.91], ['2026-11-20', 59.47], ['2026-11-18', 60.02]])
    expect(data.total).toBe(10220)
    const query = h.last().query
    expect([query.get('facets[series][]'), query.get('frequency'), query.get('length'), query.get('sort[0][direction]')]).toEqual(['RWTC', 'daily', '4', 'desc'])
    expect(data.source.url).not.toContain('eia-test-key')
  })

  it('asks for the frequency given', async () => {
    await h.ok('/api/energy/prices?commodity=henry-hub&frequency=monthly')
    expect(h.last().query.get('frequency')).toBe('monthly')
    expect(h.last().query.get('length')).toBe('30')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/energy/prices?commodity=coal', 'commodity')
    await h.rejects('/api/energy/prices?commodity=gasoline&frequency=daily', 'frequency')
    await h.rejects('/api/energy/prices?frequency=weekly', 'frequency')
    await h.rejects('/api/energy/prices?limit=5', 'limit')
    await h.rejects('/api/energy/prices?commodity=wti&limit=366', 'limit')
  })

  h.failures('GET /v2/petroleum/pri/spt/data/', '/api/energy/prices?commodity=brent')
  describe('failures of one series in the latest prices', () => h.failures('GET /v2/petroleum/pri/gnd/data/', '/api/energy/prices'))
})

describe('energy.prices: a series at its own frequency answered empty is not kept', () => {
  let wti: FixtureAnswer = { body: { response: { total: 0, data: [] } } }
  // One host per test, whose calls share its cache (an answer is kept an hour); priced, so a charge shows.
  const kept = testHost({ plugins: [energyPlugin], upstreams: ['eia'], keys: { eia: 'eia-test-key' }, hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    // Made up for the test: WTI's daily series answered with no row.
    'GET /v2/petroleum/pri/spt/data/': (request) => (request.query.get('facets[series][]') === 'RWTC' ? wti : fixture('spot-RBRTE.json')),
    'GET /v2/natural-gas/pri/fut/data/': fixture('ng-RNGWHHD.json'),
    'GET /v2/petroleum/pri/gnd/data/': bySeries({ EMM_EPMR_PTE_NUS_DPG: 'gnd-gasoline.json', EMD_EPD2D_PTE_NUS_DPG: 'gnd-diesel.json' }),
  } })
  it('a 502, not charged; then the prices sent next are read', async () => {
    const refusal = { answer: 'unusable', error: expect.stringContaining('no recent price') }
    const good: FixtureRoute = (request) => (request.query.get('facets[series][]') === 'RWTC' ? fixture('spot-RWTC.json') : fixture('spot-RBRTE.json'))
    const { body } = await refusedThenServed(kept, { path: '/api/energy/prices', route: 'GET /v2/petroleum/pri/spt/data/', refusal, good })
    expect(body.data.items).toMatchObject([{ commodity: 'wti', price: 58.91 }, {}, {}, {}, {}])
  })
  it('a history answered empty is still a 404 (no price to answer, not the provider failing)', async () => {
    wti = { body: { response: { total: 0, data: [] } } }
    expect(await kept.call('/api/energy/prices?commodity=wti&limit=2', undefined, undefined, { headers: { 'x-test-payer': '0x00000000000000000000000000000000000000f2' } })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
})
