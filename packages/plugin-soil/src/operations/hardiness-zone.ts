import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { phzmapi } from '../upstreams/providers.ts'

const zoneAnswer = v.object({
  zone: v.pipe(v.string(), v.regex(/^\d{1,2}[ab]$/)),
  temperature_range: v.string(),
  coordinates: v.optional(v.object({ lat: v.union([v.number(), v.string()]), lon: v.union([v.number(), v.string()]) })),
})

export default defineOperation({
  name: 'hardiness-zone',
  method: 'GET',
  description: 'USDA plant hardiness zone of a US ZIP code (e.g. 7b) with its average annual extreme minimum temperature range in °F and °C, from PRISM\'s zone data (Frostline).',
  input: v.object({ zip: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit US ZIP code (ZIP+4 allowed)'), v.description('US ZIP code')) }),
  upstreams: [phzmapi],
  cacheTtl: '30d',
  sources: [{ path: '/{zip}.json' }],
  keywords: ['planting zone', 'what grow zone am i in', 'usda hardiness zone', 'gardening zone by zip', 'frost zone'],
  async handler({ input, upstream }) {
    const zip = input.zip.slice(0, 5)
    const response = await upstream(phzmapi).json(`/${zip}.json`, { schema: zoneAnswer, acceptStatus: [404, 403] })
    // The static host answers 404 (or 403 from its bucket) for a ZIP it has no file for.
    if (response.status !== 200) throw createError('NOT_FOUND', `zip: no hardiness zone is published for ${zip}`)
    const { zone, temperature_range: range, coordinates } = response.data
    const [low, high] = range.split(/\s+to\s+/).map(Number)
    const celsius = (f: number | undefined) => (f === undefined || Number.isNaN(f) ? null : Math.round(((f - 32) * 5) / 9 * 10) / 10)
    return lookupAnswer({
      zip,
      zone,
      zoneNumber: Number.parseInt(zone, 10),
      minTemperatureF: { from: Number.isNaN(low) ? null : low!, to: Number.isNaN(high) ? null : high ?? null },
      minTemperatureC: { from: celsius(low), to: celsius(high) },
      lat: coordinates ? Number(coordinates.lat) : null,
      lon: coordinates ? Number(coordinates.lon) : null,
    }, sourceOf(phzmapi, response.url))
  },
})
