import { isIP } from 'node:net'
import * as v from 'valibot'

/** One IPv4 or IPv6 address (IPv6 in any standard notation; brackets and a zone id are refused). */
export const ipAddress = (description = 'IPv4 or IPv6 address, e.g. 8.8.8.8') =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check((value) => isIP(value) !== 0, 'must be an IPv4 or IPv6 address'), v.description(description))
