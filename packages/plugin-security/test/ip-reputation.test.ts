import { testHost, type TestHostOptions } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { type DnsServer, serveDns } from './dns-server.ts'
import { fixture } from './_harness.ts'

let dns: DnsServer
const settings: { security: { dnsServers?: string[] } } = { security: {} }
beforeAll(async () => {
  // Made up: 185.220.101.1 is on DroneBL as an abused VPN service (127.0.0.19); nothing else is listed.
  dns = await serveDns((name) => (name === '1.101.220.185.dnsbl.dronebl.org' ? { a: ['127.0.0.19'] } : undefined))
  settings.security.dnsServers = [dns.address]
})
afterAll(() => dns.close())

const KEYED = ['abuseipdb', 'threatfox']
const options: TestHostOptions = {
  plugins: [securityPlugin],
  upstreams: ['iana-rdap', 'rdap-arin', 'rdap-ripe', 'rdap-apnic', 'rdap-lacnic', 'rdap-afrinic', 'tor-exits', ...KEYED],
  keys: { abuseipdb: 'abuse-key', threatfox: 'abuse-key' },
  config: { settings },
  routes: {
    'GET /rdap/ipv4.json': fixture('iana-rdap', 'ipv4.json'),
    'GET /ip/8.8.8.8': fixture('rdap', 'arin-ip-8.8.8.8.json'),
    // 185.0.0.0/8 is RIPE NCC's (the bootstrap fixture lists every block): its network is answered not found here.
    'GET /ip/185.220.101.1': { status: 404, ...fixture('rdap', 'not-found.json') },
    'GET /torbulkexitlist': { ...fixture('tor-exits', 'torbulkexitlist.txt'), headers: { 'content-type': 'text/plain' } },
    'GET /api/v2/check': fixture('abuseipdb', 'check-118.25.6.39.json'),
    'POST /api/v1/': fixture('threatfox', 'no-result.json'),
  },
}
const h = testHost(options)
/** One host for each test: its calls share the host's answer cache. */
const one = testHost({ ...options, hostPer: 'test' })
/** The operator without the AbuseIPDB and abuse.ch keys. */
const withoutKeys = () => ({ upstreams: Object.fromEntries(KEYED.map((id) => [id, { baseUrl: h.server.url }])) })

describe('security.ip-reputation', () => {
  it('answers one section per source and a risk level from them', async () => {
    const item = (await h.ok('/api/security/ip-reputation?ip=8.8.8.8')).items[0]
    expect(item).toMatchObject({
      ip: '8.8.8.8',
      risk: 'high',
      flags: { torExit: false, blocklisted: false, abuseScore: 100, knownC2: false },
      network: { status: 'found', data: { cidrs: ['8.8.8.0/24'], organization: { name: 'Google LLC' } } },
      blocklists: { status: 'not_found', data: { listedOn: [] } },
      torExit: { status: 'not_found', data: false },
      abuseipdb: { status: 'found', data: { abuseConfidenceScore: 100 } },
      threatfox: { status: 'not_found', data: [] },
    })
    // Without a Spamhaus DQS key or acceptance of its free-use terms, Spamhaus is not asked (its free use is non-commercial).
    expect(item.blocklists.data.results.find((result: { list: string }) => result.list === 'spamhaus-zen')).toMatchObject({ status: 'not_configured', listed: null })
    expect(dns.asked.some((query) => query.name.endsWith('.zen.spamhaus.org'))).toBe(false)
  })

  it('credits AbuseIPDB in meta.attribution when its reports are in the answer', async () => {
    const { status, body } = await h.call('/api/security/ip-reputation?ip=8.8.8.8')
    expect(status).toBe(200)
    expect(body.meta.attribution).toContainEqual({ provider: 'AbuseIPDB', text: 'IP abuse reports from AbuseIPDB', url: 'https://www.abuseipdb.com/' })
  })

  it('works without the keyed sources, saying they are not configured', async () => {
    const { status, body } = await h.call('/api/security/ip-reputation?ip=185.220.101.1', undefined, withoutKeys())
    expect(status).toBe(200)
    const item = body.data.items[0]
    expect(item).toMatchObject({
      risk: 'medium',
      flags: { torExit: true, blocklisted: true, abuseScore: null, knownC2: null },
      // RIPE NCC answering 404 fails the network section alone, naming the registry.
      network: { status: 'error', message: 'RIPE NCC RDAP has no network registered for 185.220.101.1', data: null },
      blocklists: { status: 'found', data: { listedOn: ['dronebl'], reasons: ['abused VPN service'] } },
      torExit: { status: 'found', data: true },
      abuseipdb: { status: 'not_configured', data: null },
      threatfox: { status: 'not_configured', data: null },
    })
  })

  it('keeps answering when a source fails, and says unknown when none answered', async () => {
    h.set('GET /torbulkexitlist', { status: 500, body: 'down' })
    const item = (await h.ok('/api/security/ip-reputation?ip=8.8.8.8')).items[0]
    expect(item.torExit).toMatchObject({ status: 'error', data: null })
    expect(item.flags.torExit).toBe(false) // AbuseIPDB's isTor stands in
    const bare = (await h.call('/api/security/ip-reputation?ip=8.8.8.8', undefined, { ...withoutKeys(), settings: { security: { dnsServers: ['127.0.0.1:9'] } } })).body.data.items[0]
    expect(bare).toMatchObject({ risk: 'unknown', blocklists: { status: 'error' }, torExit: { status: 'error' } })
  })

  it('keeps no exit list of another format: the source fails, and the next call reads the list again', async () => {
    one.set('GET /torbulkexitlist', { ...fixture('tor-exits', 'maintenance-200.txt'), headers: { 'content-type': 'text/plain' } })
    expect((await one.ok('/api/security/ip-reputation?ip=185.220.100.240')).items[0].torExit).toMatchObject({ status: 'error', data: null })
    one.set('GET /torbulkexitlist', { ...fixture('tor-exits', 'torbulkexitlist.txt'), headers: { 'content-type': 'text/plain' } })
    expect((await one.ok('/api/security/ip-reputation?ip=185.220.100.240')).items[0].torExit).toMatchObject({ status: 'found', data: true })
  })

  it('names the bad field, before payment', async () => {
    await h.rejects('/api/security/ip-reputation', 'ip')
    await h.rejects('/api/security/ip-reputation?ip=127.0.0.1', 'ip')
  })
})
