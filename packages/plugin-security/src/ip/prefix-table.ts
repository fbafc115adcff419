import { isIP } from 'node:net'
import { ipToBigInt, parseCidr, prefixLength } from './address.ts'

/** A block parsed once: the network bits it fixes (the address shifted right by `shift`) and its rank (its prefix length). */
interface ParsedBlock<T> {
  block: T
  network: bigint
  shift: bigint
  rank: number
}

/** Blocks read for `longestPrefixMatch`'s answer without parsing a CIDR per call. */
export interface PrefixTable<T> {
  longestMatch(address: string): T | undefined
}

/** `block` parsed as `cidrContains` reads it, or null where that never matches. */
function parse<T extends { cidr: string }>(block: T): (ParsedBlock<T> & { family: 4 | 6 }) | null {
  const parsed = parseCidr(block.cidr)
  return parsed && { block, ...parsed, rank: prefixLength(block.cidr) }
}

/** The first octets an IPv4 block covers: one for a /8 or longer, several for a shorter prefix. */
function firstOctets(parsed: ParsedBlock<unknown>): number[] {
  const first = Number((parsed.network << parsed.shift) >> 24n)
  const span = parsed.shift > 24n ? 2 ** Number(parsed.shift - 24n) : 1
  return Array.from({ length: span }, (_, offset) => first + offset)
}

/**
 * `blocks` ready for the same answers as `longestPrefixMatch` (the longest prefix holding the address; the first listed
 * among equals): IPv4 blocks filed under each first octet they cover (IANA designates /8s, so one block per octet),
 * IPv6 blocks in one short list; each list longest prefix first.
 */
export function prefixTable<T extends { cidr: string }>(blocks: readonly T[]): PrefixTable<T> {
  const byFirstOctet: ParsedBlock<T>[][] = Array.from({ length: 256 }, () => [])
  const ipv6: ParsedBlock<T>[] = []
  for (const block of blocks) {
    const parsed = parse(block)
    if (parsed?.family === 6) ipv6.push(parsed)
    else if (parsed) for (const octet of firstOctets(parsed)) byFirstOctet[octet]!.push(parsed)
  }
  // A stable sort: among blocks of one length the first listed stays first, as in longestPrefixMatch.
  for (const list of [...byFirstOctet, ipv6]) list.sort((a, b) => b.rank - a.rank)
  return {
    longestMatch(address) {
      const family = isIP(address)
      if (family === 0) return undefined
      const value = ipToBigInt(address)
      const candidates = family === 4 ? byFirstOctet[Number(value >> 24n)]! : ipv6
      return candidates.find((parsed) => value >> parsed.shift === parsed.network)?.block
    },
  }
}
