import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import { finnhub } from '@svc/providers/finnhub'
import * as v from 'valibot'
import { symbol } from '../params.ts'

/** GET /api/v1/stock/metric?metric=all: a flat map of ratios and figures (`peTTM`, `52WeekHigh`, `beta`...). */
const answer = v.object({ metric: v.record(v.string(), v.unknown()), metricType: v.optional(v.string(), '') })

export default defineOperation({
  name: 'metrics',
  method: 'GET',
  description: 'Key financial metrics of a company: valuation (P/E, P/B, P/S), 52-week high and low, beta, margins, returns, growth, dividend yield and per-share figures, as Finnhub names them.',
  input: v.object({ symbol }),
  upstreams: [finnhub],
  keywords: ['pe ratio of apple', 'stock fundamentals', '52 week high', 'dividend yield of a stock', 'market cap and beta', 'valuation ratios'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(finnhub).json('/api/v1/stock/metric', { query: { symbol: input.symbol, metric: 'all' }, schema: answer, cacheTtlMs: 6 * 3600_000 })
    // Keep numbers (and the date strings of 52-week extremes); Finnhub answers {} for a symbol it does not cover.
    const metrics = Object.fromEntries(Object.entries(data.metric).filter(([, value]) => typeof value === 'number' || typeof value === 'string'))
    if (Object.keys(metrics).length === 0) throw createError('NOT_FOUND', `No metrics for ${input.symbol}`)
    return lookupAnswer({ symbol: input.symbol, metrics }, sourceOf(finnhub, url))
  },
})
