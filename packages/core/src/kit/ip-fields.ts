import { isIP } from 'node:net'
import * as v from 'valibot'

/** Whether `value` is an IPv4 or IPv6 address and a prefix length its family allows: `8.8.8.0/24`, `2a00:1450::/29`. */
export function isCidr(value: string): boolean {
  const [address, length, extra] = value.split('/')
  const family = isIP(address ?? '')
  return extra === undefined && family !== 0 && /^\d{1,3}$/.test(length ?? '') && Number(length) <= (family === 4 ? 32 : 128)
}

/** One IPv4 or IPv6 address, lower-cased (IPv6 in any standard notation; brackets and a zone id are refused). */
export function ipAddress(description?: string) {
  const address = v.check((value: string) => isIP(value) !== 0, 'must be an IPv4 or IPv6 address')
  // One flat pipe either way, as the params schema reads it.
  return description === undefined ? v.pipe(v.string(), v.trim(), v.toLowerCase(), address) : v.pipe(v.string(), v.trim(), v.toLowerCase(), address, v.description(description))
}

/** A CIDR block (an address and its prefix length), lower-cased; `message` names the example the caller is shown. */
export const cidrBlock = (message = 'must be a CIDR block such as 8.8.8.0/24', description = 'CIDR block, e.g. 8.8.8.0/24') =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check(isCidr, message), v.description(description))
