import { booleanOrNull, numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { gammaMarket, toMarket } from './gamma-market.ts'
import { gammaRecord } from './gamma-record.ts'
import { dayOf, looseNumber } from './numbers.ts'

/** The members of a Gamma event this plugin reads (GET /events, /public-search). */
export const gammaEvent = v.object({
  ...gammaRecord,
  ticker: textOrNull,
  title: textOrNull,
  openInterest: looseNumber,
  seriesSlug: textOrNull,
  tags: v.nullish(v.array(v.object({ slug: textOrNull, label: textOrNull })), null),
  markets: v.nullish(v.array(gammaMarket), null),
})
export type GammaEvent = v.InferOutput<typeof gammaEvent>

const pagination = v.nullish(v.object({ hasMore: booleanOrNull, totalResults: numberOrNull }), null)
/** GET /public-search: `events` and `pagination` may each be left out, but an answer with neither is not a search answer. */
export const publicSearchAnswer = v.pipe(
  v.object({ events: v.nullish(v.array(gammaEvent), null), pagination }),
  v.check((answer) => answer.events !== null || answer.pagination !== null, 'events: missing'),
)

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
