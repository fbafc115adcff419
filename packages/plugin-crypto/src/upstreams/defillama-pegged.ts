import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'

/**
 * Circulating supply by peg, e.g. `{"peggedUSD": 1.2e11}`. DefiLlama sends the number `0` instead
 * of an object when it has no record for that time (peggedassets-server getPeggeds.ts: "no
 * previous day" is `circulatingPrevDay: 0`); that reads as null.
 */
const pegged = v.pipe(
  v.nullish(v.union([v.record(v.string(), v.number()), v.number()]), null),
  v.transform((value) => (typeof value === 'number' ? null : value)),
)

/**
 * A `chainCirculating` entry: normally `{current, circulatingPrevDay, ...}`, but for an asset
 * whose record has no per-chain breakdown DefiLlama puts the bare `{"peggedUSD": n}` there.
 */
const chainEntry = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((entry) => ('current' in entry ? entry['current'] : entry)),
  pegged,
)

/** `GET /stablecoins?includePrices=true` of stablecoins.llama.fi: the members svc reads. */
export const peggedAssetsSchema = v.object({
  peggedAssets: v.array(v.object({
    id: v.string(),
    name: v.string(),
    symbol: v.string(),
    gecko_id: textOrNull,
    pegType: v.string(),
    pegMechanism: textOrNull,
    // prices[gecko_id] on the server: absent or null for an asset without a price
    price: numberOrNull,
    circulating: pegged,
    circulatingPrevDay: pegged,
    circulatingPrevWeek: pegged,
    circulatingPrevMonth: pegged,
    chainCirculating: v.optional(v.record(v.string(), chainEntry), {}),
    chains: v.optional(v.array(v.string()), []),
  })),
})
