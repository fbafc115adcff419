import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { predictPlugin } from '../src/index.ts'
import { fixture } from './_fixtures.ts'

const YES = '71321045679252212594626385532706912750332728571942532289631379312455583992563'
const MARKET = '0x5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9'

/** The venue-named operations: venue A shares the adapters of the unlettered ones; venue B is Kalshi's market listing. */
const h = testHost({
  plugins: [predictPlugin],
  upstreams: ['polymarket-gamma', 'polymarket-clob', 'polymarket-data', 'kalshi'],
  routes: {
    'GET /markets': (request) => (request.query.has('status') ? fixture('kalshi', 'markets.json') : fixture('polymarket-gamma', 'markets.json')),
    'GET /markets/516710': fixture('polymarket-gamma', 'market-fed.json'),
    'GET /events': fixture('polymarket-gamma', 'events.json'),
    'GET /book': fixture('polymarket-clob', 'book.json'),
    'GET /trades': fixture('polymarket-data', 'trades.json'),
  },
})

describe('predict.marketA-*', () => {
  it('marketA-markets lists venue A markets', async () => {
    const data = await h.ok('/api/predict/marketA-markets?sort=volume&limit=2')
    expect(data.items.map((market: { id: string }) => market.id)).toEqual(['516710', '523004'])
    expect(h.last().query.get('order')).toBe('volumeNum')
  })
  it('marketA-market looks one market up', async () => {
    expect((await h.ok('/api/predict/marketA-market?market=516710')).items[0]).toMatchObject({ slug: 'fed-cuts-rates-in-december-2026', price: 0.615 })
  })
  it('marketA-events lists events with their markets', async () => {
    expect((await h.ok('/api/predict/marketA-events?tag=politics')).items[0]).toMatchObject({ slug: 'fed-decision-in-december-2026', marketCount: 2 })
    expect(h.last().query.get('tag_slug')).toBe('politics')
  })
  it('marketA-orderbook reads the CLOB book', async () => {
    expect((await h.ok(`/api/predict/marketA-orderbook?token=${YES}`)).items[0]).toMatchObject({ bestBid: 0.61, bestAsk: 0.62 })
  })
  it('marketA-trades reads the Data API trades', async () => {
    expect((await h.ok(`/api/predict/marketA-trades?market=${MARKET}`)).items[0]).toMatchObject({ usd: 15500 })
    expect(h.last().query.get('market')).toBe(MARKET)
  })
  it('reject bad input naming the field', async () => {
    await h.rejects('/api/predict/marketA-market?market=Bad%20Slug', 'market')
    await h.rejects('/api/predict/marketA-markets?limit=0', 'limit')
    await h.rejects('/api/predict/marketA-events?sort=price', 'sort')
    await h.rejects('/api/predict/marketA-orderbook', 'token')
    await h.rejects('/api/predict/marketA-trades?wallet=0x1', 'wallet')
  })
})

describe('predict.marketB-markets', () => {
  it('normalizes venue B markets: dollar prices, or integer cents read as dollars', async () => {
    const data = await h.ok('/api/predict/marketB-markets')
    expect(data.total).toBeNull()
    expect(data.nextCursor).toBe('CgsIxxxxx_illustrative')
    expect(data.items[0]).toEqual({
      ticker: 'KXFEDDECISION-26DEC-C25', eventTicker: 'KXFEDDECISION-26DEC', title: 'Fed decision in Dec 2026?', subtitle: 'Cut 25bps', status: 'active',
      price: 0.59, yesBid: 0.58, yesAsk: 0.6, noBid: 0.4, noAsk: 0.42, lastPrice: 0.59, volume: 182340, volume24h: 20110, openInterest: 95002,
      openTime: '2026-06-01T14:00:00Z', closeTime: '2026-12-09T18:55:00Z', closeDate: '2026-12-09', result: null,
    })
    expect(data.items[1]).toMatchObject({ ticker: 'KXBTCMAXY-26-150000', yesBid: 0.04, yesAsk: 0.06, price: 0.05, lastPrice: 0.05, volume: 511200, openInterest: 210500 })
    expect(data.source.provider).toBe('Kalshi Trade API')
    expect(h.last().params).toEqual({ status: 'open', mve_filter: 'exclude', limit: '100' })
  })
  it('sends status, event, series, tickers and the cursor as Kalshi names them', async () => {
    await h.ok('/api/predict/marketB-markets?status=settled&event=kxfeddecision-26dec&series=KXFEDDECISION&tickers=KXFEDDECISION-26DEC-C25,KXFEDDECISION-26DEC-H0&combos=true&limit=5&cursor=abc123')
    expect(h.last().params).toEqual({
      status: 'settled', event_ticker: 'KXFEDDECISION-26DEC', series_ticker: 'KXFEDDECISION', tickers: 'KXFEDDECISION-26DEC-C25,KXFEDDECISION-26DEC-H0', limit: '5', cursor: 'abc123',
    })
  })
  it('takes a status copied from an answer as the filter Kalshi names it with (active is open, finalized settled)', async () => {
    await h.ok('/api/predict/marketB-markets?status=active')
    expect(h.last().query.get('status')).toBe('open')
    await h.ok('/api/predict/marketB-markets?status=finalized')
    expect(h.last().query.get('status')).toBe('settled')
    await h.ok('/api/predict/marketB-markets?status=inactive')
    expect(h.last().query.get('status')).toBe('paused')
  })
  it('declares Kalshi\'s recommended host and its published read limit', async () => {
    const { kalshi } = await import('../src/upstreams/kalshi.ts')
    expect(kalshi.baseUrl).toBe('https://external-api.kalshi.com/trade-api/v2')
    expect(kalshi.quota?.withoutKey).toEqual({ requests: 20, perSeconds: 1 })
  })
  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/predict/marketB-markets?status=determined', 'status')
    await h.rejects('/api/predict/marketB-markets?limit=1001', 'limit')
    await h.rejects('/api/predict/marketB-markets?event=a%20b', 'event')
    await h.rejects('/api/predict/marketB-markets?cursor=%3Cx%3E', 'cursor')
  })
  h.failures('GET /markets', '/api/predict/marketB-markets')
})
