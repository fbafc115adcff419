import { invalidField, localSource } from '@svc/core'
import * as v from 'valibot'
import { EXCHANGE_CODES, exchangeOf, MAX_YEAR } from './calendars/exchanges.ts'
import type { ExchangeCalendar } from './calendars/types.ts'

export const exchange = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.picklist(EXCHANGE_CODES, `must be one of ${EXCHANGE_CODES.join(', ')}`),
  v.description(`Exchange: MIC or common name (${EXCHANGE_CODES.join(', ')})`),
)

/** Refuses a year the exchange's rules do not cover, naming `field`. */
export function checkYear(calendar: ExchangeCalendar, year: number, field: string): void {
  if (year < calendar.since || year > MAX_YEAR) throw invalidField(field, `${calendar.mic} is answered for ${calendar.since}-${MAX_YEAR}`)
}

export const calendarOf = (code: string): ExchangeCalendar => exchangeOf(code)

export const describeExchange = (calendar: ExchangeCalendar) => ({ mic: calendar.mic, name: calendar.name, timeZone: calendar.timeZone })

export const sourceFor = (calendar: ExchangeCalendar) =>
  localSource(`${calendar.name} trading calendar (rules computed on the host)`, calendar.url, 'Public holiday rules; computed by svc')
