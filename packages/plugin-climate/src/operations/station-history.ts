import { calendarDate, defineOperation, invalidField, listAnswer, requireOrder, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { ncei } from '../upstreams/ncei.ts'

/** GHCN-Daily elements offered, with the unit NCEI answers in when asked for metric units. */
const ELEMENTS = {
  TMAX: 'C', TMIN: 'C', TAVG: 'C', PRCP: 'mm', SNOW: 'mm', SNWD: 'mm', AWND: 'm/s', WSF2: 'm/s', WSF5: 'm/s', EVAP: 'mm',
} as const
type Element = keyof typeof ELEMENTS
const MAX_DAYS = 366
const DAY = 86_400_000

const dayRow = v.objectWithRest({ DATE: v.string(), STATION: v.optional(v.string()) }, v.unknown())

export default defineOperation({
  name: 'station-history',
  cacheTtl: '12h',
  sources: sourcesInWords('`GET /access/services/data/v1` (dataset daily-summaries, metric)'),
  method: 'GET',
  description: 'Daily observations of a GHCN-Daily weather station from NOAA NCEI: max, min and mean temperature (C), precipitation, snowfall and snow depth (mm), wind (m/s), up to 366 days per call.',
  input: v.object({
    station: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{11}$/, 'must be an 11-character GHCN-Daily station id, e.g. USW00094728'), v.description('GHCN-Daily station id (see climate.station-near)')),
    startDate: calendarDate('First day'),
    endDate: calendarDate('Last day (at most 366 days after startDate)'),
    dataTypes: v.optional(v.pipe(
      v.string(),
      v.transform((text) => [...new Set(text.split(',').map((item) => item.trim().toUpperCase()).filter(Boolean))]),
      v.minLength(1, 'must name at least one element'),
      v.maxLength(10, 'must name at most 10 elements'),
      v.check((list) => list.every((item) => item in ELEMENTS), `must be a comma-separated list among ${Object.keys(ELEMENTS).join(', ')}`),
      v.description('Elements among TMAX, TMIN, TAVG, PRCP, SNOW, SNWD, AWND, WSF2, WSF5, EVAP'),
    ), 'TMAX,TMIN,PRCP'),
  }),
  upstreams: [ncei],
  keywords: ['historical weather', 'daily temperature history', 'past rainfall', 'weather on a date'],
  // Dates in the wrong order, or too far apart, can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOrder(input, 'startDate', 'endDate')
    if ((Date.parse(input.endDate) - Date.parse(input.startDate)) / DAY + 1 > MAX_DAYS) throw invalidField('endDate', `at most ${MAX_DAYS} days per call`)
  },
  async handler({ input, upstream }) {
    const elements = input.dataTypes as Element[]
    const response = await upstream(ncei).json('/access/services/data/v1', {
      query: { dataset: 'daily-summaries', stations: input.station, startDate: input.startDate, endDate: input.endDate, dataTypes: elements.join(','), units: 'metric', format: 'json' },
      schema: v.array(dayRow),
    })
    const items = response.data.map((row) => {
      const values: Record<string, number | null> = {}
      for (const element of elements) values[element] = reading(row[element])
      return { date: row.DATE.slice(0, 10), ...values }
    }).sort((a, b) => (a.date < b.date ? -1 : 1))
    return { ...listAnswer(items, sourceOf(ncei, response.url)), station: input.station, units: Object.fromEntries(elements.map((element) => [element, ELEMENTS[element]])) }
  },
})

/** NCEI sends values as strings, sometimes padded ("  7.2"); a missing element is absent. */
function reading(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value.trim())
  return Number.isFinite(parsed) ? parsed : null
}
