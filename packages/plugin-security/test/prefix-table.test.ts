import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ipToBigInt, longestPrefixMatch } from '../src/ip/address.ts'
import { prefixTable } from '../src/ip/prefix-table.ts'
import { type Designations, designatedRegistry, SHIPPED_DESIGNATIONS, useDesignations } from '../src/rdap/designations.ts'
import { designationsOf } from '../src/rdap/live-designations.ts'

const file = (name: string) => JSON.parse(readFileSync(new URL(`fixtures/iana-rdap/${name}`, import.meta.url), 'utf8'))
const LIVE = designationsOf(file('ipv4.json'), file('ipv6.json'))!
const MOVED = designationsOf(file('ipv4-8-moved-to-ripe.json'), file('ipv6.json'))!
const registryOf = (id: string) => SHIPPED_DESIGNATIONS.blocks.find((block) => block.registry.id === id)!.registry
// Blocks IANA does not list today: prefixes shorter and longer than /8, nested and repeated ones (the first listed wins).
const UNUSUAL: Designations = {
  source: 'test',
  blocks: [
    ['64.0.0.0/2', 'rdap-arin'], ['8.0.0.0/8', 'rdap-ripe'], ['8.8.0.0/16', 'rdap-apnic'], ['8.8.0.0/16', 'rdap-lacnic'],
    ['200.1.2.3/8', 'rdap-afrinic'], ['2001::/16', 'rdap-ripe'], ['2001:4800::/23', 'rdap-arin'], ['2001:4800::/23', 'rdap-apnic'],
    ['2c00::/12', 'rdap-afrinic'], ['bad/8', 'rdap-arin'], ['9.0.0.0/40', 'rdap-arin'],
  ].map(([cidr, id]) => ({ cidr: cidr!, registry: registryOf(id!) })),
}

const ipv6Text = (value: bigint) => Array.from({ length: 8 }, (_, group) => ((value >> BigInt(112 - 16 * group)) & 0xffffn).toString(16)).join(':')
const LAST_V6 = (1n << 128n) - 1n

/** Every /8 at its first, a middle and its last address; each IPv6 block's edges and the addresses either side; odd ones. */
function samples(table: Designations): string[] {
  const ipv4 = Array.from({ length: 256 }, (_, octet) => [`${octet}.0.0.0`, `${octet}.8.8.8`, `${octet}.255.255.255`]).flat()
  const ipv6 = table.blocks.filter((block) => block.cidr.includes(':')).flatMap((block) => {
    const [base, bits] = block.cidr.split('/') as [string, string]
    const size = 1n << BigInt(128 - Number(bits))
    const first = (ipToBigInt(base) / size) * size
    return [first - 1n, first, first + size / 2n, first + size - 1n, first + size].filter((n) => n >= 0n && n <= LAST_V6).map(ipv6Text)
  })
  return [...ipv4, ...ipv6, '::', '::1', '::ffff:8.8.8.8', '2001:db8::1', 'fd00::1', 'ffff::1', 'not-an-address', '']
}

describe('prefixTable (the designations parsed once per table)', () => {
  afterEach(() => useDesignations(SHIPPED_DESIGNATIONS))

  it.each([
    ['the shipped table', SHIPPED_DESIGNATIONS],
    ['IANA\'s files as recorded', LIVE],
    ['IANA\'s files with 8.0.0.0/8 moved to RIPE NCC', MOVED],
    ['blocks shorter, longer, nested, repeated and malformed', UNUSUAL],
  ])('answers as a CIDR match over every block does, for %s', (_name, table) => {
    const lookup = prefixTable(table.blocks)
    let matched = 0
    for (const ip of samples(table)) {
      const expected = longestPrefixMatch(table.blocks, ip)
      expect(lookup.longestMatch(ip), ip).toBe(expected)
      if (expected) matched++
    }
    // Neither side answers nothing everywhere: most /8s and every IPv6 block's edges are some registry's.
    expect(matched).toBeGreaterThan(100)
  }, 30_000) // The plain match parses every CIDR for each of about 1,000 addresses: slow on a loaded machine.

  it('reads the table that replaces the shipped one, and the shipped one again when it is restored', () => {
    // Against the table's own lookup, which the cases above hold to the plain CIDR match (that match, about 0.4 ms a
    // call, is run once per table there, not again here).
    const check = (table: Designations) => {
      const lookup = prefixTable(table.blocks)
      for (const ip of samples(table)) expect(designatedRegistry(ip), ip).toBe(lookup.longestMatch(ip)?.registry ?? null)
    }
    check(SHIPPED_DESIGNATIONS)
    useDesignations(MOVED)
    expect(designatedRegistry('8.8.8.8')?.id).toBe('rdap-ripe')
    check(MOVED)
    useDesignations(UNUSUAL)
    expect(designatedRegistry('8.8.8.8')?.id).toBe('rdap-apnic')
    expect(designatedRegistry('100.0.0.1')?.id).toBe('rdap-arin')
    check(UNUSUAL)
    useDesignations(SHIPPED_DESIGNATIONS)
    expect(designatedRegistry('8.8.8.8')?.id).toBe('rdap-arin')
    check(SHIPPED_DESIGNATIONS)
  })
})
