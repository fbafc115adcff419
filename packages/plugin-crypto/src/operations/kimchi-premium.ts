import { createError, defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { pctChange } from '../shared/result.ts'
import { coinbase, lastPrice } from '../upstreams/coinbase.ts'
import { frankfurter, upbit } from '../upstreams/upbit.ts'

const markets = v.array(v.object({ market: v.string() }))
const tickers = v.array(v.object({ market: v.string(), trade_price: v.number(), timestamp: v.number() }))
const fx = v.object({ base: v.literal('USD'), date: v.string(), rates: v.object({ KRW: v.number() }) })

export default defineOperation({
  name: 'kimchi-premium',
  method: 'GET',
  description: 'Kimchi premium: how much more a coin costs on Korea\'s Upbit (KRW) than on the global market (Coinbase, USD) at the ECB USD/KRW rate; premium = KRW price / (USD price x USD/KRW) - 1, in percent. Unresolved symbols are listed in meta.errors.',
  input: v.object({
    symbol: v.optional(v.pipe(
      v.string(),
      v.maxLength(120),
      // An empty value is the default BTC, as if left out (the spec gives only a maximum).
      v.transform((list) => [...new Set(list.split(',').map((entry) => entry.trim()).filter(Boolean))]),
      v.transform((list) => (list.length === 0 ? ['BTC'] : list)),
      v.check((list) => list.length <= 10, 'must list at most 10 tickers, comma-separated'),
      v.check((list) => list.every((entry) => /^[A-Z0-9]{2,12}$/.test(entry)), 'each ticker must be 2-12 capital letters or digits'),
    ), 'BTC'),
  }),
  upstreams: [upbit, coinbase, frankfurter],
  sources: [
    { upstream: upbit, path: '/v1/market/all', cacheTtl: '1h' },
    { upstream: upbit, path: '/v1/ticker', cacheTtl: '10s' },
    { upstream: coinbase, path: '/products/{pair}/ticker', cacheTtl: '15s' },
    { upstream: frankfurter, path: '/latest', query: { from: 'USD', to: 'KRW' }, cacheTtl: '1h' },
  ],
  keywords: ['kimchi premium', 'korea bitcoin price', 'upbit premium', 'krw arbitrage'],
  async handler({ input, upstream }) {
    const symbols = input.symbol as unknown as string[]
    const [listed, rate] = await Promise.all([
      upstream(upbit).json('/v1/market/all', { schema: markets }),
      upstream(frankfurter).json('/latest', { query: { from: 'USD', to: 'KRW' }, schema: fx }),
    ])
    const krwMarkets = new Set(listed.data.map((row) => row.market))
    const errors: { symbol: string; error: string }[] = []
    const onUpbit = symbols.filter((symbol) => krwMarkets.has(`KRW-${symbol}`) || (errors.push({ symbol, error: 'not listed on Upbit\'s KRW market' }), false))
    const local = onUpbit.length
      ? (await upstream(upbit).json('/v1/ticker', { query: { markets: onUpbit.map((symbol) => `KRW-${symbol}`).join(',') }, schema: tickers })).data
      : []
    const usdKrw = rate.data.rates.KRW
    const globals = await Promise.all(onUpbit.map((symbol) => lastPrice(upstream(coinbase), `${symbol}-USD`)))
    const items = []
    for (const [index, symbol] of onUpbit.entries()) {
      const ticker = local.find((row) => row.market === `KRW-${symbol}`)
      const global = globals[index]
      if (!ticker) {
        errors.push({ symbol, error: 'Upbit sent no ticker' })
      } else if (!global || !(global.price > 0)) {
        errors.push({ symbol, error: 'no USD market on Coinbase Exchange' })
      } else {
        const globalUsdInKrw = global.price * usdKrw
        items.push({
          symbol,
          krwPrice: ticker.trade_price,
          usdPrice: global.price,
          usdKrw,
          globalUsdInKrw: Math.round(globalUsdInKrw * 100) / 100,
          premiumPct: pctChange(ticker.trade_price, globalUsdInKrw),
        })
      }
    }
    if (items.length === 0) throw createError('NOT_FOUND', `No symbol could be priced on both markets: ${errors.map((e) => `${e.symbol} (${e.error})`).join('; ')}`)
    return { ...listAnswer(items, sourceOf(upbit, listed.url)), fxDate: rate.data.date, meta: { errors } }
  },
})
