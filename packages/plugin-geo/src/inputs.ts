import * as v from 'valibot'

export const point = {
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90), v.description('Latitude, decimal degrees')),
  lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180), v.description('Longitude, decimal degrees')),
}

export const usZip = v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit US ZIP code (ZIP+4 allowed)'), v.description('US ZIP code'))
