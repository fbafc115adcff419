import { euronextDays, xetraDays } from './europe.ts'
import { lseDays } from './lse.ts'
import { usEquityDays } from './nyse.ts'
import { tsxDays } from './tsx.ts'
import type { ExchangeCalendar, MarketDay } from './types.ts'

/** First and last year the rules are answered for (earlier years had rules this table does not keep). */
export const MIN_YEAR = 2000
export const MAX_YEAR = 2100

const US = 'https://www.nyse.com/markets/hours-calendars'
const EURONEXT = 'https://www.euronext.com/en/trade/trading-hours-holidays'

export const EXCHANGES: ExchangeCalendar[] = [
  { mic: 'XNYS', aliases: ['NYSE'], name: 'New York Stock Exchange', timeZone: 'America/New_York', open: '09:30', close: '16:00', url: US, since: 2000, days: usEquityDays },
  { mic: 'XNAS', aliases: ['NASDAQ'], name: 'Nasdaq', timeZone: 'America/New_York', open: '09:30', close: '16:00', url: 'https://www.nasdaq.com/market-activity/stock-market-holiday-schedule', since: 2000, days: usEquityDays },
  { mic: 'XLON', aliases: ['LSE'], name: 'London Stock Exchange', timeZone: 'Europe/London', open: '08:00', close: '16:30', url: 'https://www.londonstockexchange.com/equities-trading/business-days', since: 2000, days: lseDays },
  { mic: 'XPAR', aliases: ['EURONEXT', 'EPA'], name: 'Euronext Paris', timeZone: 'Europe/Paris', open: '09:00', close: '17:30', url: EURONEXT, since: 2010, days: euronextDays },
  { mic: 'XAMS', aliases: ['AEX'], name: 'Euronext Amsterdam', timeZone: 'Europe/Amsterdam', open: '09:00', close: '17:30', url: EURONEXT, since: 2010, days: euronextDays },
  { mic: 'XBRU', aliases: [], name: 'Euronext Brussels', timeZone: 'Europe/Brussels', open: '09:00', close: '17:30', url: EURONEXT, since: 2010, days: euronextDays },
  { mic: 'XLIS', aliases: [], name: 'Euronext Lisbon', timeZone: 'Europe/Lisbon', open: '08:00', close: '16:30', url: EURONEXT, since: 2010, days: euronextDays },
  { mic: 'XTSE', aliases: ['TSX'], name: 'Toronto Stock Exchange', timeZone: 'America/Toronto', open: '09:30', close: '16:00', url: 'https://www.tsx.com/en/trading/calendars-and-trading-hours/calendar', since: 2008, days: tsxDays },
  { mic: 'XETR', aliases: ['XETRA'], name: 'Xetra (Deutsche Börse)', timeZone: 'Europe/Berlin', open: '09:00', close: '17:30', url: 'https://www.xetra.com/xetra-en/trading/trading-calendar-and-trading-hours', since: 2023, days: xetraDays },
]

/** Codes a caller may give: MICs and the common names. */
export const EXCHANGE_CODES = EXCHANGES.flatMap((exchange) => [exchange.mic, ...exchange.aliases])

export function exchangeOf(code: string): ExchangeCalendar {
  const exchange = EXCHANGES.find((candidate) => candidate.mic === code || candidate.aliases.includes(code))
  if (!exchange) throw new Error(`unknown exchange ${code}`)
  return exchange
}

/** The year's closed days and early closes, in date order (a full closure wins over an early close the same day). */
export function marketDays(exchange: ExchangeCalendar, year: number): MarketDay[] {
  const byDate = new Map<string, MarketDay>()
  for (const day of exchange.days(year)) {
    const known = byDate.get(day.date)
    if (!known || (known.status === 'early-close' && day.status === 'closed')) byDate.set(day.date, day)
  }
  return [...byDate.values()].filter((day) => day.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date))
}
