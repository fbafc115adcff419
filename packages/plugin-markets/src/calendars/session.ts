import { addDays, isWeekend } from './days.ts'
import { marketDays } from './exchanges.ts'
import type { ExchangeCalendar, MarketDay } from './types.ts'

/** How one local date trades on an exchange. */
export interface TradingDay {
  date: string
  status: 'open' | 'closed' | 'early-close'
  reason: 'weekend' | 'holiday' | null
  name: string | null
  open: string | null
  close: string | null
}

function dayRule(exchange: ExchangeCalendar, date: string): MarketDay | undefined {
  return marketDays(exchange, Number(date.slice(0, 4))).find((day) => day.date === date)
}

export function tradingDay(exchange: ExchangeCalendar, date: string): TradingDay {
  const rule = dayRule(exchange, date)
  if (rule?.status === 'closed') return { date, status: 'closed', reason: 'holiday', name: rule.name, open: null, close: null }
  if (isWeekend(date)) return { date, status: 'closed', reason: 'weekend', name: null, open: null, close: null }
  if (rule) return { date, status: 'early-close', reason: 'holiday', name: rule.name, open: exchange.open, close: rule.close }
  return { date, status: 'open', reason: null, name: null, open: exchange.open, close: exchange.close }
}

/** The first trading day after `date` (holidays never run more than a few days in a row). */
export function nextTradingDay(exchange: ExchangeCalendar, date: string): TradingDay {
  let day = addDays(date, 1)
  for (let guard = 0; guard < 30; guard++, day = addDays(day, 1)) {
    const trading = tradingDay(exchange, day)
    if (trading.status !== 'closed') return trading
  }
  throw new Error(`no trading day within 30 days after ${date}`)
}
