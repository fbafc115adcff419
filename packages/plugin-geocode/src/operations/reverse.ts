import { createError, defineOperation, lookupAnswer, sourceOf, coordinates } from '@svc/core'
import * as v from 'valibot'
import { fromNominatim, nominatimPlace } from '../places.ts'
import { nominatim, nominatimHeaders, paced } from '../upstreams/nominatim.ts'

export default defineOperation({
  name: 'reverse',
  method: 'GET',
  description: 'Turns coordinates into the nearest address or place (street, city, county, state, postcode, country) from OpenStreetMap Nominatim; `zoom` chooses the detail, from country (3) to building (18).',
  input: v.object({
    ...coordinates(),
    zoom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(18), v.description('Detail: 3 country, 10 city, 14 suburb, 16 street, 18 building (default)')), 18),
  }),
  upstreams: [nominatim],
  sources: [{ path: '/reverse' }],
  keywords: ['reverse geocode', 'address of coordinates', 'what city is this', 'where am i', 'coordinates to address'],
  async handler({ input, upstream, settings }) {
    await paced(settings)
    const response = await upstream(nominatim).json('/reverse', {
      query: { lat: input.lat, lon: input.lon, zoom: input.zoom, format: 'jsonv2', addressdetails: 1 },
      // Nominatim answers 200 `{ "error": "Unable to geocode" }` where there is nothing (open sea).
      schema: v.union([nominatimPlace, v.object({ error: v.string() })]),
      headers: nominatimHeaders(settings),
    })
    if ('error' in response.data) throw createError('NOT_FOUND', `No address near ${input.lat},${input.lon} (${response.data.error})`)
    return lookupAnswer(fromNominatim(response.data), sourceOf(nominatim, response.url))
  },
})
