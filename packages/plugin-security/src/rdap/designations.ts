import type { UpstreamDefinition } from '@svc/core'
import { prefixTable } from '../ip/prefix-table.ts'
import { RIRS } from '../upstreams/rdap.ts'

/** An address block and the registry IANA designates it to. */
export interface Designation {
  cidr: string
  registry: UpstreamDefinition
}

/** The blocks a check reads, and where they come from (the shipped copy, or IANA's files and their publication). */
export interface Designations {
  source: string
  blocks: readonly Designation[]
}

/**
 * Which registry IANA designates each IPv4 /8 and IPv6 block to, as its RDAP bootstrap files list them
 * (https://data.iana.org/rdap/ipv4.json, ipv6.json, RFC 9224; public domain). Read before payment without calling
 * IANA, so a call that needs a registry this host cannot serve (ARIN until its terms are accepted) is refused before
 * any 402. This shipped copy is the fallback: once the host has read IANA's current files (live-designations.ts, at
 * start and daily) those are used. The handler still asks the bootstrap; where IANA has moved a block since, its
 * upstream client refuses the same way and the failed call is not charged.
 *
 * Source of this copy: the repository jelebruh/whois-rdap-autogen, files `ipv4.json` and `ipv6.json`, which its weekly
 * job fetches from data.iana.org/rdap (flattened to prefix -> URLs, so IANA's `publication` is not kept): last changed
 * 2025-11-25 (commit b84f8f1), unchanged through its runs to 2026-06-08 (commit ba15890). Against the table before,
 * built from IANA's 2019 files: the 221 IPv4 /8s are the same, and IPv6 adds 2410::/12, designated to APNIC
 * (test/fixtures/iana-rdap/README.md).
 */
const DESIGNATED: Record<(typeof RIRS)[number]['host'], { ipv4: number[]; ipv6: string[] }> = {
  'rdap.afrinic.net': {
    ipv4: [41, 102, 105, 154, 196, 197],
    ipv6: ['2001:4200::/23', '2c00::/12'],
  },
  'rdap.apnic.net': {
    ipv4: [1, 14, 27, 36, 39, 42, 43, 49, 58, 59, 60, 61, 101, 103, 106, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 133, 150, 153, 163, 171, 175, 180, 182, 183, 202, 203, 210, 211, 218, 219, 220, 221, 222, 223],
    ipv6: ['2001:200::/23', '2001:4400::/23', '2001:8000::/19', '2001:a000::/20', '2001:b000::/20', '2001:c00::/23', '2001:e00::/23', '2400::/12', '2410::/12'],
  },
  'rdap.arin.net': {
    ipv4: [3, 4, 6, 7, 8, 9, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 28, 29, 30, 32, 33, 34, 35, 38, 40, 44, 45, 47, 48, 50, 52, 54, 55, 56, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 96, 97, 98, 99, 100, 104, 107, 108, 128, 129, 130, 131, 132, 134, 135, 136, 137, 138, 139, 140, 142, 143, 144, 146, 147, 148, 149, 152, 155, 156, 157, 158, 159, 160, 161, 162, 164, 165, 166, 167, 168, 169, 170, 172, 173, 174, 184, 192, 198, 199, 204, 205, 206, 207, 208, 209, 214, 215, 216],
    ipv6: ['2001:1800::/23', '2001:400::/23', '2001:4800::/23', '2600::/12', '2610::/23', '2620::/23', '2630::/12'],
  },
  'rdap.db.ripe.net': {
    ipv4: [2, 5, 25, 31, 37, 46, 51, 53, 57, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 109, 141, 145, 151, 176, 178, 185, 188, 193, 194, 195, 212, 213, 217],
    ipv6: ['2001:1400::/22', '2001:1a00::/23', '2001:1c00::/22', '2001:2000::/19', '2001:4000::/23', '2001:4600::/23', '2001:4a00::/23', '2001:4c00::/23', '2001:5000::/20', '2001:600::/23', '2001:800::/22', '2003::/18', '2a00::/12', '2a10::/12'],
  },
  'rdap.lacnic.net': {
    ipv4: [177, 179, 181, 186, 187, 189, 190, 191, 200, 201],
    ipv6: ['2001:1200::/23', '2800::/12'],
  },
}

/** The shipped table as blocks: each IPv4 /8 and IPv6 block with its registry. */
export const SHIPPED_DESIGNATIONS: Designations = {
  source: 'shipped copy (IANA bootstrap as mirrored on 2025-11-25)',
  blocks: RIRS.flatMap((entry) => [
    ...DESIGNATED[entry.host].ipv4.map((first) => ({ cidr: `${first}.0.0.0/8`, registry: entry.upstream })),
    ...DESIGNATED[entry.host].ipv6.map((cidr) => ({ cidr, registry: entry.upstream })),
  ]),
}

// One table per process (a process serves one host): the last one read from IANA, else the shipped copy; its CIDRs
// parsed once, when it becomes the table, not on each call.
let current = SHIPPED_DESIGNATIONS
let lookup = prefixTable(current.blocks)

/** The table checks read now. */
export const currentDesignations = (): Designations => current

/** Makes `table` the one checks read (IANA's files once read; the shipped copy again when the host stops). */
export function useDesignations(table: Designations): void {
  current = table
  lookup = prefixTable(table.blocks)
}

/** The RIR upstream IANA designates `ip`'s block to (the longest prefix), or null for space no RIR administers. */
export function designatedRegistry(ip: string): UpstreamDefinition | null {
  return lookup.longestMatch(ip)?.registry ?? null
}

/** For an operation's `check` (with `choosesUpstream`): refuses, 503 naming the setting before any 402, an address whose registry this host cannot serve. */
export function refuseUnservedRegistry(ip: string, host: { serves: (upstream: UpstreamDefinition) => void }): void {
  const registry = designatedRegistry(ip)
  if (registry) host.serves(registry)
}
