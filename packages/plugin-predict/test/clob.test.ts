import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

const YES = '71321045679252212594626385532706912750332728571942532289631379312455583992563'
const NO = '52114319501245915516055106046884209969926127482827954674443846427813813222426'

const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-clob', 'polymarket-gamma'],
  routes: {
    'GET /book': (request) => (request.query.get('token_id') === YES ? fixture('polymarket-clob', 'book.json') : { status: 404, body: { error: 'No orderbook exists for the requested token id' } }),
    'GET /midpoint': (request) => (request.query.get('token_id') === YES ? fixture('polymarket-clob', 'midpoint.json') : { body: { mid: '0.385' } }),
    'GET /price': fixture('polymarket-clob', 'price.json'),
    'GET /prices-history': fixture('polymarket-clob', 'prices-history.json'),
    'GET /markets/slug/fed-cuts-rates-in-december-2026': fixture('polymarket-gamma', 'market-fed.json'),
  },
})

describe('predict.orderbook', () => {
  it('sorts each side best first and derives best bid and ask, midpoint, spread and depth', async () => {
    const data = await h.ok(`/api/predict/orderbook?token=${YES}&depth=2`)
    expect(data.total).toBe(1)
    expect(data.items[0]).toEqual({
      outcome: null,
      tokenId: YES,
      conditionId: '0x5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
      time: '2025-11-26T15:22:11.000Z',
      bestBid: 0.61,
      bestAsk: 0.62,
      midpoint: 0.615,
      spread: 0.01,
      lastTradePrice: 0.62,
      bidDepth: 7430.5,
      askDepth: 4940.25,
      bids: [{ price: 0.61, size: 830 }, { price: 0.6, size: 5400.5 }],
      asks: [{ price: 0.62, size: 640.25 }, { price: 0.63, size: 1800 }],
      tickSize: 0.01,
      minOrderSize: 5,
      negRisk: false,
    })
    expect(h.last().query.get('token_id')).toBe(YES)
  })
  it('finds the token of a market\'s outcome by name', async () => {
    const data = await h.ok('/api/predict/orderbook?market=fed-cuts-rates-in-december-2026&outcome=yes')
    expect(data.items[0]).toMatchObject({ outcome: 'Yes', tokenId: YES, bestBid: 0.61 })
    expect(h.last().query.get('token_id')).toBe(YES)
    await h.status('/api/predict/orderbook?market=fed-cuts-rates-in-december-2026&outcome=No', 404, undefined, 'NOT_FOUND')
    expect(h.last().query.get('token_id')).toBe(NO)
  })
  it('answers 404 for a token without a book', () => h.status('/api/predict/orderbook?token=123', 404, undefined, 'NOT_FOUND'))
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/orderbook', 'token')
    await h.rejects(`/api/predict/orderbook?token=${YES}&market=fed-cuts-rates-in-december-2026`, 'market')
    await h.rejects(`/api/predict/orderbook?token=${YES}&outcome=Yes`, 'outcome')
    await h.rejects('/api/predict/orderbook?market=fed-cuts-rates-in-december-2026&outcome=Maybe', 'outcome')
    await h.rejects('/api/predict/orderbook?token=0xabc', 'token')
    await h.rejects(`/api/predict/orderbook?token=${YES}&depth=101`, 'depth')
  })
  h.failures('GET /book', `/api/predict/orderbook?token=${YES}`)
})

describe('predict.price', () => {
  it('answers the midpoint of a token', async () => {
    const data = await h.ok(`/api/predict/price?token=${YES}`)
    expect(data.items).toEqual([{ tokenId: YES, outcome: null, side: 'mid', price: 0.615 }])
    expect(data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(h.last().path).toBe('/midpoint')
  })
  it('answers the best buy price through /price with the side in capitals', async () => {
    const data = await h.ok(`/api/predict/price?token=${YES}&side=buy`)
    expect(data.items[0].price).toBe(0.62)
    expect(h.last().params).toEqual({ token_id: YES, side: 'BUY' })
  })
  it('prices every outcome of a market named by slug', async () => {
    const data = await h.ok('/api/predict/price?market=fed-cuts-rates-in-december-2026')
    expect(data.items).toEqual([
      { tokenId: YES, outcome: 'Yes', side: 'mid', price: 0.615 },
      { tokenId: NO, outcome: 'No', side: 'mid', price: 0.385 },
    ])
    expect(data.meta).toEqual({ mode: 'list' })
  })
  it('prices one outcome of a market', async () => {
    expect((await h.ok('/api/predict/price?market=fed-cuts-rates-in-december-2026&outcome=No')).items).toEqual([{ tokenId: NO, outcome: 'No', side: 'mid', price: 0.385 }])
  })
  it('needs exactly one of token and market, before payment', async () => {
    await h.rejects('/api/predict/price?side=mid', 'token')
    await h.rejects(`/api/predict/price?token=${YES}&market=some-market`, 'market')
    await h.rejects(`/api/predict/price?token=${YES}&side=best`, 'side')
    await h.rejects(`/api/predict/price?token=${YES}&outcome=Yes`, 'outcome')
    await h.rejects('/api/predict/price?market=fed-cuts-rates-in-december-2026&outcome=Maybe', 'outcome')
  })
  h.failures('GET /midpoint', `/api/predict/price?token=${YES}`)
})

describe('predict.price-history', () => {
  it('answers time and price points for an interval (default 1w)', async () => {
    const data = await h.ok(`/api/predict/price-history?token=${YES}`)
    expect(data.items).toHaveLength(7)
    expect(data.items[0]).toEqual({ time: '2025-11-19T16:00:00.000Z', price: 0.55 })
    expect(data.items.at(-1)).toEqual({ time: '2025-11-25T16:00:00.000Z', price: 0.615 })
    expect(h.last().params).toEqual({ market: YES, interval: '1w' })
  })
  it('finds the token of a market\'s outcome', async () => {
    await h.ok('/api/predict/price-history?market=fed-cuts-rates-in-december-2026&outcome=No&interval=max')
    expect(h.last().params).toEqual({ market: NO, interval: 'max' })
  })
  it('sends dates as startTs/endTs (end of the last day) and the fidelity', async () => {
    await h.ok(`/api/predict/price-history?token=${YES}&from=2024-11-01&to=2024-11-05&fidelity=60`)
    expect(h.last().params).toEqual({ market: YES, startTs: '1730419200', endTs: '1730851200', fidelity: '60' })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects(`/api/predict/price-history?token=${YES}&interval=2d`, 'interval')
    await h.rejects(`/api/predict/price-history?token=${YES}&interval=1d&from=2024-11-01`, 'from')
    await h.rejects(`/api/predict/price-history?token=${YES}&to=2024-11-01`, 'from')
    await h.rejects(`/api/predict/price-history?token=${YES}&from=2024-11-05&to=2024-11-01`, 'to')
    await h.rejects(`/api/predict/price-history?token=${YES}&fidelity=0`, 'fidelity')
  })
  h.failures('GET /prices-history', `/api/predict/price-history?token=${YES}`)
})
