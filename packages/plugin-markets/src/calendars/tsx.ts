import { addDays, easterSunday, nthWeekday, weekday, ymd } from './days.ts'
import { closed, early, type MarketDay } from './types.ts'

/** A holiday on Saturday or Sunday is observed the Monday after. */
const nextMonday = (date: string): string => (weekday(date) === 6 ? addDays(date, 2) : weekday(date) === 0 ? addDays(date, 1) : date)

/** Victoria Day: the last Monday before May 25. */
const victoriaDay = (year: number): string => addDays(ymd(year, 5, 24), -((weekday(ymd(year, 5, 24)) + 6) % 7))

/**
 * Toronto Stock Exchange (TMX): Ontario statutory holidays and the Civic Holiday, weekend days moved to the Monday (and
 * Tuesday) after; early close at 13:00 ET on December 24 when it is a weekday.
 */
export function tsxDays(year: number): MarketDay[] {
  const christmas = ymd(year, 12, 25)
  const christmasDay = weekday(christmas)
  const christmasObserved = christmasDay === 6 || christmasDay === 0 ? addDays(christmas, 2) : christmas
  const boxingObserved = christmasDay === 6 ? addDays(christmas, 3) : christmasDay === 0 ? addDays(christmas, 1) : christmasDay === 5 ? addDays(christmas, 3) : addDays(christmas, 1)
  const days = [
    closed(nextMonday(ymd(year, 1, 1)), "New Year's Day"),
    closed(nthWeekday(year, 2, 1, 3), 'Family Day'),
    closed(addDays(easterSunday(year), -2), 'Good Friday'),
    closed(victoriaDay(year), 'Victoria Day'),
    closed(nextMonday(ymd(year, 7, 1)), 'Canada Day'),
    closed(nthWeekday(year, 8, 1, 1), 'Civic Holiday'),
    closed(nthWeekday(year, 9, 1, 1), 'Labour Day'),
    closed(nthWeekday(year, 10, 1, 2), 'Thanksgiving Day'),
    closed(christmasObserved, 'Christmas Day'),
    closed(boxingObserved, 'Boxing Day'),
  ]
  const christmasEve = ymd(year, 12, 24)
  if (weekday(christmasEve) >= 1 && weekday(christmasEve) <= 5) days.push(early(christmasEve, 'Christmas Eve', '13:00'))
  return days
}
