import { createError, lookupAnswer, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { finnhubOperation } from '../finnhub-operation.ts'
import { symbol } from '../params.ts'

/** GET /api/v1/quote: c current, d change, dp change %, h/l/o of the day, pc previous close, t unix seconds. */
const answer = v.object({ c: v.number(), d: numberOrNull, dp: numberOrNull, h: numberOrNull, l: numberOrNull, o: numberOrNull, pc: numberOrNull, t: v.number() })

export default finnhubOperation({
  name: 'quote',
  description: 'Latest stock price of a US-listed company (or another Finnhub symbol): price, change, percent change, day high, low, open and previous close.',
  input: v.object({ symbol }),
  keywords: ['stock price of AAPL', 'stock quote', 'share price', 'how much is tesla stock', 'current stock price', 'ticker price'],
  path: '/api/v1/quote',
  query: (input) => ({ symbol: input.symbol }),
  schema: answer,
  cacheTtl: '15s',
  read: (data, input, source) => {
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
    }, source)
  },
})
