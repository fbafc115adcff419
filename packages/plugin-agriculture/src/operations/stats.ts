import { createError, defineOperation, listAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { row, statsRow } from '../quick-stats-row.ts'
import { nass } from '../upstreams/nass.ts'

/** NASS refuses queries matching more rows than this. */
const ROW_LIMIT = 50_000
const year = (description: string) => v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit year'), v.description(description)))
/** A "max N" filter: the spec gives only a maximum, so an empty value is allowed and means no filter, as if left out. */
const text = (max: number, description: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max), v.toUpperCase(), v.description(`${description} (empty: no filter)`)))

export default defineOperation({
  name: 'stats',
  cacheTtl: '1d',
  sources: sourcesInWords('NASS `api/api_GET`'),
  method: 'GET',
  description: 'USDA NASS Quick Stats: U.S. agricultural statistics (yield, production, area harvested, prices received, inventory...) by commodity, year, state and county, as rows with value and unit.',
  input: v.object({
    commodity_desc: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60), v.toUpperCase(), v.description('Commodity, e.g. CORN, SOYBEANS, CATTLE')),
    year: year('Exact year'),
    year__GE: year('From this year'),
    year__LE: year('Up to this year'),
    state_alpha: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'), v.description('State, e.g. IA'))),
    county_name: text(60, 'County name, e.g. STORY'),
    statisticcat_desc: text(60, 'Statistic: YIELD, PRODUCTION, AREA HARVESTED, PRICE RECEIVED...'),
    agg_level_desc: text(30, 'NATIONAL, STATE or COUNTY'),
    short_desc: text(200, 'The full data item, e.g. CORN, GRAIN - YIELD, MEASURED IN BU / ACRE'),
    freq_desc: text(20, 'ANNUAL, MONTHLY, WEEKLY, POINT IN TIME'),
  }),
  upstreams: [nass],
  keywords: ['crop yield', 'corn production', 'farm statistics', 'usda data', 'harvested acres'],
  async handler({ input, upstream }) {
    const query: Record<string, string> = { format: 'JSON' }
    for (const [name, value] of Object.entries(input)) if (value !== undefined && value !== '') query[name] = value
    const response = await upstream(nass).json('/api/api_GET/', {
      query,
      schema: v.object({ data: v.array(row) }),
      // 413: over the row limit; 400: NASS's answer to a query that matches nothing.
      acceptStatus: [400, 413],
    })
    if (response.status === 413) {
      throw createError('RESULT_TOO_LARGE', `The query matches more than ${ROW_LIMIT.toLocaleString('en-US')} rows; narrow it with year, state_alpha, statisticcat_desc or short_desc`)
    }
    const rows = response.status === 400 ? [] : (response.data as { data: Array<v.InferOutput<typeof row>> }).data
    const items = rows.map(statsRow)
    return listAnswer(items, sourceOf(nass, response.url))
  },
})
