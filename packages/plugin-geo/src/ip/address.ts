import { isIPv4, isIPv6 } from 'node:net'

/** A parsed address: its canonical text, its version and its value (IPv4 as a number, IPv6 as a bigint). */
export type Address = { text: string; version: 4; value: number } | { text: string; version: 6; value: bigint }

/** Parses an IPv4 or IPv6 address (no zone id, no prefix); null when the text is not one. */
export function parseAddress(input: string): Address | null {
  if (isIPv4(input)) return { text: input, version: 4, value: ipv4Value(input) }
  if (!isIPv6(input) || input.includes('%')) return null
  const value = ipv6Value(input)
  return { text: new URL(`http://[${input}]`).hostname.slice(1, -1), version: 6, value }
}

const ipv4Value = (text: string) => text.split('.').reduce((value, part) => value * 256 + Number(part), 0)

function ipv6Value(text: string): bigint {
  let body = text.toLowerCase()
  const dotted = body.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const v4 = ipv4Value(dotted[1]!)
    body = `${body.slice(0, -dotted[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const [head = '', tail] = body.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n)
}

type Range<T> = { name: string; cidr: string; base: T; bits: number }

const v4 = (cidr: string, name: string): Range<number> => {
  const [base = '', bits = ''] = cidr.split('/')
  return { name, cidr, base: ipv4Value(base), bits: Number(bits) }
}
const v6 = (cidr: string, name: string): Range<bigint> => {
  const [base = '', bits = ''] = cidr.split('/')
  return { name, cidr, base: ipv6Value(base), bits: Number(bits) }
}

/** IANA special-purpose registries (RFC 6890 and successors): blocks that are not routed on the public internet. */
const RESERVED_V4 = [
  v4('0.0.0.0/8', 'this network'),
  v4('10.0.0.0/8', 'private network'),
  v4('100.64.0.0/10', 'shared address space (carrier-grade NAT)'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private network'),
  v4('192.0.0.0/24', 'IETF protocol assignments'),
  v4('192.0.2.0/24', 'documentation (TEST-NET-1)'),
  v4('192.168.0.0/16', 'private network'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation (TEST-NET-2)'),
  v4('203.0.113.0/24', 'documentation (TEST-NET-3)'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved (including broadcast)'),
]

const RESERVED_V6 = [
  v6('::/128', 'unspecified address'),
  v6('::1/128', 'loopback'),
  v6('::ffff:0:0/96', 'IPv4-mapped address (ask for the IPv4 address itself)'),
  v6('64:ff9b::/96', 'IPv4/IPv6 translation'),
  v6('64:ff9b:1::/48', 'local-use IPv4/IPv6 translation'),
  v6('100::/64', 'discard-only'),
  v6('2001:2::/48', 'benchmarking'),
  v6('2001:db8::/32', 'documentation'),
  v6('3fff::/20', 'documentation'),
  v6('fc00::/7', 'unique local (private network)'),
  v6('fe80::/10', 'link-local'),
  v6('ff00::/8', 'multicast'),
]

/** The special-purpose block holding the address, or null for a public one. */
export function reservedRange(address: Address): { name: string; cidr: string } | null {
  const hit = address.version === 4
    ? RESERVED_V4.find((range) => Math.floor(address.value / 2 ** (32 - range.bits)) === Math.floor(range.base / 2 ** (32 - range.bits)))
    : RESERVED_V6.find((range) => address.value >> BigInt(128 - range.bits) === range.base >> BigInt(128 - range.bits))
  return hit ? { name: hit.name, cidr: hit.cidr } : null
}
