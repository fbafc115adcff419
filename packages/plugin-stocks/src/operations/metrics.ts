import { createError, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { finnhubOperation } from '../finnhub-operation.ts'
import { symbol } from '../params.ts'

/** GET /api/v1/stock/metric?metric=all: a flat map of ratios and figures (`peTTM`, `52WeekHigh`, `beta`...). */
const answer = v.object({ metric: v.record(v.string(), v.unknown()), metricType: v.optional(v.string(), '') })

export default finnhubOperation({
  name: 'metrics',
  description: 'Key financial metrics of a company: valuation (P/E, P/B, P/S), 52-week high and low, beta, margins, returns, growth, dividend yield and per-share figures, as Finnhub names them.',
  input: v.object({ symbol }),
  keywords: ['pe ratio of apple', 'stock fundamentals', '52 week high', 'dividend yield of a stock', 'market cap and beta', 'valuation ratios'],
  path: '/api/v1/stock/metric',
  query: (input) => ({ symbol: input.symbol, metric: 'all' }),
  schema: answer,
  cacheTtl: '6h',
  read: (data, input, source) => {
    // Keep numbers (and the date strings of 52-week extremes); Finnhub answers {} for a symbol it does not cover.
    const metrics = Object.fromEntries(Object.entries(data.metric).filter(([, value]) => typeof value === 'number' || typeof value === 'string'))
    if (Object.keys(metrics).length === 0) throw createError('NOT_FOUND', `No metrics for ${input.symbol}`)
    return lookupAnswer({ symbol: input.symbol, metrics }, source)
  },
})
