import { describe, expect, it } from 'vitest'
import { designatedRegistry } from '../src/rdap/designations.ts'

const registry = (ip: string) => designatedRegistry(ip)?.id ?? null

// The shipped table against IANA's bootstrap as mirrored in 2025-11 (src/rdap/designations.ts names the copy).
describe('the shipped designations (IANA RDAP bootstrap, 2025-11)', () => {
  it('gives 2410::/12 to APNIC, the one block IANA designated since the 2019 files, from its first to its last address', () => {
    expect(registry('2410::')).toBe('rdap-apnic')
    expect(registry('2410:1234::1')).toBe('rdap-apnic')
    expect(registry('241f:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('rdap-apnic')
    // The neighbours: the end of 2400::/12 (APNIC too) and 2420::, designated to no registry.
    expect(registry('240f:ffff::1')).toBe('rdap-apnic')
    expect(registry('2420::1')).toBeNull()
  })

  it('keeps the edges of the IPv6 blocks: the longest prefix wins, and space between blocks is no registry\'s', () => {
    expect(registry('2001:4200::1')).toBe('rdap-afrinic') // 2001:4200::/23, to its last addresses
    expect(registry('2001:43ff:ffff::1')).toBe('rdap-afrinic')
    expect(registry('2001:4400::1')).toBe('rdap-apnic') // APNIC's 2001:4400::/23 follows it
    expect(registry('2001:4e00::1')).toBeNull() // between RIPE NCC's 2001:4c00::/23 and 2001:5000::/20
    expect(registry('2001:4860:4860::8888')).toBe('rdap-arin') // 2001:4800::/23
    expect(registry('2a1f:ffff::1')).toBe('rdap-ripe') // the end of 2a10::/12
    expect(registry('2a20::1')).toBeNull()
    expect(registry('2c0f:ffff::1')).toBe('rdap-afrinic')
  })

  it('keeps the IPv4 /8s, legacy ones included, and none for reserved, private or multicast space', () => {
    expect(registry('44.0.0.1')).toBe('rdap-arin')
    expect(registry('57.255.255.255')).toBe('rdap-ripe')
    expect(registry('223.255.255.255')).toBe('rdap-apnic')
    expect(registry('191.0.0.1')).toBe('rdap-lacnic')
    expect(registry('154.0.0.1')).toBe('rdap-afrinic')
    for (const ip of ['0.0.0.1', '10.1.2.3', '127.0.0.1', '224.0.0.1', '240.0.0.1']) expect(registry(ip), ip).toBeNull()
  })
})
