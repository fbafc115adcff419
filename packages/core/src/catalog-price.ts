import { catalogEntry } from '@svc/catalog'
import type { OperationDefinition, PriceSpec, StatedPrice } from './define.ts'

/**
 * The price an operation is billed at: the one it states, else the svc catalog's for its id (`@svc/catalog`,
 * the contract's single list of prices), with the operation's `quote` when the catalog prices per call.
 * Throws, naming the operation and what to write, when neither gives one.
 */
export function operationPrice(id: string, definition: Pick<OperationDefinition<any>, 'price'>): StatedPrice {
  const stated = definition.price
  if (stated && !isQuoteOnly(stated)) return stated as StatedPrice
  const quote = stated?.quote
  const entry = catalogEntry(id)
  if (!entry) {
    throw new TypeError(`operation ${id} states no price and the svc catalog does not list it: give it \`price: { usd: <USD per call> }\` (or another shape of PriceSpec)`)
  }
  const upto = entry.billing === 'actual-usage-upto-max'
  if (entry.variablePrice) {
    if (!quote) throw new TypeError(`operation ${id}: the svc catalog prices it per call (from ${entry.priceUsd} USD): give it \`price: { quote }\``)
    return upto ? { from: entry.priceUsd, quote, upto: true } : { from: entry.priceUsd, quote }
  }
  if (upto) return quote ? { upto: entry.priceUsd, quote } : { upto: entry.priceUsd }
  if (quote) throw new TypeError(`operation ${id}: the svc catalog lists a fixed price (${entry.priceUsd} USD), so it takes no \`quote\``)
  return { usd: entry.priceUsd }
}

/** `{ quote }` alone: the amount and the billing are the catalog's. */
function isQuoteOnly(spec: PriceSpec): spec is Exclude<PriceSpec, StatedPrice> {
  return !('usd' in spec) && !('from' in spec) && typeof spec.upto !== 'number'
}
