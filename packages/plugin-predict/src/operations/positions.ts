import { keyOf } from '@svc/core'
import * as v from 'valibot'
import { positionRow, toPosition } from '../data-position.ts'
import { conditionId, limit, offset, wallet } from '../params.ts'
import { dataApi } from '../upstreams/data.ts'
import { venueOperation } from '../shared/venue-list.ts'

const SORTS = { value: 'CURRENT', pnl: 'CASHPNL', percentPnl: 'PERCENTPNL', size: 'TOKENS', price: 'PRICE', resolving: 'RESOLVING' } as const

export default venueOperation({
  name: 'positions',
  description: 'Open positions of a venue A (Polymarket) wallet: market, outcome, shares, average and current price, cost, current value, profit and loss (cash and percent), end date, whether redeemable; sorted by value, profit or size.',
  input: v.object({
    wallet,
    market: v.optional(conditionId),
    minSize: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9), v.description('Smallest position in shares (default 1)')), 1),
    redeemable: v.optional(v.pipe(v.boolean(), v.description('Only positions that can (true) or cannot (false) be redeemed'))),
    sort: v.optional(v.pipe(keyOf(SORTS), v.description('value (default), pnl, percentPnl, size, price or resolving')), 'value'),
    limit: limit(500, 50),
    offset: offset(10_000),
  }),
  keywords: ['positions of a wallet', 'what is this trader holding', 'polymarket portfolio', 'profit and loss of a wallet'],
  upstream: dataApi,
  path: '/positions',
  query: (input) => ({
    user: input.wallet,
    market: input.market,
    sizeThreshold: input.minSize,
    redeemable: input.redeemable,
    sortBy: SORTS[input.sort],
    sortDirection: 'DESC',
    limit: input.limit,
    offset: input.offset,
  }),
  rows: v.array(positionRow),
  cacheTtl: '30s',
  item: toPosition,
})
