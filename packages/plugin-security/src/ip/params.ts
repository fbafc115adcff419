import { isIP } from 'node:net'
import * as v from 'valibot'

/** One IPv4 or IPv6 address (IPv6 in any standard notation; brackets and a zone id are refused). */
export const ipAddress = (description = 'IPv4 or IPv6 address, e.g. 8.8.8.8') =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check((value) => isIP(value) !== 0, 'must be an IPv4 or IPv6 address'), v.description(description))

/** A CIDR block, `8.8.8.0/24` or `2a00:1450::/29`: an address and a prefix length its family allows. */
export const cidrBlock = (description = 'CIDR block, e.g. 8.8.8.0/24') =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.check((value) => {
      const [base, bits, extra] = value.split('/')
      const family = isIP(base ?? '')
      return extra === undefined && family !== 0 && /^\d{1,3}$/.test(bits ?? '') && Number(bits) <= (family === 4 ? 32 : 128)
    }, 'must be a CIDR block such as 8.8.8.0/24'),
    v.description(description),
  )
