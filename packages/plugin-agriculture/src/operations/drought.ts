import { createError, defineOperation, listAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { droughtMonitor } from '../upstreams/usdm.ts'

const CATEGORIES = ['d4', 'd3', 'd2', 'd1', 'd0'] as const
const percentage = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.finite())
// The JSON answer spells its members in camelCase (`mapDate`, `none`, `d0`); the CSV export and older answers in
// PascalCase (`MapDate`, `None`, `D0`). Members are matched without regard to case.
const lowerKeys = (row: unknown) =>
  row !== null && typeof row === 'object' && !Array.isArray(row) ? Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value])) : row
const week = v.pipe(
  v.unknown(),
  v.transform(lowerKeys),
  v.object({
    mapdate: v.union([v.string(), v.number()]),
    validstart: v.optional(v.string()),
    validend: v.optional(v.string()),
    none: percentage,
    d0: percentage,
    d1: percentage,
    d2: percentage,
    d3: percentage,
    d4: percentage,
  }),
)
const DAY = 86_400_000

/** `20240102` (or `2024-01-02T00:00:00`) as `2024-01-02`. */
const isoDay = (value: string | number) => {
  const digits = String(value).replace(/\D/g, '').slice(0, 8)
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`
}
/** The services take dates as M/D/YYYY. */
const usDate = (date: Date) => `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`

export default defineOperation({
  name: 'drought',
  cacheTtl: '6h',
  sources: sourcesInWords('USDM `{County,State}Statistics/GetDroughtSeverityStatisticsByAreaPercent` (categorical)'),
  method: 'GET',
  description: 'Weekly U.S. Drought Monitor statistics for a county or state: percent of area in None and D0-D4 (abnormally dry to exceptional drought), newest week first, with the worst category present each week.',
  input: v.object({
    area: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(\d{5}|[A-Z]{2})$/, 'must be a 5-digit county FIPS code (e.g. 06037) or a 2-letter state code (e.g. CA)'), v.description('County FIPS code or state code')),
    weeks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(260), v.description('How many weekly maps, newest first')), 4),
  }),
  upstreams: [droughtMonitor],
  keywords: ['drought conditions', 'is there a drought', 'dry conditions county', 'drought severity'],
  async handler({ input, upstream }) {
    const county = /^\d{5}$/.test(input.area)
    const end = new Date()
    // Maps are weekly (valid from Tuesday): one more week of margin covers this week's not yet published map.
    const start = new Date(end.getTime() - (input.weeks + 1) * 7 * DAY)
    const response = await upstream(droughtMonitor).json(`/api/${county ? 'CountyStatistics' : 'StateStatistics'}/GetDroughtSeverityStatisticsByAreaPercent`, {
      query: { aoi: input.area, startdate: usDate(start), enddate: usDate(end), statisticsType: 2 },
      schema: v.array(week),
    })
    if (response.data.length === 0) throw createError('NOT_FOUND', `The U.S. Drought Monitor has no statistics for ${county ? 'county' : 'state'} ${input.area}`)
    const items = response.data
      .map((row) => {
        const worst = CATEGORIES.find((category) => row[category] > 0)?.toUpperCase() ?? 'None'
        return {
          week: isoDay(row.mapdate),
          validStart: row.validstart ? isoDay(row.validstart) : null,
          validEnd: row.validend ? isoDay(row.validend) : null,
          none: row.none,
          d0: row.d0,
          d1: row.d1,
          d2: row.d2,
          d3: row.d3,
          d4: row.d4,
          worst,
        }
      })
      .sort((a, b) => (a.week < b.week ? 1 : -1))
      .slice(0, input.weeks)
    return { ...listAnswer(items, sourceOf(droughtMonitor, response.url)), area: { code: input.area, kind: county ? 'county' : 'state' } }
  },
})
