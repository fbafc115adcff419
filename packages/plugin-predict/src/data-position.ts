import { booleanOrNull, numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { dayOf, looseNumber } from './numbers.ts'

/** Data API GET /positions row: the members this plugin reads. */
export const positionRow = v.object({
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
  redeemable: booleanOrNull,
  title: textOrNull,
  slug: textOrNull,
  eventSlug: textOrNull,
  outcome: textOrNull,
  outcomeIndex: numberOrNull,
  endDate: textOrNull,
})

/** A position row as the positions operation answers it: shares, prices, cost, value and profit. */
export const toPosition = (row: v.InferOutput<typeof positionRow>) => ({
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
})
