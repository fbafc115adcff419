import { optionalDate, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { activityRow, toActivity } from '../data-activity.ts'
import { conditionId, limit, offset, wallet } from '../params.ts'
import { dataApi } from '../upstreams/data.ts'
import { venueOperation } from '../shared/venue-list.ts'

const TYPES = ['trade', 'split', 'merge', 'redeem', 'reward', 'conversion'] as const
const DAY = 86_400

export default venueOperation({
  name: 'activity',
  description: 'On-chain activity of a venue A (Polymarket) wallet, newest first: trades, splits, merges, redemptions, rewards and conversions with market, outcome, side, price, size and USD value; by type, market, side and date range.',
  input: v.object({
    wallet,
    type: v.optional(v.pipe(v.picklist(TYPES), v.description('Only this kind: trade, split, merge, redeem, reward or conversion'))),
    market: v.optional(conditionId),
    side: v.optional(v.pipe(v.picklist(['buy', 'sell']), v.description('Only buys or only sells (trades)'))),
    from: optionalDate('On or after this date (UTC)'),
    to: optionalDate('On or before this date (UTC)'),
    limit: limit(500, 50),
    offset: offset(10_000),
  }),
  keywords: ['wallet activity on polymarket', 'what did this trader do', 'redemptions of a wallet', 'trading history of a wallet'],
  check(input) {
    requireOrder(input, 'from', 'to')
  },
  upstream: dataApi,
  path: '/activity',
  query: (input) => ({
    user: input.wallet,
    type: input.type?.toUpperCase(),
    market: input.market,
    side: input.side?.toUpperCase(),
    start: input.from ? Date.parse(`${input.from}T00:00:00Z`) / 1000 : undefined,
    end: input.to ? Date.parse(`${input.to}T00:00:00Z`) / 1000 + DAY - 1 : undefined,
    limit: input.limit,
    offset: input.offset,
    sortBy: 'TIMESTAMP',
    sortDirection: 'DESC',
  }),
  rows: v.array(activityRow),
  cacheTtl: '30s',
  item: toActivity,
})
