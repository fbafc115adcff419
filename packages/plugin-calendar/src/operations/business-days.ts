import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { addBusinessDays, countBusinessDays, nearestBusinessDay, WorkCalendar } from '../business.ts'
import { fromDay, toDay, WEEKDAYS, weekdayOf, type Weekday } from '../dates.ts'
import { calendarAnswer, checkPlace, openCalendar } from '../holiday-source.ts'
import { country, date, region, types, weekend, type HolidayType } from '../params.ts'

const DEFAULT_WEEKEND: Weekday[] = ['sat', 'sun']
const DEFAULT_TYPES: HolidayType[] = ['public', 'bank']

export default defineOperation({
  name: 'business-days',
  sources: sourcesInWords('none (embedded data from date-holidays)'),
  method: 'GET',
  description: 'Adds or subtracts business days, counts business days between two dates, or checks one date, skipping weekends and the holidays of a country or region.',
  input: v.object({
    country,
    start: date,
    addDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-3660), v.maxValue(3660), v.notValue(0, 'must not be 0'))),
    end: v.optional(date),
    region: v.optional(region),
    weekend: v.optional(weekend),
    types: v.optional(types),
  }),
  response: 'normalized',
  keywords: ['working days', 'business days', 'workdays between dates', 'add business days', 'next business day', 'is it a holiday', 'settlement date', 'due date'],
  // Both modes at once, or a country or region without rules, can only fail: the 400 comes before any 402.
  check: (input) => {
    checkPlace(input.country, input.region)
    if (input.addDays !== undefined && input.end !== undefined) {
      throw invalidField('end', 'addDays and end are mutually exclusive; give addDays to shift, end to count, or neither to check start', { issues: [{ field: 'addDays', message: 'conflicts with end' }, { field: 'end', message: 'conflicts with addDays' }] })
    }
  },
  handler: async ({ input }) => {
    const calendar = openCalendar(input.country, input.region)
    const weekendDays = input.weekend ?? DEFAULT_WEEKEND
    const holidayTypes = input.types ?? DEFAULT_TYPES
    const work = new WorkCalendar(calendar, calendar.languages[0] ?? 'en', new Set(holidayTypes), new Set(weekendDays))
    const start = toDay(input.start)
    // The years a walk can reach: an add moves at most about 1.5 calendar days per business day; a check looks a year either way.
    const reach = input.end !== undefined ? toDay(input.end) : start + (input.addDays !== undefined ? Math.ceil(input.addDays * 1.5) + 366 * Math.sign(input.addDays) : 366)
    await work.prepare(input.addDays === undefined && input.end === undefined ? start - 366 : start, reach)
    let mode: 'add' | 'count' | 'check'
    let item: Record<string, unknown>
    if (input.addDays !== undefined) {
      mode = 'add'
      const walk = addBusinessDays(work, start, input.addDays)
      item = {
        start: input.start, addDays: input.addDays, date: fromDay(walk.day), weekday: weekdayOf(walk.day),
        calendarDays: walk.day - start, weekendDaysSkipped: walk.weekendDays, holidaysSkipped: walk.holidays,
      }
    } else if (input.end !== undefined) {
      mode = 'count'
      const end = toDay(input.end)
      const walk = countBusinessDays(work, start, end)
      item = {
        start: input.start, end: input.end, businessDays: walk.businessDays,
        calendarDays: end - start, weekendDays: walk.weekendDays, holidaysSkipped: walk.holidays,
      }
    } else {
      mode = 'check'
      const holidays = work.holidaysOn(start)
      item = {
        date: input.start, weekday: weekdayOf(start), isBusinessDay: work.isBusinessDay(start), isWeekend: work.isWeekend(start), holidays,
        nextBusinessDay: nearestBusinessDay(work, start, 1), previousBusinessDay: nearestBusinessDay(work, start, -1),
      }
    }
    // The item's `mode` names the calculation; `data.meta.mode` is the contract's lookup/list, which one answer has not.
    return calendarAnswer(calendar, [{ mode, ...item }], { weekend: [...WEEKDAYS.slice(1), WEEKDAYS[0]].filter((day) => weekendDays.includes(day)), types: holidayTypes })
  },
})
