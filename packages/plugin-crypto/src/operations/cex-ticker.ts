import { defineOperation, lookupAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { num, pctChange } from '../shared/result.ts'
import { coinbase, pair, productJson, tickerSchema } from '../upstreams/coinbase.ts'

const stats = v.object({ open: v.string(), high: v.string(), low: v.string(), last: v.string(), volume: v.string(), volume_30day: textOrNull })

export default defineOperation({
  name: 'cex-ticker',
  method: 'GET',
  description: 'Spot ticker of a Coinbase Exchange pair: last price, best bid and ask, 24h open/high/low, 24h and 30-day volume (base currency) and 24h change percent.',
  input: v.object({ pair }),
  upstreams: [coinbase],
  sources: [{ path: '/products/{pair}/ticker', cacheTtl: '10s' }, { path: '/products/{pair}/stats', cacheTtl: '30s' }],
  keywords: ['bitcoin price now', 'exchange ticker', 'bid ask spread', 'spot price'],
  async handler({ input, upstream }) {
    const client = upstream(coinbase)
    const [tick, day] = await Promise.all([
      productJson(client, `/products/${input.pair}/ticker`, tickerSchema),
      productJson(client, `/products/${input.pair}/stats`, stats),
    ])
    const open = num(day.data.open)
    const last = num(tick.data.price)
    const item = {
      pair: input.pair,
      price: last,
      bid: num(tick.data.bid),
      ask: num(tick.data.ask),
      open24h: open,
      high24h: num(day.data.high),
      low24h: num(day.data.low),
      volume24h: num(day.data.volume),
      volume30d: num(day.data.volume_30day),
      change24hPct: pctChange(last, open),
      time: tick.data.time,
    }
    return lookupAnswer(item, sourceOf(coinbase, tick.url))
  },
})
