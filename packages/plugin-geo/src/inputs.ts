import { coordinates } from '@svc/core'
import * as v from 'valibot'
import { parseAddress } from './ip/address.ts'
export const point = coordinates({ lat: 'Latitude, decimal degrees', lon: 'Longitude, decimal degrees' })

export const usZip = v.pipe(v.string(), v.trim(), v.regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit US ZIP code (ZIP+4 allowed)'), v.description('US ZIP code'))

export const ipAddress = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64),
  v.check((text) => parseAddress(text) !== null, 'must be an IPv4 or IPv6 address (no prefix length or zone id)'),
  v.description('IPv4 or IPv6 address'),
)
