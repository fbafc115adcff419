import { isIP } from 'node:net'

/** An IP address as a number (IPv4 in 32 bits, IPv6 in 128), for range arithmetic. */
export function ipToBigInt(address: string): bigint {
  if (isIP(address) === 4) return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n)
  let text = address.toLowerCase()
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two hex groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const n = ipToBigInt(v4[1]!)
    text = text.slice(0, -v4[1]!.length) + `${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n)
}

/** Whether `address` (of the same family) lies in `cidr` (`1.0.0.0/8`, `2001:200::/23`); false for another family. */
export function cidrContains(cidr: string, address: string): boolean {
  const parsed = parseCidr(cidr)
  return parsed !== null && parsed.family === isIP(address) && ipToBigInt(address) >> parsed.shift === parsed.network
}

/** A CIDR's family and the network bits it fixes (its base shifted right by `shift`), or null where it never matches (a malformed base or length). */
export function parseCidr(cidr: string): { family: 4 | 6; network: bigint; shift: bigint } | null {
  const [base, bits] = cidr.split('/') as [string, string | undefined]
  const family = isIP(base)
  if (family !== 4 && family !== 6) return null
  const width = family === 4 ? 32 : 128
  const length = bits === undefined ? width : Number(bits)
  if (!(length >= 0 && length <= width)) return null
  const shift = BigInt(width - length)
  return { family, network: ipToBigInt(base) >> shift, shift }
}

/** The prefix length of a CIDR (`/8` -> 8). */
export const prefixLength = (cidr: string) => Number(cidr.split('/')[1] ?? 0)

/** The block of `blocks` holding `address` with the longest prefix (RFC 9224's rule for its bootstrap files), if any. */
export function longestPrefixMatch<T extends { cidr: string }>(blocks: readonly T[], address: string): T | undefined {
  let best: T | undefined
  for (const block of blocks) {
    if (cidrContains(block.cidr, address) && (!best || prefixLength(block.cidr) > prefixLength(best.cidr))) best = block
  }
  return best
}
