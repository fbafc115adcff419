import * as v from 'valibot'
import { parseAddress } from './ip/address.ts'
export const point = {
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90), v.description('Latitude, decimal degrees')),
  lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180), v.description('Longitude, decimal degrees')),
}

export const usZip = v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit US ZIP code (ZIP+4 allowed)'), v.description('US ZIP code'))

export const ipAddress = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64),
  v.check((text) => parseAddress(text) !== null, 'must be an IPv4 or IPv6 address (no prefix length or zone id)'),
  v.description('IPv4 or IPv6 address'),
)
