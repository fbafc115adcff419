import { defineOperation, invalidField, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { nextTradingDay, type TradingDay, tradingDay } from '../calendars/session.ts'
import type { ExchangeCalendar } from '../calendars/types.ts'
import { iso, localParts, zonedInstant } from '../calendars/zoned.ts'
import { calendarOf, checkYear, describeExchange, exchange, sourceFor } from '../params.ts'

const at = v.pipe(
  v.string(),
  v.isoTimestamp('must be an ISO 8601 instant with seconds and zone, e.g. 2026-11-27T15:00:00Z'),
  v.description('Instant to ask about (ISO 8601 with zone, e.g. 2026-11-27T15:00:00Z; default: now)'),
)

const sessionOf = (calendar: ExchangeCalendar, day: TradingDay) => ({
  date: day.date,
  opensAt: iso(zonedInstant(day.date, day.open!, calendar.timeZone)),
  closesAt: iso(zonedInstant(day.date, day.close!, calendar.timeZone)),
  earlyClose: day.status === 'early-close',
})

export default defineOperation({
  name: 'status',
  sources: sourcesInWords('local rules'),
  method: 'GET',
  description:
    "Whether a stock exchange (NYSE, Nasdaq, LSE, Euronext, Xetra, TSX) is open, closed or on an early-close day at an instant (default now), in the exchange's own time zone, with the current or next session's open and close.",
  input: v.object({ exchange, at: v.optional(at) }),
  keywords: ['is the market open', 'market open now', 'trading hours', 'market hours', 'exchange open', 'when does the market open'],
  example: { params: { exchange: 'NYSE', at: '2026-11-27T15:00:00Z' } },
  check: (input) => {
    if (input.at === undefined) return
    const instant = Date.parse(input.at.replace(' ', 'T'))
    if (Number.isNaN(instant)) throw invalidField('at', 'must be a real instant')
    checkYear(calendarOf(input.exchange), new Date(instant).getUTCFullYear(), 'at')
  },
  handler: ({ input }) => {
    const calendar = calendarOf(input.exchange)
    const instant = input.at === undefined ? Date.now() : Date.parse(input.at.replace(' ', 'T'))
    const local = localParts(instant, calendar.timeZone)
    const day = tradingDay(calendar, local.date)
    const today = day.status === 'closed' ? null : sessionOf(calendar, day)
    const isOpen = today !== null && instant >= Date.parse(today.opensAt) && instant < Date.parse(today.closesAt)
    const reason = isOpen ? null : day.status === 'closed' ? day.reason : instant < Date.parse(today!.opensAt) ? 'before-open' : 'after-close'
    const next = isOpen || reason === 'before-open' ? null : sessionOf(calendar, nextTradingDay(calendar, local.date))
    const item = {
      exchange: describeExchange(calendar),
      at: iso(instant),
      localDate: local.date,
      localTime: local.time,
      status: isOpen ? 'open' : 'closed',
      day: day.status,
      reason,
      holiday: day.name,
      session: today,
      nextSession: reason === 'before-open' ? today : next,
    }
    return lookupAnswer(item, sourceFor(calendar))
  },
})
