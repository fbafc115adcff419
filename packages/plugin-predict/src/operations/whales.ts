import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { toTrade } from '../data-trade.ts'
import { conditionId, limit, offset } from '../params.ts'
import { dataTrades, tradesQuery } from '../shared/trades-list.ts'
import { dataApi } from '../upstreams/data.ts'

export default defineOperation({
  name: 'whales',
  method: 'GET',
  description: 'Large trades ("whales") on venue A (Polymarket) prediction markets, newest first: fills worth at least minUsd (default 10,000 USD), with wallet, side, outcome, price, size and USD value; on every market or one (condition id).',
  input: v.object({
    minUsd: v.optional(v.pipe(v.number(), v.minValue(1000), v.maxValue(1e9), v.description('Smallest trade in USD (at least 1,000; default 10,000)')), 10_000),
    market: v.optional(conditionId),
    side: v.optional(v.pipe(v.picklist(['buy', 'sell']), v.description('Only buys or only sells'))),
    limit: limit(500, 50),
    offset: offset(10_000),
  }),
  upstreams: [dataApi],
  cacheTtl: '15s',
  sources: [{ path: '/trades' }],
  keywords: ['whale trades', 'large bets on polymarket', 'big money prediction markets', 'smart money bets'],
  async handler({ input, upstream }) {
    const response = await upstream(dataApi).json('/trades', { query: tradesQuery({ ...input, takerOnly: true }), schema: dataTrades })
    // The USD floor is the provider's (filterType=CASH); kept here too, so a provider that ignored it cannot let small fills through.
    const items = response.data.map(toTrade).filter((trade) => trade.usd !== null && trade.usd >= input.minUsd)
    return listAnswer(items, sourceOf(dataApi, response.url), { total: null })
  },
})
