import { createError, defineOperation, invalidField, lookupAnswer, sourceOf } from '@svc/core'
import { censusGeocoder, censusGeocoderSource } from '@svc/providers/census-geocoder'
import * as v from 'valibot'
import { locateDistrict, placeParams } from '../census/district.ts'

export default defineOperation({
  name: 'district',
  method: 'GET',
  description: 'The U.S. congressional district of an address or a point (Census Bureau geocoder, current districts): matched address, coordinates, state, district number (0 for at-large seats), district name and GEOID.',
  input: v.object(placeParams),
  upstreams: [censusGeocoder],
  sources: [censusGeocoderSource],
  keywords: ['congressional district lookup', 'what district am i in', 'district from address', 'house district'],
  // Both ways of naming the place, or half of one, can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.address !== undefined && (input.lat !== undefined || input.lon !== undefined)) throw invalidField('address', 'give an address or lat and lon, not both')
    if (input.address === undefined && (input.lat === undefined || input.lon === undefined)) throw invalidField(input.lat === undefined ? 'lat' : 'lon', 'give an address, or both lat and lon')
  },
  async handler({ input, upstream }) {
    const place = input.address !== undefined ? { address: input.address } : { lat: input.lat!, lon: input.lon! }
    const { place: found, url } = await locateDistrict(upstream(censusGeocoder), place)
    if (!found) throw createError('NOT_FOUND', input.address ? 'The Census geocoder matched no address (or no district) for the address given' : 'No congressional district covers that point')
    return lookupAnswer(found, sourceOf(censusGeocoder, url))
  },
})
