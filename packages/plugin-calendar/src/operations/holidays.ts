import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { MAX_YEAR, MIN_YEAR } from '../dates.ts'
import { calendarAnswer, checkPlace, openCalendar } from '../holiday-source.ts'
import { country, HOLIDAY_TYPES, lang, region, types } from '../params.ts'

export default defineOperation({
  name: 'holidays',
  sources: sourcesInWords('none (embedded data from date-holidays)'),
  method: 'GET',
  description: 'Lists the public, bank, school, optional and observance holidays of a country (or one of its regions) in a year, substitute days included, with local or translated names.',
  input: v.object({
    country,
    year: v.pipe(v.number(), v.integer(), v.minValue(MIN_YEAR), v.maxValue(MAX_YEAR)),
    region: v.optional(region),
    types: v.optional(types),
    lang: v.optional(lang),
  }),
  response: 'normalized',
  keywords: ['public holiday', 'bank holiday', 'national holiday', 'day off', 'holiday calendar', 'feiertage', 'observed holiday', 'substitute day'],
  // A country or region without rules can only fail: the 400 comes before any 402.
  check: (input) => {
    checkPlace(input.country, input.region)
  },
  handler: ({ input }) => {
    const calendar = openCalendar(input.country, input.region)
    const language = input.lang ?? calendar.languages[0] ?? 'en'
    // An empty types filter filters nothing, as if left out.
    const wanted = new Set(input.types?.length ? input.types : HOLIDAY_TYPES)
    const items = calendar
      .year(input.year, language)
      .filter((holiday) => wanted.has(holiday.type))
      .map(({ date, end, name, type, substitute, rule }) => ({ date, end, name, type, substitute, rule }))
    return calendarAnswer(calendar, items, { year: input.year, lang: language, types: [...wanted] })
  },
})
