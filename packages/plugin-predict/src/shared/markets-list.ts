import { optionalDate, keyOf } from '@svc/core'
import * as v from 'valibot'
import { gammaMarket, toMarket } from '../gamma-market.ts'
import { limit, offset, status } from '../params.ts'
import { gamma } from '../upstreams/gamma.ts'
import { checkEventDates } from './events-list.ts'
import { endDateWindow, gammaPage } from './gamma-listing.ts'
import { venueList } from './venue-list.ts'

/** Our sort names -> Gamma's `order` fields. */
const ORDER = { volume: 'volumeNum', volume24h: 'volume24hr', liquidity: 'liquidityNum', endDate: 'endDate', startDate: 'startDate' } as const

const input = v.object({
  status,
  tagId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/, 'must be a numeric tag id'), v.description('Only markets with this tag id (see events\' tags)'))),
  minVolume: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e12), v.description('Smallest total volume in USD'))),
  minLiquidity: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e12), v.description('Smallest liquidity in USD'))),
  endAfter: optionalDate('Only markets ending on or after this date'),
  endBefore: optionalDate('Only markets ending on or before this date'),
  sort: v.optional(v.pipe(keyOf(ORDER), v.description('volume24h (default), volume, liquidity, endDate or startDate')), 'volume24h'),
  ascending: v.optional(v.pipe(v.boolean(), v.description('Smallest first (default false: largest or latest first)')), false),
  limit: limit(100, 20),
  offset: offset(10_000),
})

/** Gamma GET /markets query of the caller's input. */
function marketsQuery(query: v.InferOutput<typeof input>) {
  return {
    ...gammaPage(query, ORDER[query.sort]),
    tag_id: query.tagId,
    volume_num_min: query.minVolume,
    liquidity_num_min: query.minLiquidity,
    ...endDateWindow(query),
  }
}

/** The list of venue A markets (Gamma GET /markets), served as `markets` and its alias `marketA-markets`. */
export const marketsList = venueList({
  upstream: gamma,
  path: '/markets',
  input,
  check: checkEventDates,
  query: marketsQuery,
  rows: v.array(gammaMarket),
  cacheTtl: '1min',
  item: toMarket,
})
