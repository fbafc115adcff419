import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { dayOf, looseNumber, round } from './numbers.ts'


/**
 * The members of a venue B (Kalshi) market this plugin reads (GET /markets). Prices come as dollar strings
 * (`yes_bid_dollars` "0.5600") beside the older integer cents (`yes_bid` 56), counts as fixed-point strings
 * (`volume_fp` "1200.00") beside the older integers; either is read.
 */
export const kalshiMarket = v.object({
  ticker: v.string(),
  event_ticker: textOrNull,
  title: textOrNull,
  subtitle: textOrNull,
  yes_sub_title: textOrNull,
  status: textOrNull,
  open_time: textOrNull,
  close_time: textOrNull,
  result: textOrNull,
  yes_bid_dollars: looseNumber,
  yes_ask_dollars: looseNumber,
  no_bid_dollars: looseNumber,
  no_ask_dollars: looseNumber,
  last_price_dollars: looseNumber,
  yes_bid: looseNumber,
  yes_ask: looseNumber,
  no_bid: looseNumber,
  no_ask: looseNumber,
  last_price: looseNumber,
  volume_fp: looseNumber,
  volume_24h_fp: looseNumber,
  open_interest_fp: looseNumber,
  volume: looseNumber,
  volume_24h: looseNumber,
  open_interest: looseNumber,
})
export type KalshiMarket = v.InferOutput<typeof kalshiMarket>

export const kalshiMarkets = v.object({ markets: v.array(kalshiMarket), cursor: textOrNull })

const dollars = (value: number | null, cents: number | null) => value ?? (cents === null ? null : round(cents / 100, 4))

/** The normalized venue B market: prices in dollars (0-1, the implied probability); `price` is the yes midpoint, else the last price. */
export function toKalshiMarket(market: KalshiMarket) {
  const yesBid = dollars(market.yes_bid_dollars, market.yes_bid)
  const yesAsk = dollars(market.yes_ask_dollars, market.yes_ask)
  const lastPrice = dollars(market.last_price_dollars, market.last_price)
  const quoted = yesBid !== null && yesAsk !== null && yesAsk > 0 && yesBid <= yesAsk
  return {
    ticker: market.ticker,
    eventTicker: market.event_ticker,
    title: market.title,
    subtitle: market.yes_sub_title || market.subtitle || null,
    status: market.status,
    price: quoted ? round((yesBid + yesAsk) / 2, 4) : lastPrice,
    yesBid,
    yesAsk,
    noBid: dollars(market.no_bid_dollars, market.no_bid),
    noAsk: dollars(market.no_ask_dollars, market.no_ask),
    lastPrice,
    volume: market.volume_fp ?? market.volume,
    volume24h: market.volume_24h_fp ?? market.volume_24h,
    openInterest: market.open_interest_fp ?? market.open_interest,
    openTime: market.open_time,
    closeTime: market.close_time,
    closeDate: dayOf(market.close_time),
    result: market.result || null,
  }
}
export type VenueBMarket = ReturnType<typeof toKalshiMarket>
