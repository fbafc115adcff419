/** One non-regular day of an exchange: closed all day, or an early close at `close` (local `HH:MM`). */
export interface MarketDay {
  date: string
  name: string
  status: 'closed' | 'early-close'
  close: string | null
}

/** The rules of one exchange's calendar: the regular session and the year's holidays and early closes. */
export interface ExchangeCalendar {
  /** ISO 10383 market identifier code. */
  mic: string
  /** Other codes callers use for it. */
  aliases: string[]
  name: string
  timeZone: string
  open: string
  close: string
  /** Where the rules come from (the exchange's published calendar page). */
  url: string
  /** First year the rules hold for. */
  since: number
  days(year: number): MarketDay[]
}

export const closed = (date: string, name: string): MarketDay => ({ date, name, status: 'closed', close: null })
export const early = (date: string, name: string, close: string): MarketDay => ({ date, name, status: 'early-close', close })
