import { createError, defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { nass } from '../upstreams/nass.ts'

/** NASS refuses queries matching more rows than this. */
const ROW_LIMIT = 50_000
const year = (description: string) => v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit year'), v.description(description)))
/** A "max N" filter: the spec gives only a maximum, so an empty value is allowed and means no filter, as if left out. */
const text = (max: number, description: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max), v.toUpperCase(), v.description(`${description} (empty: no filter)`)))

const row = v.object({
  year: v.union([v.number(), v.string()]),
  reference_period_desc: v.optional(v.string(), ''),
  freq_desc: v.optional(v.string(), ''),
  week_ending: v.optional(v.string(), ''),
  agg_level_desc: v.optional(v.string(), ''),
  location_desc: v.optional(v.string(), ''),
  state_alpha: v.optional(v.string(), ''),
  county_name: v.optional(v.string(), ''),
  commodity_desc: v.string(),
  statisticcat_desc: v.optional(v.string(), ''),
  short_desc: v.optional(v.string(), ''),
  domaincat_desc: v.optional(v.string(), ''),
  unit_desc: v.optional(v.string(), ''),
  Value: v.string(),
  'CV (%)': v.optional(v.string(), ''),
})

/** NASS writes thousands separators and codes: (D) withheld, (Z) less than half the unit, (NA), (X), (S). */
function number(value: string): number | null {
  const cleaned = value.replace(/,/g, '').trim()
  if (cleaned === '' || cleaned.startsWith('(')) return null
  const parsed = Number(cleaned)
  return Number.isFinite(parsed) ? parsed : null
}

export default defineOperation({
  name: 'stats',
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
      cacheTtlMs: 24 * 3600_000,
    })
    if (response.status === 413) {
      throw createError('RESULT_TOO_LARGE', `The query matches more than ${ROW_LIMIT.toLocaleString('en-US')} rows; narrow it with year, state_alpha, statisticcat_desc or short_desc`)
    }
    const rows = response.status === 400 ? [] : (response.data as { data: Array<v.InferOutput<typeof row>> }).data
    const items = rows.map((entry) => ({
      year: Number(entry.year),
      period: entry.reference_period_desc || null,
      frequency: entry.freq_desc || null,
      weekEnding: entry.week_ending || null,
      level: entry.agg_level_desc || null,
      location: entry.location_desc || null,
      state: entry.state_alpha || null,
      county: entry.county_name || null,
      commodity: entry.commodity_desc,
      statistic: entry.statisticcat_desc || null,
      item: entry.short_desc || null,
      domain: entry.domaincat_desc || null,
      value: number(entry.Value),
      valueText: entry.Value.trim(),
      unit: entry.unit_desc || null,
      cvPercent: number(entry['CV (%)']),
    }))
    return listAnswer(items, sourceOf(nass, response.url))
  },
})
