import { defineOperation, listAnswer, sourceOf, rowLimit, requiredText } from '@svc/core'
import * as v from 'valibot'
import { censusGeocode, censusGeocoder, censusGeocoderSource } from '@svc/providers/census-geocoder'
import { fromCensus, fromNominatim, nominatimPlace } from '../places.ts'
import { nominatim, nominatimHeaders, paced } from '../upstreams/nominatim.ts'

export default defineOperation({
  name: 'address',
  method: 'GET',
  description: 'Turns an address or place name into coordinates: for US addresses the Census Bureau geocoder (TIGER street ranges) first, elsewhere (or when it finds nothing) OpenStreetMap Nominatim, with the structured address, bounding box and OSM id.',
  input: v.object({
    q: requiredText(3, 300, 'Address or place, e.g. "4600 Silver Hill Rd, Washington, DC 20233" or "Eiffel Tower"'),
    country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US'), v.description('Limit to one country (ISO alpha-2); US tries the Census geocoder first'))),
    limit: rowLimit(10, 5, 'Most places (1-10, default 5)'),
  }),
  upstreams: [nominatim, censusGeocoder],
  sources: [{ ...censusGeocoderSource, about: 'with `country=US`: Census `GET /geocoder/locations/onelineaddress`', }, { upstream: nominatim, path: '/search', about: 'then (no match, or another country) Nominatim `GET /search?format=jsonv2`' }],
  keywords: ['geocode address', 'address to coordinates', 'latitude longitude of', 'where is', 'find location of address', 'lat lon for city'],
  async handler({ input, upstream, settings }) {
    if (input.country === 'US') {
      const census = await censusGeocode(upstream(censusGeocoder), 'locations', { address: input.q })
      const matches = census.matches.slice(0, input.limit)
      if (matches.length > 0) return listAnswer(matches.map(fromCensus), sourceOf(censusGeocoder, census.url))
    }
    await paced(settings)
    const response = await upstream(nominatim).json('/search', {
      query: { q: input.q, format: 'jsonv2', addressdetails: 1, limit: input.limit, countrycodes: input.country?.toLowerCase() },
      schema: v.array(nominatimPlace),
      headers: nominatimHeaders(settings),
    })
    return listAnswer(response.data.map(fromNominatim), sourceOf(nominatim, response.url))
  },
})
