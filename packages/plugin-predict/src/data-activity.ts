import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { isoOfSeconds, looseNumber } from './numbers.ts'

/** Data API GET /activity row: the members this plugin reads. */
export const activityRow = v.object({
  proxyWallet: v.string(),
  timestamp: v.number(),
  conditionId: textOrNull,
  type: v.string(),
  size: looseNumber,
  usdcSize: looseNumber,
  transactionHash: textOrNull,
  price: looseNumber,
  asset: textOrNull,
  side: textOrNull,
  outcomeIndex: numberOrNull,
  title: textOrNull,
  slug: textOrNull,
  eventSlug: textOrNull,
  outcome: textOrNull,
  name: textOrNull,
  pseudonym: textOrNull,
})

/** An activity row as the activity operation answers it: empty strings read as null. */
export const toActivity = (row: v.InferOutput<typeof activityRow>) => ({
  time: isoOfSeconds(row.timestamp),
  type: row.type,
  wallet: row.proxyWallet,
  trader: row.name || row.pseudonym || null,
  side: row.side || null,
  outcome: row.outcome || null,
  outcomeIndex: row.outcomeIndex,
  price: row.price,
  size: row.size,
  usd: row.usdcSize,
  conditionId: row.conditionId || null,
  tokenId: row.asset || null,
  title: row.title || null,
  slug: row.slug || null,
  eventSlug: row.eventSlug || null,
  transactionHash: row.transactionHash,
})
