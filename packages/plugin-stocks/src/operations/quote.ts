import { createError, defineOperation, lookupAnswer, sourceOf, numberOrNull } from '@svc/core'
import { finnhub } from '@svc/providers/finnhub'
import * as v from 'valibot'
import { symbol } from '../params.ts'

/** GET /api/v1/quote: c current, d change, dp change %, h/l/o of the day, pc previous close, t unix seconds. */
const answer = v.object({ c: v.number(), d: numberOrNull, dp: numberOrNull, h: numberOrNull, l: numberOrNull, o: numberOrNull, pc: numberOrNull, t: v.number() })

export default defineOperation({
  name: 'quote',
  method: 'GET',
  description: 'Latest stock price of a US-listed company (or another Finnhub symbol): price, change, percent change, day high, low, open and previous close.',
  input: v.object({ symbol }),
  upstreams: [finnhub],
  keywords: ['stock price of AAPL', 'stock quote', 'share price', 'how much is tesla stock', 'current stock price', 'ticker price'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(finnhub).json('/api/v1/quote', { query: { symbol: input.symbol }, schema: answer, cacheTtlMs: 15_000 })
    // Finnhub answers an unknown symbol with zeros and no time.
    if (!data.t || !data.c) throw createError('NOT_FOUND', `No quote for ${input.symbol}`)
    return lookupAnswer({
      symbol: input.symbol,
      price: data.c,
      change: data.d,
      changePercent: data.dp,
      high: data.h,
      low: data.l,
      open: data.o,
      previousClose: data.pc,
      time: new Date(data.t * 1000).toISOString(),
    }, sourceOf(finnhub, url))
  },
})
