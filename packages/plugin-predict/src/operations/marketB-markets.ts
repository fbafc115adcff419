import { defineOperation, listAnswer, sourceOf, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { kalshiMarkets, toKalshiMarket } from '../kalshi-market.ts'
import { kalshi } from '../upstreams/kalshi.ts'

const ticker = (description: string) => v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9][A-Z0-9._-]{0,99}$/, 'must be a ticker (letters, digits, dot, underscore, hyphen)'), v.description(description))
const STATUSES = ['open', 'closed', 'settled', 'unopened', 'paused'] as const
/**
 * Kalshi filters with one vocabulary and answers with another (https://docs.kalshi.com/getting_started/market_lifecycle):
 * `status=open` finds markets whose `status` is `active`, `settled` those `finalized`, `unopened` those `initialized`,
 * `paused` those `inactive`. A status copied from an answer is taken as the filter it belongs to.
 */
const ANSWER_STATUSES = { active: 'open', finalized: 'settled', initialized: 'unopened', inactive: 'paused' } as const
const statusFilter = v.pipe(
  v.picklist([...STATUSES, ...(Object.keys(ANSWER_STATUSES) as (keyof typeof ANSWER_STATUSES)[])]),
  v.transform((status) => (status in ANSWER_STATUSES ? ANSWER_STATUSES[status as keyof typeof ANSWER_STATUSES] : (status as (typeof STATUSES)[number]))),
)

export default defineOperation({
  name: 'marketB-markets',
  method: 'GET',
  description: 'Markets of venue B (Kalshi), the venue named: ticker, event, title and outcome, status as Kalshi answers it (active, closed, determined, finalized...), yes/no bid and ask and last price in dollars (the implied probability), volume, 24-hour volume, open interest, open and close times, result; by status, event, series or tickers, paged with a cursor.',
  input: v.object({
    status: v.optional(v.pipe(statusFilter, v.description('open (default), closed, settled, unopened or paused; the statuses answers carry (active, finalized, initialized, inactive) are taken as open, settled, unopened and paused')), 'open'),
    event: v.optional(ticker('Only markets of this event ticker, e.g. KXFEDDECISION-26DEC')),
    series: v.optional(ticker('Only markets of this series ticker, e.g. KXFEDDECISION')),
    tickers: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9._-]{1,100}(,[A-Z0-9._-]{1,100}){0,19}$/, 'must be 1-20 market tickers separated by commas'), v.description('Only these market tickers (1-20, comma-separated)'))),
    combos: v.optional(v.pipe(v.boolean(), v.description('Include multivariate combo markets (default false)')), false),
    limit: rowLimit(1000, 100, 'Markets per page (1-1000, default 100)'),
    cursor: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_=+/-]{1,500}$/, 'must be a cursor from a previous answer'), v.description('nextCursor of a previous answer'))),
  }),
  upstreams: [kalshi],
  cacheTtl: '1min',
  sources: [{ path: '/markets' }],
  keywords: ['kalshi markets', 'venue b markets', 'cftc regulated prediction market odds', 'event contracts prices'],
  async handler({ input, upstream }) {
    const response = await upstream(kalshi).json('/markets', {
      query: {
        status: input.status,
        event_ticker: input.event,
        series_ticker: input.series,
        tickers: input.tickers,
        mve_filter: input.combos ? undefined : 'exclude',
        limit: input.limit,
        cursor: input.cursor,
      },
      schema: kalshiMarkets,
    })
    return { ...listAnswer(response.data.markets.map(toKalshiMarket), sourceOf(kalshi, response.url), { total: null }), nextCursor: response.data.cursor || null }
  },
})
