import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { cidrContains, ipToBigInt } from '../src/ip/address.ts'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const RDAP = ['iana-rdap', 'rdap-arin', 'rdap-ripe', 'rdap-apnic', 'rdap-lacnic', 'rdap-afrinic']
const h = testHost({
  plugins: [securityPlugin],
  upstreams: RDAP,
  routes: {
    'GET /rdap/ipv4.json': fixture('iana-rdap', 'ipv4.json'),
    'GET /rdap/ipv6.json': fixture('iana-rdap', 'ipv6.json'),
    'GET /ip/8.8.8.8': fixture('rdap', 'arin-ip-8.8.8.8.json'),
    'GET /ip/2a00:1450:4001:80b::200e': fixture('rdap', 'ripe-ip-2a00-1450.json'),
    'GET /ip/1.1.1.1': { status: 404, ...fixture('rdap', 'not-found.json') },
    'GET /ip/8.8.8.0/24': fixture('rdap', 'arin-ip-8.8.8.8.json'),
  },
})

describe('security.ip-block', () => {
  it('is unavailable until the operator accepts ARIN\'s Whois Terms of Use, which forbid its use in a commercial service', async () => {
    const unaccepted = { upstreams: { 'rdap-arin': { baseUrl: h.server.url, acceptTerms: false } } }
    const before = h.requests.length
    const refused = await h.call('/api/security/ip-block?ip=8.8.8.8', undefined, unaccepted)
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('uses ARIN RDAP, whose terms do not allow charging for its data') } })
    expect(refused.body.error).toContain('SVC_UPSTREAM_RDAP_ARIN_ACCEPT_TERMS=true')
    expect(h.requests.length).toBe(before)
  })
  // Each registry's addresses are refused on their own (1.0.0.0/8 is APNIC's, 41.0.0.0/8 AFRINIC's), before any request.
  it.each([
    ['rdap-apnic', 'APNIC RDAP', 'SVC_UPSTREAM_RDAP_APNIC_ACCEPT_TERMS', '1.1.1.1'],
    ['rdap-afrinic', 'AFRINIC RDAP', 'SVC_UPSTREAM_RDAP_AFRINIC_ACCEPT_TERMS', '41.0.0.1'],
  ])('refuses %s\'s addresses until the operator accepts its whois terms, which allow no resale of its data', async (id, name, setting, ip) => {
    const before = h.requests.length
    const refused = await h.call(`/api/security/ip-block?ip=${ip}`, undefined, { upstreams: { [id]: { baseUrl: h.server.url, acceptTerms: false } } })
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining(`uses ${name}, whose terms do not allow charging for its data`) } })
    expect(refused.body.error).toContain(`${setting}=true`)
    expect(h.requests.length).toBe(before)
  })
  it('finds the registry in the IANA bootstrap and answers the block, its owner and abuse contact (ARIN, nested entities)', async () => {
    const data = await h.ok('/api/security/ip-block?ip=8.8.8.8')
    expect(data.items[0]).toEqual({
      query: '8.8.8.8',
      handle: 'NET-8-8-8-0-2',
      name: 'GOGL',
      type: 'DIRECT ALLOCATION',
      country: null,
      range: { start: '8.8.8.0', end: '8.8.8.255' },
      cidrs: ['8.8.8.0/24'],
      parentHandle: 'NET-8-0-0-0-0',
      status: ['active'],
      organization: { handle: 'GOGL', name: 'Google LLC' },
      abuseContact: { handle: 'ABUSE5250-ARIN', name: 'Abuse', email: 'network-abuse@google.com' },
      registered: '2023-12-28',
      lastChanged: '2023-12-28',
      registry: 'ARIN',
    })
    expect(data.source.provider).toBe('ARIN RDAP')
    expect(h.requests.slice(-2).map((request) => request.path)).toEqual(['/rdap/ipv4.json', '/ip/8.8.8.8'])
  })

  it('answers an IPv6 block from RIPE NCC', async () => {
    const data = await h.ok('/api/security/ip-block?ip=2A00:1450:4001:80B::200E')
    expect(data.items[0]).toMatchObject({ query: '2a00:1450:4001:80b::200e', cidrs: ['2a00:1450::/29'], country: 'IE', organization: { name: 'Google Ireland Limited' }, abuseContact: { email: 'network-abuse@google.com' }, registry: 'RIPE NCC' })
    expect(data.source.provider).toBe('RIPE NCC RDAP')
  })

  it('looks up a CIDR block', async () => {
    const data = await h.ok('/api/security/ip-block?cidr=8.8.8.0/24')
    expect(data.items[0]).toMatchObject({ query: '8.8.8.0/24', handle: 'NET-8-8-8-0-2', cidrs: ['8.8.8.0/24'] })
    expect(h.last().path).toBe('/ip/8.8.8.0/24')
  })

  it('answers 404 for reserved space and for an address the registry has no network for', async () => {
    await h.status('/api/security/ip-block?ip=10.1.2.3', 404, undefined, 'NOT_FOUND')
    await h.status('/api/security/ip-block?ip=1.1.1.1', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/security/ip-block', 'ip')
    await h.rejects('/api/security/ip-block?ip=8.8.8', 'ip')
    await h.rejects('/api/security/ip-block?ip=8.8.8.0%2F24', 'ip')
    await h.rejects('/api/security/ip-block?cidr=8.8.8.0%2F33', 'cidr')
    await h.rejects('/api/security/ip-block?ip=8.8.8.8&cidr=8.8.8.0%2F24', 'cidr')
  })

  h.failures('GET /rdap/ipv4.json', '/api/security/ip-block?ip=8.8.8.8')
  h.failures('GET /ip/8.8.8.8', '/api/security/ip-block?ip=8.8.8.8')
})

describe('address arithmetic', () => {
  it('matches IPv4 and IPv6 prefixes', () => {
    expect(cidrContains('8.0.0.0/8', '8.8.8.8')).toBe(true)
    expect(cidrContains('9.0.0.0/8', '8.8.8.8')).toBe(false)
    expect(cidrContains('2a00::/12', '2a00:1450:4001:80b::200e')).toBe(true)
    expect(cidrContains('2001:4200::/23', '2001:4400::1')).toBe(false)
    expect(cidrContains('2001:4400::/23', '2001:4401:ffff::1')).toBe(true)
    expect(cidrContains('8.0.0.0/8', '2a00::1')).toBe(false)
    expect(ipToBigInt('::ffff:1.2.3.4')).toBe(0xffff01020304n)
    expect(ipToBigInt('2001:db8::1')).toBe(0x20010db8000000000000000000000001n)
  })
})
