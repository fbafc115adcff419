import { createError, defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { carbonIntensity } from '../upstreams/carbon-intensity.ts'

const intensity = v.object({ forecast: v.nullable(v.number()), actual: v.optional(v.nullable(v.number()), null), index: v.string() })
const mix = v.optional(v.array(v.object({ fuel: v.string(), perc: v.number() })), [])
const period = v.object({ from: v.string(), to: v.string(), intensity, generationmix: mix })
const nationalAnswer = v.object({ data: v.array(period) })
const regionalAnswer = v.object({ data: v.array(v.object({ regionid: v.number(), dnoregion: v.string(), shortname: v.string(), postcode: v.optional(v.string()), data: v.array(period) })) })

/** `2026-11-26T14:00Z` as ISO 8601 with seconds. */
const iso = (time: string) => time.replace(/Z$/, ':00Z')

export default defineOperation({
  name: 'carbon-intensity-uk',
  sources: sourcesInWords('`GET /intensity`; with `postcode`, `GET /regional/postcode/{outward}`'),
  method: 'GET',
  description: 'Carbon intensity of electricity in Great Britain now (gCO2/kWh, forecast and actual, index from very low to very high), nationally or for a region by postcode, with the regional generation mix, from National Grid ESO.',
  input: v.object({
    postcode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{1,2}\d[A-Z\d]?$/, 'must be the outward part of a UK postcode, e.g. RG10 or SW1A'), v.description('Outward postcode for a regional figure'))),
  }),
  upstreams: [carbonIntensity],
  keywords: ['carbon intensity uk', 'is the grid green now', 'best time to charge ev uk', 'co2 per kwh britain', 'grid emissions now'],
  async handler({ input, upstream }) {
    const client = upstream(carbonIntensity)
    if (input.postcode) {
      const response = await client.json(`/regional/postcode/${input.postcode}`, { schema: regionalAnswer })
      const region = response.data.data[0]
      const now = region?.data[0]
      if (!region || !now) throw createError('NOT_FOUND', `postcode: no region found for ${input.postcode}`)
      return lookupAnswer({
        scope: 'region', region: region.shortname, operator: region.dnoregion, regionId: region.regionid, postcode: input.postcode,
        from: iso(now.from), to: iso(now.to), forecast: now.intensity.forecast, actual: now.intensity.actual, index: now.intensity.index, unit: 'gCO2/kWh',
        generationMix: now.generationmix.map((fuel) => ({ fuel: fuel.fuel, percent: fuel.perc })),
      }, sourceOf(carbonIntensity, response.url))
    }
    // Kept 10 minutes: the national figure always has a current period, so an answer without one is refused before it is kept.
    const response = await client.json('/intensity', { schema: nationalAnswer, accept: (data) => (data as v.InferOutput<typeof nationalAnswer>).data[0] !== undefined || 'no current period' })
    const now = response.data.data[0]
    if (!now) throw createError('UPSTREAM_FAILED', 'The Carbon Intensity API answered no current period')
    return lookupAnswer({
      scope: 'national', region: 'Great Britain', operator: null, regionId: null, postcode: null,
      from: iso(now.from), to: iso(now.to), forecast: now.intensity.forecast, actual: now.intensity.actual, index: now.intensity.index, unit: 'gCO2/kWh',
      generationMix: null,
    }, sourceOf(carbonIntensity, response.url))
  },
})
