import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { nrel } from '../upstreams/nrel.ts'

/** A rate in $/kWh, or the string "no data". */
const rate = v.optional(v.union([v.number(), v.string()]), 'no data')
const answer = v.object({
  metadata: v.optional(v.object({ sources: v.optional(v.array(v.string()), []) }), { sources: [] }),
  outputs: v.object({
    company_id: v.optional(v.union([v.string(), v.number()]), 'no data'),
    utility_name: v.optional(v.string(), 'no data'),
    utility_info: v.optional(v.array(v.object({ company_id: v.union([v.string(), v.number()]), utility_name: v.string() })), []),
    residential: rate,
    commercial: rate,
    industrial: rate,
  }),
})

const usd = (value: number | string) => (typeof value === 'number' ? value : null)
const NO_DATA = 'no data'

export default defineOperation({
  name: 'utility-rates',
  method: 'GET',
  description: 'The electric utility serving a U.S. location and its average residential, commercial and industrial rates in $/kWh, from NREL\'s utility rates service (Ventyx/EIA data of 2012, not updated since: for current state averages use energy.electricity-rates).',
  input: v.object({
    lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90), v.description('Latitude')),
    lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180), v.description('Longitude')),
    radius: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(200), v.description('Miles: also utilities whose territory is this close (default 0: the one containing the point)'))),
  }),
  price: { usd: 0.0025 },
  upstreams: [nrel],
  keywords: ['who is my electric utility', 'power company for address', 'utility rate per kwh', 'electric provider lookup'],
  async handler({ input, upstream, signal }) {
    const query: Record<string, number> = { lat: input.lat, lon: input.lon }
    if (input.radius !== undefined) query.radius = input.radius
    const response = await upstream(nrel).json('/api/utility_rates/v3.json', { query, schema: answer, cacheTtlMs: 30 * 86_400_000, signal })
    const { outputs, metadata } = response.data
    if (outputs.utility_name === NO_DATA) throw createError('NOT_FOUND', `NREL knows no electric utility at ${input.lat}, ${input.lon} (it covers the United States)`)
    const year = metadata.sources.join(' ').match(/\b(?:19|20)\d{2}\b/)
    return lookupAnswer({
      lat: input.lat,
      lon: input.lon,
      utilityName: outputs.utility_name,
      utilityId: String(outputs.company_id),
      utilities: outputs.utility_info.map((utility) => ({ id: String(utility.company_id), name: utility.utility_name })),
      residentialUsdPerKwh: usd(outputs.residential),
      commercialUsdPerKwh: usd(outputs.commercial),
      industrialUsdPerKwh: usd(outputs.industrial),
      dataYear: year ? Number(year[0]) : null,
      dataSources: metadata.sources,
    }, sourceOf(nrel, response.url))
  },
})
