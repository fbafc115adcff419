import { addDays, easterSunday, isWeekend, nthWeekday, weekday, ymd } from './days.ts'
import { closed, early, type MarketDay } from './types.ts'

/** Bank holidays moved or added by proclamation (gov.uk bank holiday announcements). */
const MOVED: Record<number, { earlyMay?: string; spring?: string }> = {
  2002: { spring: '2002-06-04' },
  2012: { spring: '2012-06-04' },
  2020: { earlyMay: '2020-05-08' },
  2022: { spring: '2022-06-02' },
}
const EXTRA: MarketDay[] = [
  closed('2002-06-03', 'Golden Jubilee bank holiday'),
  closed('2011-04-29', 'Royal Wedding bank holiday'),
  closed('2012-06-05', 'Diamond Jubilee bank holiday'),
  closed('2022-06-03', 'Platinum Jubilee bank holiday'),
  closed('2022-09-19', 'State Funeral of Queen Elizabeth II'),
  closed('2023-05-08', 'Coronation of King Charles III bank holiday'),
]

/** The last weekday before `date` that is not in `holidays`. */
function lastTradingDayBefore(date: string, holidays: Set<string>): string {
  let day = addDays(date, -1)
  while (isWeekend(day) || holidays.has(day)) day = addDays(day, -1)
  return day
}

/**
 * London Stock Exchange: England and Wales bank holidays (with their substitute days), and a half day closing at
 * 12:30 on the last trading day before Christmas and the last trading day of the year.
 */
export function lseDays(year: number): MarketDay[] {
  const days: MarketDay[] = []
  const newYear = ymd(year, 1, 1)
  days.push(closed(weekday(newYear) === 6 ? addDays(newYear, 2) : weekday(newYear) === 0 ? addDays(newYear, 1) : newYear, "New Year's Day"))
  const easter = easterSunday(year)
  days.push(closed(addDays(easter, -2), 'Good Friday'))
  days.push(closed(addDays(easter, 1), 'Easter Monday'))
  days.push(closed(MOVED[year]?.earlyMay ?? nthWeekday(year, 5, 1, 1), 'Early May bank holiday'))
  days.push(closed(MOVED[year]?.spring ?? nthWeekday(year, 5, 1, -1), 'Spring bank holiday'))
  days.push(closed(nthWeekday(year, 8, 1, -1), 'Summer bank holiday'))
  const christmas = ymd(year, 12, 25)
  const christmasDay = weekday(christmas)
  // Saturday: Christmas moves to Monday 27, Boxing Day to Tuesday 28; Sunday: Boxing Day stays Monday 26, Christmas moves to Tuesday 27; Friday: Boxing Day moves to Monday 28.
  const christmasObserved = christmasDay === 6 ? addDays(christmas, 2) : christmasDay === 0 ? addDays(christmas, 2) : christmas
  const boxingObserved = christmasDay === 6 ? addDays(christmas, 3) : christmasDay === 0 ? addDays(christmas, 1) : christmasDay === 5 ? addDays(christmas, 3) : addDays(christmas, 1)
  days.push(closed(christmasObserved, 'Christmas Day'))
  days.push(closed(boxingObserved, 'Boxing Day'))
  days.push(...EXTRA.filter((day) => day.date.startsWith(`${year}-`)))

  const holidays = new Set(days.map((day) => day.date))
  days.push(early(lastTradingDayBefore(christmas, holidays), 'Christmas Eve (half day)', '12:30'))
  days.push(early(lastTradingDayBefore(ymd(year + 1, 1, 1), holidays), "New Year's Eve (half day)", '12:30'))
  return days
}
