import { coordinates, createError, defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { nrel } from '../upstreams/nrel.ts'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const
/** One output: its annual and monthly averages, or the string "no data" outside NREL's coverage. */
const series = v.union([v.object({ annual: v.number(), monthly: v.record(v.string(), v.number()) }), v.string()])
const answer = v.object({
  metadata: v.optional(v.object({ sources: v.optional(v.array(v.string()), []) }), { sources: [] }),
  outputs: v.object({ avg_dni: series, avg_ghi: series, avg_lat_tilt: series }),
})

export default defineOperation({
  name: 'solar-resource',
  cacheTtl: '30d',
  sources: sourcesInWords('NREL `GET /api/solar/solar_resource/v1.json`'),
  method: 'GET',
  description: 'Long-term average solar resource at a U.S. location from NREL: direct normal (DNI), global horizontal (GHI) and latitude-tilt irradiance in kWh/m2/day, annual and for each month — how much sun a solar panel gets there.',
  input: v.object({
    ...coordinates(),
  }),
  upstreams: [nrel],
  keywords: ['solar irradiance', 'sun hours', 'peak sun hours', 'ghi dni', 'solar potential location', 'insolation'],
  async handler({ input, upstream }) {
    const response = await upstream(nrel).json('/api/solar/solar_resource/v1.json', { query: { lat: input.lat, lon: input.lon }, schema: answer })
    const { avg_dni: dni, avg_ghi: ghi, avg_lat_tilt: tilt } = response.data.outputs
    if (typeof dni === 'string' || typeof ghi === 'string' || typeof tilt === 'string') {
      throw createError('NOT_FOUND', `NREL has no solar resource data at ${input.lat}, ${input.lon} (it covers the United States)`)
    }
    return lookupAnswer({
      lat: input.lat,
      lon: input.lon,
      unit: 'kWh/m2/day',
      annual: { dni: dni.annual, ghi: ghi.annual, latitudeTilt: tilt.annual },
      monthly: MONTHS.map((month) => ({ month, dni: dni.monthly[month] ?? null, ghi: ghi.monthly[month] ?? null, latitudeTilt: tilt.monthly[month] ?? null })),
      dataSources: response.data.metadata.sources,
    }, sourceOf(nrel, response.url))
  },
})
