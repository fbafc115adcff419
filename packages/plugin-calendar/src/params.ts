import { calendarDate } from '@svc/core'
import * as v from 'valibot'
import { inYearRange, MAX_YEAR, MIN_YEAR, WEEKDAYS, type Weekday } from './dates.ts'

export const HOLIDAY_TYPES = ['public', 'bank', 'school', 'optional', 'observance'] as const
export type HolidayType = (typeof HOLIDAY_TYPES)[number]

const splitList = (value: string) => value.split(',').map((item) => item.trim().toLowerCase())

/** ISO 3166-1 alpha-2, any case; whether the rules know it is checked before payment (`checkPlace`). */
export const country = v.pipe(v.string(), v.length(2), v.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), v.transform((value) => value.toUpperCase()))

/** Subdivision: `BY`, `DE-BY` or a sub-region such as `BY-A`. */
export const region = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(10),
  v.regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'must be a subdivision code such as CA, DE-BY or BY-A'),
  v.transform((value) => value.toUpperCase()),
)

/**
 * A date in the years the holiday rules are answered for (calendar.holidays' years). The rules library
 * imposes it: outside them it drops the holidays set by the Islamic and Hebrew calendars (its tables
 * span 1970-2075 and 1970-2099) and hangs on some countries' (CN in year 1).
 */
export const date = v.pipe(
  calendarDate(`A date YYYY-MM-DD in the years ${MIN_YEAR}-${MAX_YEAR}, the years the holiday rules are answered for (as calendar.holidays)`),
  v.check(inYearRange, `must be in the years ${MIN_YEAR}-${MAX_YEAR}, the years the holiday rules are answered for (as calendar.holidays)`),
)

/**
 * Comma-separated holiday types. The spec gives only a maximum, so an empty value is allowed: the
 * empty list (holidays: no filter, every type; business-days: no holiday closes business).
 */
export const types = v.pipe(
  v.string(),
  v.maxLength(60),
  v.transform((value) => (value.trim() === '' ? [] : splitList(value))),
  v.check((list) => list.every((item) => (HOLIDAY_TYPES as readonly string[]).includes(item)), `must be a comma-separated list among ${HOLIDAY_TYPES.join(', ')}`),
  v.transform((list) => [...new Set(list)] as HolidayType[]),
)

/** Comma-separated weekday names; an empty value means no weekend at all. */
export const weekend = v.pipe(
  v.string(),
  v.maxLength(30),
  v.transform((value) => (value.trim() === '' ? [] : splitList(value))),
  v.check((list) => list.every((item) => (WEEKDAYS as readonly string[]).includes(item)), 'must be a comma-separated list among mon, tue, wed, thu, fri, sat, sun'),
  v.transform((list) => [...new Set(list)] as Weekday[]),
  v.check((list) => list.length < 7, 'cannot hold all seven days: no business day would remain'),
)

/** ISO 639-1 language, optionally with a region (`en`, `zh-tw`). */
export const lang = v.pipe(
  v.string(),
  v.minLength(2),
  v.maxLength(5),
  v.regex(/^[A-Za-z]{2}(?:[-_][A-Za-z]{2})?$/, 'must be an ISO 639-1 language code such as en or de'),
  v.transform((value) => value.toLowerCase().replace('_', '-')),
)
