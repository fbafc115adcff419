import { invalidField, lazyRequire, localSource } from '@svc/core'
import type { default as Holidays, HolidaysTypes } from 'date-holidays'
import { fromDay, toDay } from './dates.ts'
import type { HolidayType } from './params.ts'

/** One holiday as answered: `date` is its (first) observed date, `end` its last date (multi-day holidays). */
export interface Holiday {
  date: string
  end: string
  name: string
  type: HolidayType
  substitute: boolean
  rule: string
}

export interface HolidayCalendar {
  country: string
  /** `STATE` or `STATE-REGION`, null for the whole country. */
  region: string | null
  /** Languages of the country's own names; the first is the default. */
  languages: string[]
  year(year: number, lang: string): Holiday[]
}

const SOURCE = localSource(
  'date-holidays (npm)',
  'https://github.com/commenthol/date-holidays',
  'ISC (code), CC-BY-3.0 (data)',
)

/** A calendar operation's normalized answer: the items from date-holidays, `meta` naming the calendar's country and region, then `meta`. */
export const calendarAnswer = (calendar: HolidayCalendar, items: unknown[], meta: Record<string, unknown>) => ({
  ok: true as const,
  items,
  total: items.length,
  source: SOURCE,
  meta: { country: calendar.country, region: calendar.region, ...meta },
})

// The rules of ~200 countries load on first use, not at host start-up (synchronously: the check before payment reads them).
const Library = lazyRequire<typeof Holidays>(import.meta.url, 'date-holidays')

const calendars = new Map<string, HolidayCalendar>()
const years = new Map<string, Holiday[]>()
const YEAR_CACHE = 400

let catalog: Holidays | undefined

/**
 * The state and sub-region a country's region names, refused with a 400 naming the field when the
 * rules have no such country or region: what `check` runs before payment.
 */
export function checkPlace(country: string, region: string | undefined): { state?: string; sub?: string } {
  catalog ??= new (Library())()
  if (!catalog.getCountries('en')[country]) {
    throw invalidField('country', `${country} has no holiday rules; use an ISO 3166-1 alpha-2 code of a supported country`)
  }
  if (!region) return {}
  const [state, sub] = splitRegion(country, region)
  checkRegion(catalog, country, state, sub)
  return sub ? { state, sub } : { state }
}

export function openCalendar(country: string, region: string | undefined): HolidayCalendar {
  const { state, sub } = checkPlace(country, region)
  const key = [country, state, sub].filter(Boolean).join('-')
  let calendar = calendars.get(key)
  if (!calendar) {
    const Holidays = Library()
    const instance = state ? (sub ? new Holidays(country, state, sub) : new Holidays(country, state)) : new Holidays(country)
    calendar = {
      country,
      region: state ? [state, sub].filter(Boolean).join('-') : null,
      languages: [...instance.getLanguages()], // a copy: the library's array changes with the last language asked for
      year: (year, lang) => cachedYear(instance, `${key}/${year}/${lang}`, year, lang),
    }
    calendars.set(key, calendar)
  }
  return calendar
}

/** `DE-BY`, `BY` and `BY-A` all name Bavaria (and its sub-region A) of DE. */
function splitRegion(country: string, region: string): [string, string | undefined] {
  const parts = region.split('-')
  if (parts[0] === country && parts.length > 1) parts.shift()
  if (parts.length > 2) throw invalidRegion(region, 'use STATE or STATE-REGION')
  return [parts[0]!, parts[1]]
}

function checkRegion(catalog: Holidays, country: string, state: string, sub: string | undefined): void {
  const states = catalog.getStates(country, 'en') ?? {}
  if (!states[state]) {
    const known = Object.keys(states)
    throw invalidRegion(state, known.length ? `regions of ${country}: ${known.join(', ')}` : `${country} has no regional rules`)
  }
  if (!sub) return
  const regions = catalog.getRegions(country, state, 'en') ?? {}
  if (!regions[sub]) {
    const known = Object.keys(regions)
    throw invalidRegion(`${state}-${sub}`, known.length ? `sub-regions of ${country}-${state}: ${known.join(', ')}` : `${country}-${state} has no sub-regions`)
  }
}

function invalidRegion(region: string, hint: string) {
  return invalidField('region', `unknown region "${region}"; ${hint}`)
}

function cachedYear(instance: Holidays, key: string, year: number, lang: string): Holiday[] {
  const hit = years.get(key)
  if (hit) return hit
  // The language is always passed: the library otherwise keeps the last one used.
  const list = instance.getHolidays(year, lang).map(toHoliday).sort((a, b) => a.date.localeCompare(b.date))
  if (years.size >= YEAR_CACHE) years.delete(years.keys().next().value!)
  years.set(key, list)
  return list
}

/** `date` is local "YYYY-MM-DD hh:mm:ss[ -hhmm]"; the span in days comes from start/end. */
function toHoliday(holiday: HolidaysTypes.Holiday): Holiday {
  const date = holiday.date.slice(0, 10)
  const startHour = Number(holiday.date.slice(11, 13)) || 0
  const eveningStart = /-(\d{2})\d{2}$/.exec(holiday.date)
  const hours = (holiday.end.getTime() - holiday.start.getTime()) / 3_600_000 - (eveningStart ? Number(eveningStart[1]) : 0)
  // One hour of slack absorbs a DST change inside the span.
  const days = Math.max(1, Math.ceil((startHour + hours - 1) / 24))
  return { date, end: fromDay(toDay(date) + days - 1), name: holiday.name, type: holiday.type, substitute: holiday.substitute === true, rule: holiday.rule }
}
