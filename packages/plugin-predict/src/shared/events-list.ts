import { optionalDate, requireOrder, keyOf } from '@svc/core'
import * as v from 'valibot'
import { gammaEvent, toEvent } from '../gamma-event.ts'
import { limit, offset, status, tagSlug } from '../params.ts'
import { gamma } from '../upstreams/gamma.ts'
import { endDateWindow, gammaPage } from './gamma-listing.ts'
import { venueList } from './venue-list.ts'

/** Our sort names -> Gamma's `order` fields for events. */
export const EVENT_ORDER = { volume24h: 'volume24hr', volume: 'volume', liquidity: 'liquidity', endDate: 'endDate', startDate: 'startDate' } as const
type Order = keyof typeof EVENT_ORDER

export const eventsInput = {
  status,
  tag: v.optional(tagSlug),
  minVolume: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e12), v.description('Smallest total volume in USD'))),
  endAfter: optionalDate('Only events ending on or after this date'),
  endBefore: optionalDate('Only events ending on or before this date'),
  sort: v.optional(v.pipe(keyOf(EVENT_ORDER), v.description('volume24h (default), volume, liquidity, endDate or startDate')), 'volume24h'),
  ascending: v.optional(v.pipe(v.boolean(), v.description('Smallest first (default false)')), false),
  limit: limit(50, 10),
  offset: offset(10_000),
}

export interface EventsQuery {
  status: 'open' | 'closed' | 'all'
  tag?: string | undefined
  minVolume?: number | undefined
  endAfter?: string | undefined
  endBefore?: string | undefined
  sort: Order
  ascending: boolean
  limit: number
  offset: number
}

export function checkEventDates(query: Pick<EventsQuery, 'endAfter' | 'endBefore'>) {
  requireOrder(query, 'endAfter', 'endBefore')
}

/** Gamma GET /events query of a normalized events query. */
export function eventsQuery(query: EventsQuery) {
  return {
    ...gammaPage(query, EVENT_ORDER[query.sort]),
    tag_slug: query.tag,
    volume_min: query.minVolume,
    ...endDateWindow(query),
  }
}

export const gammaEvents = v.array(gammaEvent)

/** The list of venue A events with their markets (Gamma GET /events), served as `events` and its alias `marketA-events`. */
export const eventsList = venueList({
  upstream: gamma,
  path: '/events',
  input: v.object(eventsInput),
  check: checkEventDates,
  query: eventsQuery,
  rows: gammaEvents,
  cacheTtl: '1min',
  item: toEvent,
})
