import { defineOperation, invalidField, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { int, limit } from '../shared/params.ts'
import { dexAddress, geckoterminal, network, terminalJson } from '../upstreams/geckoterminal.ts'

const ohlcv = v.object({
  data: v.object({ attributes: v.object({ ohlcv_list: v.array(v.tuple([v.number(), v.number(), v.number(), v.number(), v.number(), v.number()])) }) }),
  meta: v.nullish(v.object({ base: v.nullish(v.object({ address: v.string(), symbol: v.nullish(v.string(), null) }), null), quote: v.nullish(v.object({ address: v.string(), symbol: v.nullish(v.string(), null) }), null) }), null),
})
/** The aggregates GeckoTerminal serves per timeframe. */
const aggregates = { day: [1], hour: [1, 4, 12], minute: [1, 5, 15] } as const

export default defineOperation({
  name: 'dex-ohlcv',
  method: 'GET',
  description: 'OHLCV candles of a DEX pool (GeckoTerminal), oldest first: time, open, high, low, close and volume in USD; timeframe day (1), hour (1, 4, 12) or minute (1, 5, 15).',
  input: v.object({
    network,
    address: dexAddress,
    timeframe: v.optional(v.picklist(['day', 'hour', 'minute']), 'hour'),
    aggregate: v.optional(v.pipe(int(1, 60), v.description('Candle length in timeframe units; GeckoTerminal serves day 1, hour 1/4/12, minute 1/5/15')), 1),
    limit: limit(1000, 100),
  }),
  price: { usd: 0.0036 },
  upstreams: [geckoterminal],
  keywords: ['dex price chart', 'pool candles', 'onchain ohlc', 'memecoin chart'],
  // A candle size the timeframe does not have can only fail: the 400 comes before any 402.
  check: (input) => {
    const allowed: readonly number[] = aggregates[input.timeframe]
    if (!allowed.includes(input.aggregate)) throw invalidField('aggregate', `${input.timeframe} candles come in ${allowed.join(', ')}`)
  },
  async handler({ input, upstream, signal }) {
    const { data, url } = await terminalJson(upstream(geckoterminal), `/networks/${input.network}/pools/${input.address}/ohlcv/${input.timeframe}`, ohlcv, 60_000, { aggregate: input.aggregate, limit: input.limit, currency: 'usd' }, `pool ${input.address} on ${input.network}`, signal)
    const items = data.data.attributes.ohlcv_list
      .map(([time, open, high, low, close, volumeUsd]) => ({ time: new Date(time * 1000).toISOString(), open, high, low, close, volumeUsd }))
      .sort((a, b) => a.time.localeCompare(b.time))
    const meta = data.meta
    return { ...listAnswer(items, sourceOf(geckoterminal, url)), base: meta?.base ? { address: meta.base.address, symbol: meta.base.symbol } : null, quote: meta?.quote ? { address: meta.quote.address, symbol: meta.quote.symbol } : null }
  },
})
