import { addDays, easterSunday, nthWeekday, weekday, ymd } from './days.ts'
import { closed, early, type MarketDay } from './types.ts'

/** Closures the rules cannot predict (days of mourning, emergencies), as the NYSE announced them. */
const SPECIAL: MarketDay[] = [
  ...['2001-09-11', '2001-09-12', '2001-09-13', '2001-09-14'].map((date) => closed(date, 'Closed after the September 11 attacks')),
  closed('2004-06-11', 'National Day of Mourning for President Ronald Reagan'),
  closed('2007-01-02', 'National Day of Mourning for President Gerald Ford'),
  closed('2012-10-29', 'Closed for Hurricane Sandy'),
  closed('2012-10-30', 'Closed for Hurricane Sandy'),
  closed('2018-12-05', 'National Day of Mourning for President George H. W. Bush'),
  closed('2025-01-09', 'National Day of Mourning for President Jimmy Carter'),
]

/** A fixed-date holiday on Saturday is observed the Friday before, on Sunday the Monday after (NYSE Rule 7.2). */
function observed(date: string): string {
  const day = weekday(date)
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date
}

/**
 * NYSE (and Nasdaq, which keeps the same holidays and early closes): NYSE Rule 7.2 holidays, early closes at 13:00 ET
 * on July 3, the day after Thanksgiving and Christmas Eve when those fall Monday to Thursday.
 */
export function usEquityDays(year: number): MarketDay[] {
  const days: MarketDay[] = []
  const newYear = ymd(year, 1, 1)
  // New Year's Day on a Saturday is not observed on the Friday before (it would close the old year's last day).
  if (weekday(newYear) !== 6) days.push(closed(observed(newYear), "New Year's Day"))
  days.push(closed(nthWeekday(year, 1, 1, 3), 'Martin Luther King, Jr. Day'))
  days.push(closed(nthWeekday(year, 2, 1, 3), "Washington's Birthday"))
  days.push(closed(addDays(easterSunday(year), -2), 'Good Friday'))
  days.push(closed(nthWeekday(year, 5, 1, -1), 'Memorial Day'))
  if (year >= 2022) days.push(closed(observed(ymd(year, 6, 19)), 'Juneteenth National Independence Day'))
  days.push(closed(observed(ymd(year, 7, 4)), 'Independence Day'))
  days.push(closed(nthWeekday(year, 9, 1, 1), 'Labor Day'))
  const thanksgiving = nthWeekday(year, 11, 4, 4)
  days.push(closed(thanksgiving, 'Thanksgiving Day'))
  days.push(closed(observed(ymd(year, 12, 25)), 'Christmas Day'))

  const julyThird = ymd(year, 7, 3)
  if (weekday(julyThird) >= 1 && weekday(julyThird) <= 4) days.push(early(julyThird, 'Day before Independence Day', '13:00'))
  days.push(early(addDays(thanksgiving, 1), 'Day after Thanksgiving', '13:00'))
  const christmasEve = ymd(year, 12, 24)
  if (weekday(christmasEve) >= 1 && weekday(christmasEve) <= 4) days.push(early(christmasEve, 'Christmas Eve', '13:00'))

  days.push(...SPECIAL.filter((day) => day.date.startsWith(`${year}-`)))
  return days
}
