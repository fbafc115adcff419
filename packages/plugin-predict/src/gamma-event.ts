import * as v from 'valibot'
import { gammaMarket, toMarket } from './gamma-market.ts'
import { dayOf, looseNumber } from './numbers.ts'

const text = v.nullish(v.string(), null)
const flag = v.nullish(v.boolean(), null)

/** The members of a Gamma event this plugin reads (GET /events, /public-search). */
export const gammaEvent = v.object({
  id: v.union([v.string(), v.number()]),
  ticker: text,
  slug: text,
  title: text,
  description: text,
  category: text,
  startDate: text,
  endDate: text,
  volume: looseNumber,
  volume24hr: looseNumber,
  liquidity: looseNumber,
  openInterest: looseNumber,
  active: flag,
  closed: flag,
  negRisk: flag,
  seriesSlug: text,
  tags: v.nullish(v.array(v.object({ slug: text, label: text })), null),
  markets: v.nullish(v.array(gammaMarket), null),
})
export type GammaEvent = v.InferOutput<typeof gammaEvent>

/** The normalized event row with its markets (each with its outcomes and prices). */
export function toEvent(event: GammaEvent) {
  const markets = (event.markets ?? []).map((market) => toMarket({ ...market, events: market.events ?? [{ slug: event.slug, title: event.title }] }))
  return {
    id: String(event.id),
    slug: event.slug,
    title: event.title,
    category: event.category,
    tags: (event.tags ?? []).map((tag) => tag.slug).filter((slug): slug is string => Boolean(slug)),
    startDate: dayOf(event.startDate),
    endDate: dayOf(event.endDate),
    endTime: event.endDate,
    volume: event.volume,
    volume24h: event.volume24hr,
    liquidity: event.liquidity,
    openInterest: event.openInterest,
    active: event.active,
    closed: event.closed,
    negRisk: event.negRisk,
    seriesSlug: event.seriesSlug,
    marketCount: markets.length,
    markets,
    url: event.slug ? `https://polymarket.com/event/${event.slug}` : null,
  }
}
