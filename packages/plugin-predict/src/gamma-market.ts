import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { flag, gammaRecord } from './gamma-record.ts'
import { dayOf, looseNumber } from './numbers.ts'

/** The members of a Gamma market this plugin reads (GET /markets, /markets/{id}, /markets/slug/{slug}). */
export const gammaMarket = v.object({
  ...gammaRecord,
  question: textOrNull,
  conditionId: textOrNull,
  outcomes: textOrNull,
  outcomePrices: textOrNull,
  clobTokenIds: textOrNull,
  volumeNum: looseNumber,
  liquidityNum: looseNumber,
  bestBid: looseNumber,
  bestAsk: looseNumber,
  lastTradePrice: looseNumber,
  spread: looseNumber,
  oneDayPriceChange: looseNumber,
  acceptingOrders: flag,
  groupItemTitle: textOrNull,
  events: v.nullish(v.array(v.object({ slug: textOrNull, title: textOrNull })), null),
})
export type GammaMarket = v.InferOutput<typeof gammaMarket>

/** Gamma writes outcome names, prices and token ids as JSON-encoded arrays inside strings. */
function stringList(value: string | null): string[] {
  if (!value) return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

export interface Outcome {
  name: string
  price: number | null
  tokenId: string | null
}

export function outcomesOf(market: GammaMarket): Outcome[] {
  const names = stringList(market.outcomes)
  const prices = stringList(market.outcomePrices)
  const tokens = stringList(market.clobTokenIds)
  return names.map((name, index) => {
    const price = prices[index] === undefined ? null : Number(prices[index])
    return { name, price: price === null || Number.isNaN(price) ? null : price, tokenId: tokens[index] ?? null }
  })
}

/** The normalized market row: `price` is the first outcome's price (the probability of Yes on a yes/no market). */
export function toMarket(market: GammaMarket) {
  const outcomes = outcomesOf(market)
  const eventSlug = market.events?.[0]?.slug ?? null
  return {
    id: String(market.id),
    slug: market.slug,
    question: market.question,
    conditionId: market.conditionId,
    outcomes,
    price: outcomes[0]?.price ?? null,
    bestBid: market.bestBid,
    bestAsk: market.bestAsk,
    lastTradePrice: market.lastTradePrice,
    spread: market.spread,
    oneDayPriceChange: market.oneDayPriceChange,
    volume: market.volumeNum ?? market.volume,
    volume24h: market.volume24hr,
    liquidity: market.liquidityNum ?? market.liquidity,
    startDate: dayOf(market.startDate),
    endDate: dayOf(market.endDate),
    endTime: market.endDate,
    active: market.active,
    closed: market.closed,
    acceptingOrders: market.acceptingOrders,
    negRisk: market.negRisk,
    groupItemTitle: market.groupItemTitle,
    category: market.category,
    eventSlug,
    eventTitle: market.events?.[0]?.title ?? null,
    url: eventSlug ? `https://polymarket.com/event/${eventSlug}` : market.slug ? `https://polymarket.com/market/${market.slug}` : null,
  }
}
export type Market = ReturnType<typeof toMarket>
