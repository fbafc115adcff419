import { booleanOrNull, defineOperation, listAnswer, numberOrNull, rowLimit, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { looseNumber } from '../numbers.ts'
import { conditionId } from '../params.ts'
import { dataApi } from '../upstreams/data.ts'

/** Data API GET /holders: per outcome token, its top holders. */
const holdersAnswer = v.array(v.object({
  token: v.string(),
  holders: v.array(v.object({
    proxyWallet: v.string(),
    asset: textOrNull,
    amount: looseNumber,
    outcomeIndex: numberOrNull,
    name: textOrNull,
    pseudonym: textOrNull,
    verified: booleanOrNull,
  })),
}))

export default defineOperation({
  name: 'holders',
  method: 'GET',
  description: 'Top holders of each outcome of a venue A (Polymarket) market (condition id): wallet, name, shares held, outcome index and rank per outcome token.',
  input: v.object({
    market: conditionId,
    limit: rowLimit(20, 20, 'Holders per outcome (1-20, default 20)'),
    minBalance: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999), v.description('Smallest holding in shares (default 1)')), 1),
  }),
  upstreams: [dataApi],
  cacheTtl: '1min',
  sources: [{ path: '/holders' }],
  keywords: ['top holders of a market', 'who holds yes shares', 'largest positions in a market'],
  async handler({ input, upstream }) {
    const response = await upstream(dataApi).json('/holders', { query: { market: input.market, limit: input.limit, minBalance: input.minBalance }, schema: holdersAnswer })
    const items = response.data.flatMap((group) => group.holders.map((holder, index) => ({
      tokenId: group.token,
      outcomeIndex: holder.outcomeIndex,
      rank: index + 1,
      wallet: holder.proxyWallet,
      trader: holder.name || holder.pseudonym || null,
      shares: holder.amount,
      verified: holder.verified,
    })))
    return listAnswer(items, sourceOf(dataApi, response.url))
  },
})
