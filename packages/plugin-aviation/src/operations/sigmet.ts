import { defineOperation, listAnswer, sourceOf, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { HAZARDS, sigmetAnswer, sigmetItem } from '../awc/sigmet.ts'
import { aviationWeather } from '../upstreams/aviationweather.ts'

const HOUR = 3600_000

export default defineOperation({
  name: 'sigmet',
  method: 'GET',
  description: 'Active U.S. SIGMETs, AIRMETs and convective outlooks from the Aviation Weather Center, by hazard: issuing office, type, hazard, severity, valid-from/to, altitude band (feet MSL), movement and raw text.',
  input: v.object({
    hazard: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(20), v.toUpperCase(), v.picklist(HAZARDS, `must be one of ${HAZARDS.join(', ')}`), v.description('CONVECTIVE, TURB, ICE, IFR, MTN OBSCN or ASH'))),
    hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24), v.description('Also advisories that take effect within this many hours (default: in effect now)'))),
    limit: rowLimit(50, 50),
  }),
  upstreams: [aviationWeather],
  cacheTtl: '5min',
  sources: [{ path: '/api/data/airsigmet' }],
  keywords: ['sigmet', 'airmet', 'turbulence advisory', 'icing advisory', 'convective sigmet', 'aviation hazards'],
  async handler({ input, upstream }) {
    const response = await upstream(aviationWeather).json('/api/data/airsigmet', { query: { format: 'json' }, schema: sigmetAnswer })
    const now = Date.now()
    const horizon = now + (input.hours ?? 0) * HOUR
    const matching = (response.data ?? [])
      .map(sigmetItem)
      .filter((item) => !input.hazard || item.hazard?.toUpperCase() === input.hazard)
      .filter((item) => (!item.validTo || Date.parse(item.validTo) >= now) && (!item.validFrom || Date.parse(item.validFrom) <= horizon))
      .sort((a, b) => ((a.validFrom ?? '') < (b.validFrom ?? '') ? 1 : -1))
    return listAnswer(matching.slice(0, input.limit), sourceOf(aviationWeather, response.url), { total: matching.length })
  },
})
