import { createError, defineOperation, listAnswer, sourceOf, UpstreamError, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { treasuryRates } from '../upstreams/treasury-rates.ts'
import { parseYieldFeed } from '../yield-feed.ts'

const FEED = '/resource-center/data-chart-center/interest-rates/pages/xml'
const monthOf = (date: string) => date.slice(0, 7).replace('-', '')
/** The `accept` of a month's answer: the Treasury's Atom feed (module level: asked once per answer). */
const isFeed = (text: unknown) => (typeof text === 'string' && (text.includes('<feed') || text.includes('<m:properties'))) || 'no yield curve feed'
const previousMonth = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 2, 1)).toISOString().slice(0, 10)

export default defineOperation({
  name: 'yield-curve',
  method: 'GET',
  description: 'The US Treasury daily par yield curve (1 month to 30 years) of a day (default the latest business day): one row per maturity, from the Treasury\'s own XML feed.',
  input: v.object({ date: optionalDate('Day of the curve (default today; a weekend or holiday answers the business day before)') }),
  upstreams: [treasuryRates],
  cacheTtl: '1h',
  sources: [{ path: FEED }],
  keywords: ['treasury yield curve', '10 year treasury yield', 'us bond yields today', 'is the yield curve inverted', '2 year vs 10 year yield'],
  async handler({ input, upstream }) {
    const today = new Date().toISOString().slice(0, 10)
    const date = input.date && input.date < today ? input.date : today
    if (date < '1990-01-02') throw createError('NOT_FOUND', 'The Treasury publishes the daily par yield curve from 1990-01-02')
    const client = upstream(treasuryRates)
    // The month of the date, then the month before (the first business day of a month looks back).
    for (const month of [date, previousMonth(date)]) {
      // Kept an hour: a text that is no feed is refused before it is kept.
      const response = await client.text(FEED, { query: { data: 'daily_treasury_yield_curve', field_tdr_date_value_month: monthOf(month) }, accept: isFeed })
      if (isFeed(response.data) !== true) throw new UpstreamError('UPSTREAM_FAILED', `${treasuryRates.name} sent no yield curve feed`, response.status, response.data.slice(0, 200))
      const day = parseYieldFeed(response.data).find((candidate) => candidate.date <= date)
      if (day) {
        const items = day.yields.map((point) => ({ date: day.date, ...point }))
        const spread = (a: string, b: string) => {
          const long = day.yields.find((point) => point.maturity === a)?.yield
          const short = day.yields.find((point) => point.maturity === b)?.yield
          return long === undefined || short === undefined ? null : Number((long - short).toFixed(2))
        }
        return listAnswer(items, sourceOf(treasuryRates, response.url), { mode: 'lookup', meta: { date: day.date, spread10y2y: spread('10Y', '2Y'), spread10y3m: spread('10Y', '3M') } })
      }
    }
    throw createError('NOT_FOUND', `No Treasury par yield curve published on or shortly before ${date}`)
  },
})
