import { addDays, easterSunday, isWeekend, ymd } from './days.ts'
import { closed, early, type MarketDay } from './types.ts'

/** Days common to the pan-European calendars (TARGET-style): no substitute days for weekend holidays. */
function common(year: number): MarketDay[] {
  const easter = easterSunday(year)
  return [
    closed(ymd(year, 1, 1), "New Year's Day"),
    closed(addDays(easter, -2), 'Good Friday'),
    closed(addDays(easter, 1), 'Easter Monday'),
    closed(ymd(year, 5, 1), 'Labour Day'),
    closed(ymd(year, 12, 25), 'Christmas Day'),
    closed(ymd(year, 12, 26), 'Boxing Day'),
  ]
}

/** Euronext cash markets: closed on the common days, early close at 14:05 CET on December 24 and 31. */
export function euronextDays(year: number): MarketDay[] {
  return [...common(year), early(ymd(year, 12, 24), 'Christmas Eve', '14:05'), early(ymd(year, 12, 31), "New Year's Eve", '14:05')].filter(
    (day) => !isWeekend(day.date),
  )
}

/** Xetra (Deutsche Börse): closed on the common days and on December 24 and 31. */
export function xetraDays(year: number): MarketDay[] {
  return [...common(year), closed(ymd(year, 12, 24), 'Christmas Eve'), closed(ymd(year, 12, 31), "New Year's Eve")].filter((day) => !isWeekend(day.date))
}
