import { booleanOrNull, optionalDate, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { gammaEvent, toEvent } from '../gamma-event.ts'
import { limit, offset, tagSlug } from '../params.ts'
import { checkEventDates, eventsQuery } from '../shared/events-list.ts'
import { venueOperation } from '../shared/venue-list.ts'
import { gamma } from '../upstreams/gamma.ts'

/** A Gamma event with the game members sports events carry. */
const sportsEvent = v.object({ ...gammaEvent.entries, startTime: textOrNull, score: textOrNull, period: textOrNull, elapsed: textOrNull, live: booleanOrNull, ended: booleanOrNull })

export default venueOperation({
  name: 'sports',
  description: 'Prediction market odds on sports from venue A (Polymarket): games and tournaments of a league (nba, nfl, mlb, nhl, epl, ucl, ufc... as tag slugs) or of every sport, each with its markets (moneyline, spreads, totals, futures) and prices, game start, live score and status.',
  input: v.object({
    league: v.optional(v.pipe(tagSlug, v.description('League or sport tag slug, e.g. nba, nfl, epl, ufc, tennis (default: every sport)'))),
    status: v.optional(v.pipe(v.picklist(['open', 'closed', 'all']), v.description('open (default), closed or all')), 'open'),
    endAfter: optionalDate('Only events ending on or after this date'),
    endBefore: optionalDate('Only events ending on or before this date'),
    sort: v.optional(v.pipe(v.picklist(['volume24h', 'volume', 'liquidity', 'endDate', 'startDate']), v.description('volume24h (default), volume, liquidity, endDate or startDate')), 'volume24h'),
    limit: limit(50, 10),
    offset: offset(10_000),
  }),
  keywords: ['sports betting odds', 'odds for tonight\'s game', 'who will win the super bowl', 'nba odds', 'championship odds'],
  check: checkEventDates,
  upstream: gamma,
  path: '/events',
  query: (input) => eventsQuery({ ...input, tag: input.league ?? 'sports', ascending: input.sort === 'endDate' || input.sort === 'startDate' }),
  rows: v.array(sportsEvent),
  cacheTtl: '1min',
  item: (event) => ({
    ...toEvent(event),
    gameStartTime: event.startTime,
    live: event.live,
    ended: event.ended,
    score: event.score || null,
    period: event.period || null,
  }),
})
