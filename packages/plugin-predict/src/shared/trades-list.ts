import * as v from 'valibot'
import { dataTrade, toTrade } from '../data-trade.ts'
import { conditionId, limit, offset, wallet } from '../params.ts'
import { dataApi } from '../upstreams/data.ts'
import { venueList } from './venue-list.ts'

export const tradesInput = {
  market: v.optional(conditionId),
  wallet: v.optional(wallet),
  side: v.optional(v.pipe(v.picklist(['buy', 'sell']), v.description('Only buys or only sells'))),
  minUsd: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9), v.description('Only trades worth at least this many USD'))),
  takerOnly: v.optional(v.pipe(v.boolean(), v.description('Only the taker side of each fill (default true)')), true),
  limit: limit(500, 50),
  offset: offset(10_000),
}

/** Data API GET /trades query: `filterType=CASH` with `filterAmount` keeps trades of at least that many USD. */
export function tradesQuery(query: { market?: string | undefined; wallet?: string | undefined; side?: 'buy' | 'sell' | undefined; minUsd?: number | undefined; takerOnly: boolean; limit: number; offset: number }) {
  return {
    market: query.market,
    user: query.wallet,
    side: query.side?.toUpperCase(),
    takerOnly: query.takerOnly,
    filterType: query.minUsd === undefined ? undefined : 'CASH',
    filterAmount: query.minUsd,
    limit: query.limit,
    offset: query.offset,
  }
}

export const dataTrades = v.array(dataTrade)

/** Recent venue A trades (Data API GET /trades), served as `trades` and its alias `marketA-trades`. */
export const tradesList = venueList({
  upstream: dataApi,
  path: '/trades',
  input: v.object(tradesInput),
  query: tradesQuery,
  rows: dataTrades,
  cacheTtl: '15s',
  item: toTrade,
})
