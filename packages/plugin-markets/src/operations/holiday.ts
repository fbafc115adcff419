import { defineOperation, forbidTogether, listAnswer, lookupAnswer, optionalDate, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { MAX_YEAR, marketDays } from '../calendars/exchanges.ts'
import { tradingDay } from '../calendars/session.ts'
import { calendarOf, checkYear, describeExchange, exchange, sourceFor } from '../params.ts'

export default defineOperation({
  name: 'holiday',
  sources: sourcesInWords('local rules'),
  method: 'GET',
  description:
    "Stock exchange holidays and early closes (NYSE, Nasdaq, LSE, Euronext, Xetra, TSX) for a year, or whether one date is a trading day, computed from the exchange's published holiday rules.",
  input: v.object({
    exchange,
    year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(MAX_YEAR), v.description('Year to list (default: the current year)'))),
    date: optionalDate('One date to look up instead of a year: is it a trading day, a holiday or an early close?'),
  }),
  keywords: ['market holiday', 'exchange holiday', 'trading holiday', 'early close', 'half day', 'is the market closed', 'nyse holidays'],
  example: { params: { exchange: 'NYSE', year: 2026 } },
  check: (input) => {
    forbidTogether(input, 'year', 'date')
    const calendar = calendarOf(input.exchange)
    if (input.date) checkYear(calendar, Number(input.date.slice(0, 4)), 'date')
    else if (input.year !== undefined) checkYear(calendar, input.year, 'year')
  },
  handler: ({ input }) => {
    const calendar = calendarOf(input.exchange)
    const source = sourceFor(calendar)
    if (input.date) return lookupAnswer({ exchange: describeExchange(calendar), ...tradingDay(calendar, input.date) }, source, { mode: 'lookup' })
    const year = input.year ?? new Date().getUTCFullYear()
    const items = marketDays(calendar, year).map((day) => ({ ...day, open: day.status === 'closed' ? null : calendar.open }))
    return listAnswer(items, source, { mode: 'list', meta: { exchange: describeExchange(calendar), year, regularSession: { open: calendar.open, close: calendar.close } } })
  },
})
