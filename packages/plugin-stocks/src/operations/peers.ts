import { listAnswer } from '@svc/core'
import * as v from 'valibot'
import { finnhubOperation } from '../finnhub-operation.ts'
import { symbol } from '../params.ts'

/** GET /api/v1/stock/peers: tickers of the same country and sector (or industry, sub-industry), the company itself first. */
const answer = v.array(v.string())

export default finnhubOperation({
  name: 'peers',
  description: 'Peer companies of a stock: tickers in the same country and sector, industry or sub-industry (default industry).',
  input: v.object({
    symbol,
    grouping: v.optional(v.pipe(v.picklist(['sector', 'industry', 'subIndustry']), v.description('sector, industry (default) or subIndustry')), 'industry'),
  }),
  keywords: ['competitors of a company', 'peers of apple', 'similar stocks', 'companies in the same industry'],
  path: '/api/v1/stock/peers',
  query: (input) => ({ symbol: input.symbol, grouping: input.grouping }),
  schema: answer,
  cacheTtl: '1d',
  read: (data, input, source) => {
    const items = data.filter((peer) => peer !== input.symbol).map((peer) => ({ symbol: peer }))
    return listAnswer(items, source)
  },
})
