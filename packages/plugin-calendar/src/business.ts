import { invalidField } from '@svc/core'
import { fromDay, MAX_YEAR, MIN_YEAR, toDay, weekdayOf, yearOf, type Weekday } from './dates.ts'
import type { HolidayCalendar } from './holiday-source.ts'
import type { HolidayType } from './params.ts'

/** A holiday on one date that made a working weekday a day off. */
export interface DayOff {
  date: string
  name: string
  type: HolidayType
  substitute: boolean
  rule: string
}

const FIRST_DAY = toDay(`${MIN_YEAR}-01-01`)
const LAST_DAY = toDay(`${MAX_YEAR}-12-31`)

/** Working days of one country (or region): a weekday not in `weekend` and not a holiday of `types`. */
export class WorkCalendar {
  private readonly byYear = new Map<number, Map<number, DayOff[]>>()

  constructor(
    private readonly calendar: HolidayCalendar,
    private readonly lang: string,
    private readonly types: ReadonlySet<HolidayType>,
    private readonly weekend: ReadonlySet<Weekday>,
  ) {}

  isWeekend(day: number): boolean {
    return this.weekend.has(weekdayOf(day))
  }

  holidaysOn(day: number): DayOff[] {
    return this.year(yearOf(day)).get(day) ?? []
  }

  /**
   * Works out the holidays of the years `from`..`to` (clamped to the covered years) ahead of a walk,
   * giving the event loop back after each year computed: a lunisolar calendar (CN, KR, VN...) costs
   * tens of milliseconds a year, so a 150-year count must not hold every other request for seconds.
   */
  async prepare(fromDay: number, toDay: number): Promise<void> {
    const first = Math.max(MIN_YEAR, yearOf(Math.min(fromDay, toDay)))
    const last = Math.min(MAX_YEAR, yearOf(Math.max(fromDay, toDay)))
    for (let year = first; year <= last; year++) {
      if (this.byYear.has(year)) continue
      this.year(year)
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
  }

  isBusinessDay(day: number): boolean {
    return !this.isWeekend(day) && this.holidaysOn(day).length === 0
  }

  /** Holidays of the selected types by day; a multi-day holiday of the year before may reach into this one. */
  private year(year: number): Map<number, DayOff[]> {
    let days = this.byYear.get(year)
    if (days) return days
    days = new Map()
    for (const holiday of [...this.calendar.year(year - 1, this.lang), ...this.calendar.year(year, this.lang)]) {
      if (!this.types.has(holiday.type)) continue
      for (let day = toDay(holiday.date); day <= toDay(holiday.end); day++) {
        if (yearOf(day) !== year) continue
        const off: DayOff = { date: fromDay(day), name: holiday.name, type: holiday.type, substitute: holiday.substitute, rule: holiday.rule }
        const list = days.get(day)
        if (!list) days.set(day, [off])
        else if (!list.some((other) => other.name === off.name && other.type === off.type)) list.push(off)
      }
    }
    this.byYear.set(year, days)
    return days
  }
}

export interface Walk {
  businessDays: number
  weekendDays: number
  /** Holidays that fell on working weekdays, in the order met. */
  holidays: DayOff[]
}

/** Moves `count` business days from `start` (backwards when negative); start itself never counts. */
export function addBusinessDays(work: WorkCalendar, start: number, count: number): Walk & { day: number } {
  const step = Math.sign(count)
  const walk: Walk = { businessDays: 0, weekendDays: 0, holidays: [] }
  let day = start
  while (walk.businessDays < Math.abs(count)) {
    day += step
    if (day < FIRST_DAY || day > LAST_DAY) {
      throw invalidField('addDays', `${count} business days from ${fromDay(start)} leave the years ${MIN_YEAR}-${MAX_YEAR} the holiday rules cover`)
    }
    visit(work, day, walk)
  }
  return { ...walk, businessDays: count, day }
}

/** Business days after `start` through `end`; negative when `end` is before `start`. */
export function countBusinessDays(work: WorkCalendar, start: number, end: number): Walk {
  const walk: Walk = { businessDays: 0, weekendDays: 0, holidays: [] }
  const [from, to] = start <= end ? [start, end] : [end, start]
  for (let day = from + 1; day <= to; day++) visit(work, day, walk)
  return start <= end ? walk : { ...walk, businessDays: -walk.businessDays }
}

/** The nearest business day strictly after (step 1) or before (step -1) `day`, or null past the covered years. */
export function nearestBusinessDay(work: WorkCalendar, day: number, step: 1 | -1): string | null {
  for (let next = day + step; next >= FIRST_DAY && next <= LAST_DAY; next += step) {
    if (work.isBusinessDay(next)) return fromDay(next)
  }
  return null
}

function visit(work: WorkCalendar, day: number, walk: Walk): void {
  if (work.isWeekend(day)) {
    walk.weekendDays++
    return
  }
  const holidays = work.holidaysOn(day)
  if (holidays.length > 0) walk.holidays.push(...holidays)
  else walk.businessDays++
}
