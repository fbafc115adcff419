import { isIP } from 'node:net'
import { ipv6Bytes } from './url-guard/embedded-ipv4.ts'

/**
 * The network a client is counted as (trials, connections): an IPv4 address, or the first
 * `ipv6PrefixLength` bits of an IPv6 address (`2001:db8:1:2:0:0:0:0/64`), since one IPv6 host holds
 * a whole /64. An IPv4-mapped IPv6 address counts as its IPv4 address; anything else (`unknown`) as itself.
 */
export function clientNetwork(address: string, ipv6PrefixLength: number): string {
  if (isIP(address) !== 6) return address
  const bytes = ipv6Bytes(address)!
  if (bytes.subarray(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.subarray(12).join('.')
  for (let bit = ipv6PrefixLength; bit < 128; bit++) bytes[bit >> 3]! &= ~(0x80 >> (bit & 7))
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[i * 2]! << 8) | bytes[i * 2 + 1]!).toString(16))
  return `${groups.join(':')}/${ipv6PrefixLength}`
}
