import { isIP } from 'node:net'
import { publicAddressesOnly } from '@svc/core'
import type { DnsRecord } from './records.ts'

/**
 * What a caller may learn from the host's resolver. On a cloud host that resolver also answers the
 * private network's names (`ip-10-0-1-5.ec2.internal`, a private zone's hosts), so by default
 * dns.lookup answers what a public resolver with rebinding protection would: no address outside the
 * public internet (core's URL guard decides: loopback, private, link-local, CGNAT, ULA, documentation,
 * reserved...), no special-use name, and a name left with nothing is answered exactly as one that
 * does not exist, so the answer tells nothing of the host's network.
 */

/**
 * Names public DNS never answers (RFC 6761 test/localhost/invalid/example, RFC 6762 local, RFC 8375
 * home.arpa, RFC 9476 alt, RFC 7686 onion, ICANN's private-use internal, and the names long used
 * inside networks that ICANN will not delegate: corp, home, lan, intranet, private): an answer for
 * one comes from the host's own network.
 */
const SPECIAL_USE = ['localhost', 'local', 'internal', 'test', 'invalid', 'example', 'alt', 'onion', 'home.arpa', 'corp', 'home', 'lan', 'intranet', 'private']

/** True for a name under a special-use domain or a reverse zone of a non-public range. */
export function isSpecialUseName(name: string): boolean {
  const lower = name.toLowerCase().replace(/\.$/, '')
  if (SPECIAL_USE.some((suffix) => lower === suffix || lower.endsWith(`.${suffix}`))) return true
  return coversNonPublic(lower)
}

/**
 * A reverse-DNS name (`10.in-addr.arpa`, nibbles under `ip6.arpa`) stands for a range of addresses:
 * it is private when the first or the last address of its range is not public.
 */
function coversNonPublic(name: string): boolean {
  if (name === 'in-addr.arpa' || name === 'ip6.arpa') return true
  if (name.endsWith('.in-addr.arpa')) {
    const octets = name.slice(0, -'.in-addr.arpa'.length).split('.').reverse()
    if (octets.length > 4 || octets.some((octet) => !/^\d{1,3}$/.test(octet) || Number(octet) > 255)) return false
    const end = (fill: string) => [...octets, ...Array<string>(4 - octets.length).fill(fill)].join('.')
    return !publicAddressesOnly(end('0'), 4) || !publicAddressesOnly(end('255'), 4)
  }
  if (name.endsWith('.ip6.arpa')) {
    const nibbles = name.slice(0, -'.ip6.arpa'.length).split('.').reverse()
    if (nibbles.length > 32 || nibbles.some((nibble) => !/^[0-9a-f]$/.test(nibble))) return false
    const end = (fill: string) => [...nibbles, ...Array<string>(32 - nibbles.length).fill(fill)].join('').replace(/(.{4})(?!$)/g, '$1:')
    return !publicAddressesOnly(end('0'), 6) || !publicAddressesOnly(end('f'), 6)
  }
  return false
}

/** The names a record points to (a CNAME's target, an MX's exchange, an SOA's servers...). */
function namesIn(record: DnsRecord): string[] {
  const data = record.data
  const names = [data.target, data.host, data.exchange, data.primaryNs]
  return names.filter((name): name is string => typeof name === 'string' && name.length > 0)
}

/** True when a record points outside the public internet: a non-public address, or a special-use name. */
export function isPrivateRecord(record: DnsRecord): boolean {
  const address = record.data.address
  if (typeof address === 'string') {
    const family = isIP(address)
    return family === 0 || !publicAddressesOnly(address, family as 4 | 6)
  }
  return namesIn(record).some(isSpecialUseName)
}

/**
 * The records a caller may see of an answer: its public records, or null (answered as a name that
 * does not exist) when every record it had pointed outside the public internet.
 */
export function publicAnswer(records: DnsRecord[] | null): DnsRecord[] | null {
  if (records === null) return null
  const kept = records.filter((record) => !isPrivateRecord(record))
  return records.length > 0 && kept.length === 0 ? null : kept
}
