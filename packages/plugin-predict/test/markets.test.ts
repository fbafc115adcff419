import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

/** A condition id standing for a resolved (closed) market. */
const RESOLVED = `0x${'ab'.repeat(32)}`

const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-gamma'],
  routes: {
    // A resolved market: Gamma lists it only when closed=true is asked.
    'GET /markets': (request) => (request.query.get('condition_ids') === RESOLVED && request.query.get('closed') !== 'true' ? { body: [] } : fixture('polymarket-gamma', 'markets.json')),
    'GET /markets/516710': fixture('polymarket-gamma', 'market-fed.json'),
    'GET /markets/slug/fed-cuts-rates-in-december-2026': fixture('polymarket-gamma', 'market-fed.json'),
    'GET /markets/slug/no-such-market': { status: 404, body: { type: 'not found error', error: 'id not found' } },
  },
})

describe('predict.markets', () => {
  it('normalizes Gamma markets: outcomes parsed from their JSON strings, price = first outcome', async () => {
    const data = await h.ok('/api/predict/markets')
    expect(data.total).toBeNull()
    expect(data.items).toHaveLength(2)
    expect(data.items[0]).toMatchObject({
      id: '516710',
      slug: 'fed-cuts-rates-in-december-2026',
      conditionId: '0x5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
      price: 0.615,
      outcomes: [
        { name: 'Yes', price: 0.615, tokenId: '71321045679252212594626385532706912750332728571942532289631379312455583992563' },
        { name: 'No', price: 0.385, tokenId: '52114319501245915516055106046884209969926127482827954674443846427813813222426' },
      ],
      bestBid: 0.61,
      bestAsk: 0.62,
      volume: 4823117.250112,
      volume24h: 211403.55,
      liquidity: 182345.6712,
      endDate: '2026-12-09',
      startDate: '2026-09-17',
      eventSlug: 'fed-decision-in-december-2026',
      url: 'https://polymarket.com/event/fed-decision-in-december-2026',
    })
    expect(data.source.provider).toBe('Polymarket Gamma API')
    const sent = h.last()
    expect(Object.fromEntries(sent.query)).toEqual({ limit: '20', offset: '0', order: 'volume24hr', ascending: 'false', closed: 'false', active: 'true' })
  })

  it('sends filters and sort as Gamma names them', async () => {
    await h.ok('/api/predict/markets?status=all&tagId=21&minVolume=1000&minLiquidity=50&endAfter=2026-12-01&endBefore=2026-12-31&sort=liquidity&ascending=true&limit=5&offset=10')
    expect(h.last().params).toEqual({
      limit: '5', offset: '10', order: 'liquidityNum', ascending: 'true', tag_id: '21', volume_num_min: '1000', liquidity_num_min: '50',
      end_date_min: '2026-12-01T00:00:00Z', end_date_max: '2026-12-31T23:59:59Z',
    })
    await h.ok('/api/predict/markets?status=closed')
    expect(h.last().query.get('closed')).toBe('true')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/markets?limit=101', 'limit')
    await h.rejects('/api/predict/markets?status=live', 'status')
    await h.rejects('/api/predict/markets?sort=price', 'sort')
    await h.rejects('/api/predict/markets?tagId=politics', 'tagId')
    await h.rejects('/api/predict/markets?endAfter=2026-02-30', 'endAfter')
    await h.rejects('/api/predict/markets?endAfter=2026-12-02&endBefore=2026-12-01', 'endBefore')
  })

  h.failures('GET /markets', '/api/predict/markets')
})

describe('predict.market', () => {
  it('finds a market by slug, with its price for the prediction-market watcher', async () => {
    const data = await h.ok('/api/predict/market?market=fed-cuts-rates-in-december-2026')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({ id: '516710', price: 0.615, lastTradePrice: 0.62, description: expect.stringContaining('FOMC') })
    expect(h.last().path).toBe('/markets/slug/fed-cuts-rates-in-december-2026')
  })

  it('finds a market by id and by condition id', async () => {
    expect((await h.ok('/api/predict/market?market=516710')).items[0].slug).toBe('fed-cuts-rates-in-december-2026')
    const byCondition = await h.ok('/api/predict/market?market=0x5A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F9')
    expect(byCondition.items[0].id).toBe('516710')
    expect(h.last().query.get('condition_ids')).toBe('0x5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9')
  })

  it('finds a resolved market by condition id, asking Gamma among closed markets when the open ones lack it', async () => {
    expect((await h.ok(`/api/predict/market?market=${RESOLVED}`)).items[0].id).toBe('516710')
    const asked = h.requests.filter((request) => request.query.get('condition_ids') === RESOLVED).map((request) => request.query.get('closed'))
    expect(asked).toEqual([null, 'true'])
  })

  it('answers 404 for a market Gamma does not know', () => h.status('/api/predict/market?market=no-such-market', 404, undefined, 'NOT_FOUND'))

  it('rejects a malformed market reference', async () => {
    await h.rejects('/api/predict/market', 'market')
    await h.rejects('/api/predict/market?market=Not%20A%20Slug', 'market')
    await h.rejects('/api/predict/market?market=0x1234', 'market')
  })

  h.failures('GET /markets/slug/fed-cuts-rates-in-december-2026', '/api/predict/market?market=fed-cuts-rates-in-december-2026')
})
