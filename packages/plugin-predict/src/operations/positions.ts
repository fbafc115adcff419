import { defineOperation, listAnswer, sourceOf, textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { dayOf, looseNumber } from '../numbers.ts'
import { conditionId, limit, offset, wallet } from '../params.ts'
import { dataApi } from '../upstreams/data.ts'

/** Data API GET /positions row: the members this plugin reads. */
const positionRow = v.object({
  proxyWallet: v.string(),
  asset: textOrNull,
  conditionId: textOrNull,
  size: looseNumber,
  avgPrice: looseNumber,
  initialValue: looseNumber,
  currentValue: looseNumber,
  cashPnl: looseNumber,
  percentPnl: looseNumber,
  realizedPnl: looseNumber,
  curPrice: looseNumber,
  redeemable: v.nullish(v.boolean(), null),
  title: textOrNull,
  slug: textOrNull,
  eventSlug: textOrNull,
  outcome: textOrNull,
  outcomeIndex: numberOrNull,
  endDate: textOrNull,
})

const SORTS = { value: 'CURRENT', pnl: 'CASHPNL', percentPnl: 'PERCENTPNL', size: 'TOKENS', price: 'PRICE', resolving: 'RESOLVING' } as const
type Sort = keyof typeof SORTS

export default defineOperation({
  name: 'positions',
  method: 'GET',
  description: 'Open positions of a venue A (Polymarket) wallet: market, outcome, shares, average and current price, cost, current value, profit and loss (cash and percent), end date, whether redeemable; sorted by value, profit or size.',
  input: v.object({
    wallet,
    market: v.optional(conditionId),
    minSize: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9), v.description('Smallest position in shares (default 1)')), 1),
    redeemable: v.optional(v.pipe(v.boolean(), v.description('Only positions that can (true) or cannot (false) be redeemed'))),
    sort: v.optional(v.pipe(v.picklist(Object.keys(SORTS) as [Sort, ...Sort[]]), v.description('value (default), pnl, percentPnl, size, price or resolving')), 'value'),
    limit: limit(500, 50),
    offset: offset(10_000),
  }),
  upstreams: [dataApi],
  keywords: ['positions of a wallet', 'what is this trader holding', 'polymarket portfolio', 'profit and loss of a wallet'],
  async handler({ input, upstream }) {
    const response = await upstream(dataApi).json('/positions', {
      query: {
        user: input.wallet,
        market: input.market,
        sizeThreshold: input.minSize,
        redeemable: input.redeemable,
        sortBy: SORTS[input.sort],
        sortDirection: 'DESC',
        limit: input.limit,
        offset: input.offset,
      },
      schema: v.array(positionRow),
      cacheTtlMs: 30_000,
    })
    const items = response.data.map((row) => ({
      wallet: row.proxyWallet,
      conditionId: row.conditionId,
      tokenId: row.asset,
      title: row.title,
      slug: row.slug,
      eventSlug: row.eventSlug,
      outcome: row.outcome,
      outcomeIndex: row.outcomeIndex,
      shares: row.size,
      avgPrice: row.avgPrice,
      currentPrice: row.curPrice,
      cost: row.initialValue,
      value: row.currentValue,
      pnl: row.cashPnl,
      pnlPercent: row.percentPnl,
      realizedPnl: row.realizedPnl,
      redeemable: row.redeemable,
      endDate: dayOf(row.endDate),
    }))
    return listAnswer(items, sourceOf(dataApi, response.url), { total: null })
  },
})
