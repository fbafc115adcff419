import { booleanOrNull, defineOperation, lookupAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { looseNumber } from '../numbers.ts'
import { wallet } from '../params.ts'
import { dataApi } from '../upstreams/data.ts'

/** GET /value answers `[{ user, value }]`; GET /traded answers `{ user, traded }`; GET /v1/leaderboard?user= the wallet's row. */
const valueAnswer = v.array(v.object({ user: v.string(), value: looseNumber }))
const tradedAnswer = v.object({ user: v.string(), traded: v.number() })
const boardAnswer = v.array(v.object({ rank: v.union([v.string(), v.number()]), proxyWallet: v.string(), userName: textOrNull, vol: looseNumber, pnl: looseNumber, xUsername: textOrNull, verifiedBadge: booleanOrNull }))

export default defineOperation({
  name: 'wallet',
  method: 'GET',
  description: 'Profile of a venue A (Polymarket) trader wallet: name, value of open positions, number of markets traded, all-time volume, profit and loss and leaderboard rank.',
  input: v.object({ wallet }),
  upstreams: [dataApi],
  cacheTtl: '1min',
  sources: [{ path: '/value' }, { path: '/traded' }, { path: '/v1/leaderboard' }],
  keywords: ['polymarket trader profile', 'how much has this wallet made', 'profit of a trader', 'wallet stats'],
  async handler({ input, upstream }) {
    const client = upstream(dataApi)
    const [value, traded, board] = await Promise.all([
      client.json('/value', { query: { user: input.wallet }, schema: valueAnswer }),
      client.json('/traded', { query: { user: input.wallet }, schema: tradedAnswer }),
      client.json('/v1/leaderboard', { query: { user: input.wallet, timePeriod: 'ALL', orderBy: 'PNL', category: 'OVERALL' }, schema: boardAnswer }),
    ])
    const row = board.data.find((entry) => entry.proxyWallet.toLowerCase() === input.wallet)
    return lookupAnswer({
      wallet: input.wallet,
      name: row?.userName || null,
      xUsername: row?.xUsername || null,
      verified: row?.verifiedBadge ?? null,
      positionsValue: value.data[0]?.value ?? 0,
      marketsTraded: traded.data.traded,
      volume: row?.vol ?? null,
      pnl: row?.pnl ?? null,
      rank: row ? Number(row.rank) : null,
      profileUrl: `https://polymarket.com/profile/${input.wallet}`,
    }, sourceOf(dataApi, value.url))
  },
})
