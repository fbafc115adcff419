import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'

const h = harness({
  'GET /products/BTC-USD/candles': fixture('coinbase/candles-btc-usd-1h.json'),
  'GET /products/BTC-USD/ticker': fixture('coinbase/ticker-btc-usd.json'),
  'GET /products/BTC-USD/stats': fixture('coinbase/stats-btc-usd.json'),
  'GET /products/FOO-BAR/ticker': fixture('coinbase/not-found.json', 404),
  'GET /products/FOO-BAR/stats': fixture('coinbase/not-found.json', 404),
}, ['coinbase-exchange'])

describe('crypto.cex-klines', () => {
  it('turns Coinbase candles into OHLCV bars, oldest first, over the requested window', async () => {
    const { status, body } = await h.call('/api/crypto/cex-klines?pair=btc-usd&interval=1h&limit=3')
    expect(status).toBe(200)
    const sent = h.last().query
    expect(sent.get('granularity')).toBe('3600')
    expect((Date.parse(sent.get('end')!) - Date.parse(sent.get('start')!)) / 1000).toBe(2 * 3600)
    expect(body.data).toMatchObject({ pair: 'BTC-USD', interval: '1h', total: 3 })
    expect(body.data.items[0]).toStrictEqual({ time: '2024-11-23T08:00:00.000Z', open: 98910.11, high: 99104.92, low: 98600, close: 98822.9, volume: 501.03991877 })
    expect(body.data.items.map((bar: { time: string }) => bar.time)).toEqual(['2024-11-23T08:00:00.000Z', '2024-11-23T09:00:00.000Z', '2024-11-23T10:00:00.000Z'])
  })
  it('answers an empty window as no bars', async () => {
    h.set('GET /products/BTC-USD/candles', { body: [] })
    expect((await h.call('/api/crypto/cex-klines?pair=BTC-USD')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures('GET /products/BTC-USD/candles', '/api/crypto/cex-klines?pair=BTC-USD')
  h.refusals('/api/crypto/cex-klines', [['', 'pair'], ['pair=BTCUSD', 'pair'], ['pair=B-USD', 'pair'], ['pair=BTC-USDTUSDTUSD', 'pair'], ['pair=BTC-USD&interval=2h', 'interval'], ['pair=BTC-USD&limit=0', 'limit'], ['pair=BTC-USD&limit=301', 'limit']])
})

describe('crypto.cex-ticker', () => {
  it('merges ticker and 24h stats', async () => {
    const { body } = await h.call('/api/crypto/cex-ticker?pair=BTC-USD')
    expect(body.data.items).toStrictEqual([{
      pair: 'BTC-USD', price: 98890.13, bid: 98890.13, ask: 98891.35, open24h: 98001.77, high24h: 99588.01, low24h: 97125.68,
      volume24h: 12431.80347163, volume30d: 392114.62190517, change24hPct: 0.9065, time: '2024-11-23T10:14:07.421317Z',
    }])
  })
  it('answers 404 for a pair Coinbase does not list', async () => {
    expect(await h.call('/api/crypto/cex-ticker?pair=FOO-BAR')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('GET /products/BTC-USD/stats', '/api/crypto/cex-ticker?pair=BTC-USD')
  h.refusals('/api/crypto/cex-ticker', [['', 'pair'], ['pair=BTC_USD', 'pair']])
})
