import { listAnswer } from '@svc/core'
import * as v from 'valibot'
import { finnhubOperation } from '../finnhub-operation.ts'
import { limit, symbol } from '../params.ts'

const count = v.nullish(v.number(), 0)
/** GET /api/v1/stock/recommendation: analysts' ratings per month, newest first. */
const answer = v.array(v.object({ period: v.string(), strongBuy: count, buy: count, hold: count, sell: count, strongSell: count }))

export default finnhubOperation({
  name: 'recommendations',
  description: 'Analyst recommendation trends of a stock: how many analysts rate it strong buy, buy, hold, sell or strong sell, per month, newest first.',
  input: v.object({ symbol, limit: limit(24, 4) }),
  keywords: ['analyst ratings for tesla', 'buy or sell rating', 'analyst recommendations', 'should i buy a stock consensus'],
  path: '/api/v1/stock/recommendation',
  query: (input) => ({ symbol: input.symbol }),
  schema: answer,
  cacheTtl: '6h',
  read: (data, input, source) => {
    const items = [...data]
      .sort((a, b) => (a.period < b.period ? 1 : -1))
      .slice(0, input.limit)
      .map((row) => ({ period: row.period.slice(0, 10), strongBuy: row.strongBuy, buy: row.buy, hold: row.hold, sell: row.sell, strongSell: row.strongSell }))
    return listAnswer(items, source, { total: data.length })
  },
})
