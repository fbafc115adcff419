import * as v from 'valibot'

/** Decimal degrees north, -90 to 90. */
export const latitude = (description = 'Latitude') => v.pipe(v.number(), v.minValue(-90), v.maxValue(90), v.description(description))

/** Decimal degrees east, -180 to 180. */
export const longitude = (description = 'Longitude') => v.pipe(v.number(), v.minValue(-180), v.maxValue(180), v.description(description))

interface CoordinateDescriptions {
  lat?: string
  lon?: string
}

/** `lat` and `lon`, both required, to spread into an input object: `v.object({ ...coordinates(), radiusKm })`. */
export const coordinates = (descriptions: CoordinateDescriptions = {}) => ({ lat: latitude(descriptions.lat), lon: longitude(descriptions.lon) })

/**
 * `lat` and `lon`, each optional, to spread into an input object where a place may be given otherwise
 * (the operation's `check` asks for both or neither).
 */
export const optionalCoordinates = (descriptions: CoordinateDescriptions = {}) => ({
  lat: v.optional(latitude(descriptions.lat)),
  lon: v.optional(longitude(descriptions.lon)),
})
