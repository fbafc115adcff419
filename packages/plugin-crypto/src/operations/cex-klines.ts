import { defineOperation, listAnswer, sourceOf, keyOf } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { coinbase, pair, productJson } from '../upstreams/coinbase.ts'

/** Coinbase's candle granularities, in seconds. */
const granularity = { '1m': 60, '5m': 300, '15m': 900, '1h': 3600, '6h': 21600, '1d': 86400 } as const
const candles = v.array(v.tuple([v.number(), v.number(), v.number(), v.number(), v.number(), v.number()]))

export default defineOperation({
  name: 'cex-klines',
  method: 'GET',
  description: 'OHLCV candles of a Coinbase Exchange pair (1m, 5m, 15m, 1h, 6h or 1d), oldest first: time, open, high, low, close, volume in the base currency.',
  input: v.object({
    pair,
    interval: v.optional(keyOf(granularity), '1h'),
    limit: limit(300, 100),
  }),
  upstreams: [coinbase],
  sources: [
    // One bar, at most 5 minutes: 1m candles are cached 1 minute, every longer interval 5 minutes.
    { path: '/products/{pair}/candles', query: { granularity: String(granularity['1m']) }, cacheTtl: '1min' },
    { path: '/products/{pair}/candles', cacheTtl: '5min' },
  ],
  keywords: ['candlestick chart', 'ohlc', 'price history exchange', 'klines'],
  async handler({ input, upstream }) {
    const seconds = granularity[input.interval]
    const end = Math.floor(Date.now() / 1000 / seconds) * seconds
    const start = end - seconds * (input.limit - 1)
    const { data, url } = await productJson(upstream(coinbase), `/products/${input.pair}/candles`, candles, {
      granularity: seconds,
      start: new Date(start * 1000).toISOString(),
      end: new Date(end * 1000).toISOString(),
    })
    // Coinbase sends [time, low, high, open, close, volume], newest first.
    const items = data
      .map(([time, low, high, open, close, volume]) => ({ time: new Date(time * 1000).toISOString(), open, high, low, close, volume }))
      .sort((a, b) => a.time.localeCompare(b.time))
      .slice(-input.limit)
    return { ...listAnswer(items, sourceOf(coinbase, url)), pair: input.pair, interval: input.interval }
  },
})
