import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { isoOfSeconds, looseNumber, round } from './numbers.ts'


/** Data API GET /trades row: the members this plugin reads. */
export const dataTrade = v.object({
  proxyWallet: v.string(),
  side: textOrNull,
  asset: textOrNull,
  conditionId: textOrNull,
  size: looseNumber,
  price: looseNumber,
  timestamp: v.number(),
  title: textOrNull,
  slug: textOrNull,
  eventSlug: textOrNull,
  outcome: textOrNull,
  outcomeIndex: numberOrNull,
  name: textOrNull,
  pseudonym: textOrNull,
  transactionHash: textOrNull,
})
export type DataTrade = v.InferOutput<typeof dataTrade>

/** The normalized trade: `usd` = price x size (the cash value of the fill). */
export function toTrade(trade: DataTrade) {
  return {
    time: isoOfSeconds(trade.timestamp),
    wallet: trade.proxyWallet,
    trader: trade.name || trade.pseudonym || null,
    side: trade.side,
    outcome: trade.outcome,
    outcomeIndex: trade.outcomeIndex,
    price: trade.price,
    size: trade.size,
    usd: trade.price !== null && trade.size !== null ? round(trade.price * trade.size, 2) : null,
    conditionId: trade.conditionId,
    tokenId: trade.asset,
    title: trade.title,
    slug: trade.slug,
    eventSlug: trade.eventSlug,
    transactionHash: trade.transactionHash,
  }
}
