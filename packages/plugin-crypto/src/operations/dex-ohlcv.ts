import { defineOperation, invalidField, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { baseCandle } from '../shared/candles.ts'
import { int, limit } from '../shared/params.ts'
import { dexAddress, geckoterminal, network } from '../upstreams/geckoterminal.ts'
import { PAGES, PER_REQUEST, poolCandles } from '../upstreams/geckoterminal-ohlcv.ts'

const MOST = PAGES * PER_REQUEST

export default defineOperation({
  name: 'dex-ohlcv',
  method: 'GET',
  description: `OHLCV candles of a DEX pool (GeckoTerminal), oldest first: time, open, high, low, close and volume in USD. Any aggregate of 1-60 timeframe units: GeckoTerminal serves day 1, hour 1/4/12 and minute 1/5/15, and other lengths are built from the largest of those dividing them (buckets aligned to the Unix epoch, UTC; intervals without trades have no candle). A call reads at most ${MOST} of those (GeckoTerminal answers ${PER_REQUEST} a request): limit × candles per bar ≤ ${MOST}.`,
  input: v.object({
    network,
    address: dexAddress,
    timeframe: v.optional(v.picklist(['day', 'hour', 'minute']), 'hour'),
    aggregate: v.optional(v.pipe(int(1, 60), v.description('Candle length in timeframe units; lengths GeckoTerminal does not serve are built from smaller candles')), 1),
    limit: limit(1000, 100),
  }),
  upstreams: [geckoterminal],
  sources: [{ path: '/networks/{network}/pools/{address}/ohlcv/{timeframe}', cacheTtl: '1min' }],
  keywords: ['dex price chart', 'pool candles', 'onchain ohlc', 'memecoin chart'],
  // A call needing more upstream requests than a call may make can only fail: the 400 comes before any 402.
  check: (input) => {
    const base = baseCandle(input.timeframe, input.aggregate)
    if (input.limit * base.perCandle > MOST) {
      throw invalidField('limit', `${input.aggregate}-${input.timeframe} candles are built from ${base.perCandle} ${base.aggregate}-${base.timeframe} ones each, and a call reads at most ${MOST} of those (GeckoTerminal answers ${PER_REQUEST} a request): at most ${Math.floor(MOST / base.perCandle)} for this aggregate`)
    }
  },
  async handler({ input, upstream }) {
    const { candles, first } = await poolCandles(upstream(geckoterminal), input)
    const items = candles.map((bar) => ({ time: new Date(bar.time * 1000).toISOString(), open: bar.open, high: bar.high, low: bar.low, close: bar.close, volumeUsd: bar.volume }))
    const meta = first.data.meta
    return { ...listAnswer(items, sourceOf(geckoterminal, first.url)), base: meta?.base ? { address: meta.base.address, symbol: meta.base.symbol } : null, quote: meta?.quote ? { address: meta.quote.address, symbol: meta.quote.symbol } : null }
  },
})
