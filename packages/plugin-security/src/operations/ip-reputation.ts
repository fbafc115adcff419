import { createError, defineOperation, invalidField, ipAddress, lookupAnswer, publicAddressesOnly, runSection, type Section, sectionData, sectionStatus, type UpstreamClient } from '@svc/core'
import { isIP } from 'node:net'
import * as v from 'valibot'
import { askedLists, askLists } from '../dnsbl/ask-lists.ts'
import { makeResolver } from '../dnsbl/query.ts'
import { BLOCKLISTS, blocklistsSource } from '../dnsbl/zones.ts'
import { askThreatfox, threatfoxSource } from '../ioc/abuse-ch.ts'
import { refuseUnservedRegistry } from '../rdap/designations.ts'
import { ipNetworkSources, lookupBlock, registryOf } from '../rdap/ip-network.ts'
import { abuseCheckSource, checkAbuse } from '../reputation/abuseipdb-check.ts'
import { isTorExit, torExitsSource } from '../reputation/tor.ts'
import { dnsServers, spamhausZone } from '../settings.ts'
import { abuseipdb } from '../upstreams/abuseipdb.ts'
import { threatfox } from '../upstreams/abuse-ch.ts'
import { ianaRdap, RIRS } from '../upstreams/rdap.ts'
import { torExits } from '../upstreams/tor-exits.ts'

/** A section of a keyed source the operator has not configured: left out, saying so (the composite works without it). */
const notConfigured = <T>(client: UpstreamClient, run: () => Promise<T>, found: (data: T) => boolean, failure: string) =>
  client.hasKey ? runSection(run, { found, failure }) : Promise.resolve(undefined)

const part = (section: Section<unknown> | undefined) => (section ? { ...sectionStatus(section), data: sectionData(section) } : { status: 'not_configured' as const, data: null })
export default defineOperation({
  name: 'ip-reputation',
  method: 'GET',
  description: 'Reputation of an IP address from several sources at once, one section each: its registered network (RDAP), DNS blocklists (Spamhaus, SpamCop...), the Tor exit list, AbuseIPDB reports and abuse.ch ThreatFox C2 indicators (the last two when the operator has their keys), with a summary risk level and flags (Tor exit, blocklisted, abuse score, known C2).',
  input: v.object({ ip: ipAddress('Public IPv4 or IPv6 address, e.g. 8.8.8.8') }),
  upstreams: [ianaRdap, ...RIRS.map((entry) => entry.upstream), torExits],
  // IANA's bootstrap, then the one registry of the address: available while any registry is; an address whose registry is not served here is refused.
  choosesUpstream: RIRS.map((entry) => entry.upstream),
  sources: [...ipNetworkSources, blocklistsSource, torExitsSource, abuseCheckSource, threatfoxSource], // AbuseIPDB and ThreatFox only where keyed
  keywords: ['ip reputation', 'is this ip a tor exit', 'is this ip a vpn or proxy', 'is this ip part of a botnet', 'should i block this ip', 'ip risk score'],
  example: { params: { ip: '8.8.8.8' } },
  check(input, host) {
    if (!publicAddressesOnly(input.ip, isIP(input.ip) === 6 ? 6 : 4)) throw invalidField('ip', 'must be a public address')
    refuseUnservedRegistry(input.ip, host)
  },
  async handler({ input, upstream, settings }) {
    const ip = input.ip
    const resolver = makeResolver(dnsServers(settings))
    const [network, blocklists, tor, abuse, c2] = await Promise.all([
      runSection(async () => {
        const registry = await registryOf(upstream(ianaRdap), ip)
        return registry ? (await lookupBlock(upstream(registry), ip)).block : null
      }, { failure: 'the registry could not be asked' }),
      runSection(async () => {
        const results = await askLists(resolver, BLOCKLISTS, ip, spamhausZone(settings))
        const asked = askedLists(results)
        if (asked.length > 0 && asked.every((result) => result.status === 'error')) throw createError('UPSTREAM_FAILED', 'No blocklist could be asked')
        return { listedOn: results.filter((result) => result.listed).map((result) => result.list), reasons: [...new Set(results.flatMap((result) => result.reasons))], results }
      }, { found: (data) => data.listedOn.length > 0, failure: 'the blocklists could not be asked' }),
      runSection(() => isTorExit(upstream(torExits), ip), { found: (exit) => exit, failure: 'the Tor exit list could not be read' }),
      notConfigured(upstream(abuseipdb), async () => (await checkAbuse(upstream(abuseipdb), ip, 90)).report, (report) => report.totalReports > 0, 'AbuseIPDB could not be asked'),
      notConfigured(upstream(threatfox), () => askThreatfox(upstream(threatfox), 'ip', ip), (rows) => rows.length > 0, 'ThreatFox could not be asked'),
    ])
    const abuseData = abuse ? sectionData(abuse) : null
    const c2Data = c2 ? sectionData(c2) : null
    const listedOn = sectionData(blocklists)?.listedOn ?? null
    const flags = {
      torExit: sectionData(tor) ?? abuseData?.isTor ?? null,
      blocklisted: listedOn === null ? null : listedOn.length > 0,
      abuseScore: abuseData?.abuseConfidenceScore ?? null,
      knownC2: c2Data === null ? null : c2Data.length > 0,
    }
    const answered = [blocklists, tor, abuse, c2].filter((section) => section && section.status !== 'error').length
    const risk = flags.knownC2 || (flags.abuseScore ?? 0) >= 75 ? 'high'
      : flags.blocklisted || flags.torExit || (flags.abuseScore ?? 0) >= 25 ? 'medium'
        : answered > 0 ? 'low' : 'unknown'
    return lookupAnswer({
      ip,
      risk,
      flags,
      network: part(network),
      blocklists: part(blocklists),
      torExit: part(tor),
      abuseipdb: part(abuse),
      threatfox: part(c2),
    }, { provider: 'RDAP registries; DNS blocklists; Tor Project; AbuseIPDB; abuse.ch ThreatFox (as configured)', url: 'https://www.iana.org/assignments/rdap-dns/rdap-dns.xhtml', license: 'Each source\'s terms (see the security plugin README)' })
  },
})
