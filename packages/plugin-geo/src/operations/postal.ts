import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { zippopotam } from '../upstreams/providers.ts'

const postalAnswer = v.object({
  'post code': v.string(),
  country: v.string(),
  'country abbreviation': v.string(),
  places: v.array(v.object({ 'place name': v.string(), longitude: v.string(), latitude: v.string(), state: v.optional(v.string(), ''), 'state abbreviation': v.optional(v.string(), '') })),
})

export default defineOperation({
  name: 'postal',
  method: 'GET',
  description: 'Looks up a postal code in about 60 countries (Zippopotam.us, GeoNames data): the places it covers with their state or region and coordinates.',
  input: v.object({
    country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US or DE'), v.description('Country (ISO alpha-2)')),
    code: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'must be 2-10 letters, digits, spaces or hyphens'), v.description('Postal code, e.g. 90210, 10115, SW1A')),
  }),
  upstreams: [zippopotam],
  cacheTtl: '30d',
  sources: [{ path: '/{country}/{code}' }],
  keywords: ['postal code lookup', 'zip code to city', 'postcode location', 'which town is this postcode'],
  async handler({ input, upstream }) {
    const response = await upstream(zippopotam).json(`/${input.country.toLowerCase()}/${encodeURIComponent(input.code)}`, { schema: postalAnswer, notFound: `Zippopotam.us has no postal code ${input.code} in ${input.country}` })
    const data = response.data
    return lookupAnswer({
      code: data['post code'],
      country: data.country,
      countryCode: data['country abbreviation'],
      places: data.places.map((place) => ({ name: place['place name'], state: place.state || null, stateCode: place['state abbreviation'] || null, lat: Number(place.latitude), lon: Number(place.longitude) })),
    }, sourceOf(zippopotam, response.url))
  },
})
