import { booleanOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { looseNumber, round } from './numbers.ts'

const level = v.object({ price: looseNumber, size: looseNumber })

/** CLOB GET /book: the members this plugin reads (prices and sizes are decimal strings). */
export const clobBook = v.object({
  market: textOrNull,
  asset_id: v.string(),
  timestamp: v.nullish(v.union([v.string(), v.number()]), null),
  bids: v.nullish(v.array(level), null),
  asks: v.nullish(v.array(level), null),
  min_order_size: looseNumber,
  tick_size: looseNumber,
  neg_risk: booleanOrNull,
  last_trade_price: looseNumber,
})
export type ClobBook = v.InferOutput<typeof clobBook>

type Level = { price: number; size: number }
const levels = (rows: ClobBook['bids']): Level[] =>
  (rows ?? []).filter((row): row is Level => row.price !== null && row.size !== null)

/** The normalized book: bids highest first, asks lowest first (the CLOB lists each side worst to best), `depth` levels a side. */
export function toBook(book: ClobBook, depth: number) {
  const bids = levels(book.bids).sort((a, b) => b.price - a.price)
  const asks = levels(book.asks).sort((a, b) => a.price - b.price)
  const bestBid = bids[0]?.price ?? null
  const bestAsk = asks[0]?.price ?? null
  const millis = book.timestamp === null ? Number.NaN : Number(book.timestamp)
  return {
    tokenId: book.asset_id,
    conditionId: book.market,
    time: Number.isFinite(millis) ? new Date(millis).toISOString() : null,
    bestBid,
    bestAsk,
    midpoint: bestBid !== null && bestAsk !== null ? round((bestBid + bestAsk) / 2) : null,
    spread: bestBid !== null && bestAsk !== null ? round(bestAsk - bestBid) : null,
    lastTradePrice: book.last_trade_price,
    bidDepth: round(bids.reduce((sum, row) => sum + row.size, 0), 4),
    askDepth: round(asks.reduce((sum, row) => sum + row.size, 0), 4),
    bids: bids.slice(0, depth),
    asks: asks.slice(0, depth),
    tickSize: book.tick_size,
    minOrderSize: book.min_order_size,
    negRisk: book.neg_risk,
  }
}
