import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import { finnhub } from '@svc/providers/finnhub'
import * as v from 'valibot'
import { limit, symbol } from '../params.ts'

const count = v.nullish(v.number(), 0)
/** GET /api/v1/stock/recommendation: analysts' ratings per month, newest first. */
const answer = v.array(v.object({ period: v.string(), strongBuy: count, buy: count, hold: count, sell: count, strongSell: count }))

export default defineOperation({
  name: 'recommendations',
  method: 'GET',
  description: 'Analyst recommendation trends of a stock: how many analysts rate it strong buy, buy, hold, sell or strong sell, per month, newest first.',
  input: v.object({ symbol, limit: limit(24, 4) }),
  upstreams: [finnhub],
  keywords: ['analyst ratings for tesla', 'buy or sell rating', 'analyst recommendations', 'should i buy a stock consensus'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(finnhub).json('/api/v1/stock/recommendation', { query: { symbol: input.symbol }, schema: answer, cacheTtlMs: 6 * 3600_000 })
    const items = [...data]
      .sort((a, b) => (a.period < b.period ? 1 : -1))
      .slice(0, input.limit)
      .map((row) => ({ period: row.period.slice(0, 10), strongBuy: row.strongBuy, buy: row.buy, hold: row.hold, sell: row.sell, strongSell: row.strongSell }))
    return listAnswer(items, sourceOf(finnhub, url), { total: data.length })
  },
})
