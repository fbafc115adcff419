import * as v from 'valibot'
import type { CensusMatch } from '@svc/providers/census-geocoder'

const text = v.optional(v.string())

/** The members of a Nominatim `format=jsonv2` place this plugin reads (coordinates arrive as strings). */
export const nominatimPlace = v.object({
  osm_type: text,
  osm_id: v.optional(v.union([v.number(), v.string()])),
  lat: v.string(),
  lon: v.string(),
  category: text,
  type: text,
  importance: v.optional(v.union([v.number(), v.string()])),
  name: text,
  display_name: v.string(),
  address: v.optional(v.record(v.string(), v.string()), {}),
  boundingbox: v.optional(v.tuple([v.string(), v.string(), v.string(), v.string()])),
})

type NominatimPlace = v.InferOutput<typeof nominatimPlace>

/** Nominatim names a place's locality by its kind; the first present is the city. */
const LOCALITY = ['city', 'town', 'village', 'hamlet', 'municipality', 'suburb'] as const

/** One normalized place from a Nominatim answer. */
export function fromNominatim(place: NominatimPlace) {
  const address = place.address
  const city = LOCALITY.map((key) => address[key]).find(Boolean) ?? null
  const box = place.boundingbox?.map(Number)
  return {
    lat: Number(place.lat),
    lon: Number(place.lon),
    displayName: place.display_name,
    name: place.name || null,
    category: place.category ?? null,
    type: place.type ?? null,
    importance: place.importance === undefined ? null : Number(place.importance),
    address: {
      houseNumber: address.house_number ?? null, road: address.road ?? null, city, county: address.county ?? null,
      state: address.state ?? null, postcode: address.postcode ?? null, country: address.country ?? null, countryCode: address.country_code?.toUpperCase() ?? null,
    },
    boundingBox: box ? { south: box[0]!, north: box[1]!, west: box[2]!, east: box[3]! } : null,
    osm: place.osm_type && place.osm_id !== undefined ? { type: place.osm_type, id: Number(place.osm_id) } : null,
    matchedBy: 'nominatim' as const,
  }
}

/** One normalized place from a Census Geocoder match (an interpolated point on a TIGER street segment). */
export function fromCensus(match: CensusMatch) {
  const parts = match.addressComponents
  const road = [parts.preQualifier, parts.preDirection, parts.preType, parts.streetName, parts.suffixType, parts.suffixDirection, parts.suffixQualifier].filter(Boolean).join(' ')
  return {
    lat: match.coordinates.y,
    lon: match.coordinates.x,
    displayName: match.matchedAddress,
    name: null,
    category: 'place',
    type: 'address',
    importance: null,
    address: { houseNumber: null, road: road || null, city: parts.city ?? null, county: null, state: parts.state ?? null, postcode: parts.zip ?? null, country: 'United States', countryCode: 'US' },
    boundingBox: null,
    osm: null,
    matchedBy: 'census' as const,
    tigerLineId: match.tigerLine?.tigerLineId ?? null,
  }
}
