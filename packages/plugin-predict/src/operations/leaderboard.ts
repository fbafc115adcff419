import { booleanOrNull, keyOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { looseNumber } from '../numbers.ts'
import { limit, offset } from '../params.ts'
import { venueOperation } from '../shared/venue-list.ts'
import { dataApi } from '../upstreams/data.ts'

const boardRow = v.object({
  rank: v.union([v.string(), v.number()]),
  proxyWallet: v.string(),
  userName: textOrNull,
  vol: looseNumber,
  pnl: looseNumber,
  xUsername: textOrNull,
  verifiedBadge: booleanOrNull,
})

const PERIODS = { day: 'DAY', week: 'WEEK', month: 'MONTH', all: 'ALL' } as const
const CATEGORIES = ['overall', 'politics', 'sports', 'crypto', 'culture', 'mentions', 'weather', 'economics', 'tech', 'finance'] as const

export default venueOperation({
  name: 'leaderboard',
  description: 'Leaderboard of venue A (Polymarket) traders by profit or volume over a day, week, month or all time, overall or in a category (politics, sports, crypto...): rank, wallet, name, profit and loss, volume.',
  input: v.object({
    period: v.optional(v.pipe(keyOf(PERIODS), v.description('day, week, month (default) or all')), 'month'),
    by: v.optional(v.pipe(v.picklist(['pnl', 'volume']), v.description('pnl (default: profit and loss) or volume')), 'pnl'),
    category: v.optional(v.pipe(v.picklist(CATEGORIES), v.description('overall (default) or one category')), 'overall'),
    limit: limit(50, 25),
    offset: offset(1000),
  }),
  keywords: ['top polymarket traders', 'most profitable bettors', 'best prediction market traders', 'trader rankings'],
  upstream: dataApi,
  path: '/v1/leaderboard',
  query: (input) => ({ timePeriod: PERIODS[input.period], orderBy: input.by === 'pnl' ? 'PNL' : 'VOL', category: input.category.toUpperCase(), limit: input.limit, offset: input.offset }),
  rows: v.array(boardRow),
  cacheTtl: '5min',
  item: (row) => ({
    rank: Number(row.rank),
    wallet: row.proxyWallet,
    name: row.userName || null,
    xUsername: row.xUsername || null,
    verified: row.verifiedBadge,
    pnl: row.pnl,
    volume: row.vol,
  }),
})
