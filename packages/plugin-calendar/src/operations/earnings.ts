import { defineOperation, listAnswer, numberOrNull, optionalDate, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { finnhub } from '@svc/providers/finnhub'
import { dateWindow } from '../window.ts'

const answer = v.object({
  earningsCalendar: v.array(v.object({
    date: v.string(),
    symbol: v.string(),
    hour: v.optional(v.string(), ''),
    quarter: numberOrNull,
    year: numberOrNull,
    epsEstimate: numberOrNull,
    epsActual: numberOrNull,
    revenueEstimate: numberOrNull,
    revenueActual: numberOrNull,
  })),
})

/** Finnhub's report times. */
const TIMES: Record<string, string> = { bmo: 'before-market', amc: 'after-market', dmh: 'during-market' }

export default defineOperation({
  name: 'earnings',
  cacheTtl: '1h',
  sources: sourcesInWords('Finnhub `GET /api/v1/calendar/earnings`'),
  method: 'GET',
  description: 'Earnings calendar: companies reporting between two dates (default the next 14 days), with expected and actual EPS and revenue and the time of day (before or after the market).',
  input: v.object({
    from: optionalDate('First day (default today)'),
    to: optionalDate('Last day (default 14 days from today, or 14 days after a later from)'),
    ticker: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z][A-Z0-9.-]{0,11}$/, 'must be a ticker of 1-12 characters: a letter, then letters, digits, dot or hyphen'), v.description('One company'))),
  }),
  upstreams: [finnhub],
  keywords: ['earnings date', 'when does a company report', 'eps estimate', 'quarterly results calendar'],
  // Dates in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    dateWindow(input, { fromDays: 0, toDays: 14 })
  },
  async handler({ input, upstream }) {
    const { from, to } = dateWindow(input, { fromDays: 0, toDays: 14 })
    const response = await upstream(finnhub).json('/api/v1/calendar/earnings', { query: { from, to, symbol: input.ticker }, schema: answer })
    const items = response.data.earningsCalendar
      .map((row) => ({
        date: row.date,
        symbol: row.symbol,
        time: TIMES[row.hour] ?? null,
        fiscalQuarter: row.quarter,
        fiscalYear: row.year,
        epsEstimate: row.epsEstimate,
        epsActual: row.epsActual,
        revenueEstimate: row.revenueEstimate,
        revenueActual: row.revenueActual,
      }))
      .sort((a, b) => (a.date === b.date ? (a.symbol < b.symbol ? -1 : 1) : a.date < b.date ? -1 : 1))
    return listAnswer(items, sourceOf(finnhub, response.url))
  },
})
