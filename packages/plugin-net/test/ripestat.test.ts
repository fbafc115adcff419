import { testHost, type TestHostOptions } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { netPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `ripestat/${name}` })
const dnsSettings = { servers: ['127.0.0.1:9'], timeoutMs: 300, tries: 1 }

// Reverse DNS from a local DNS server (made-up PTR record for the RIPE NCC address).
let dns: DnsTestServer
beforeAll(async () => {
  dns = await serveDns({
    records: {
      '139.6.0.193.in-addr.arpa': [{ type: 'PTR', data: 'www.ripe.net' }],
      // A cloud host's resolver also answers its private network's reverse zones: none of this may reach a caller.
      '7.3.0.10.in-addr.arpa': [{ type: 'PTR', data: 'ip-10-0-3-7.ec2.internal' }],
      '140.6.0.193.in-addr.arpa': [{ type: 'PTR', data: 'db.corp.internal' }, { type: 'PTR', data: 'mail.ripe.net' }],
    },
    servfail: ['2.9.9.9.in-addr.arpa'],
  })
  dnsSettings.servers = [dns.address]
})
afterAll(() => dns.close())

const options: TestHostOptions = {
  plugins: [netPlugin],
  upstreams: ['ripestat'],
  config: { settings: { dns: dnsSettings } },
  routes: {
    'GET /data/as-overview/data.json': fixture('as-overview-3333.json'),
    'GET /data/announced-prefixes/data.json': fixture('announced-prefixes-3333.json'),
    'GET /data/network-info/data.json': (request) => fixture(request.query.get('resource') === '193.0.6.139' ? 'network-info-193.0.6.139.json' : 'network-info-unrouted.json'),
    'GET /data/rir-stats-country/data.json': fixture('rir-stats-country-nl.json'),
    'GET /data/rpki-validation/data.json': (request) => fixture(request.query.get('resource') === 'AS3333' ? 'rpki-validation-valid.json' : 'rpki-validation-invalid-asn.json'),
  },
}
const h = testHost(options)
/** One host for each test: its calls share the host's answer cache. */
const one = testHost({ ...options, hostPer: 'test' })

describe('net.asn', () => {
  it('answers an AS by number: holder, block, country and its prefixes', async () => {
    const data = await h.ok('/api/net/asn?asn=as3333&limit=3')
    expect(data.items[0]).toEqual({
      asn: 3333,
      name: 'RIPE-NCC-AS - Reseaux IP Europeens Network Coordination Centre (RIPE NCC)',
      announced: true,
      block: { resource: '3154-3353', name: 'IANA 16-bit Autonomous System (AS) Numbers Registry', description: 'Assigned by RIPE NCC' },
      country: 'NL',
      prefixCount: 6,
      prefixes: ['193.0.0.0/21', '193.0.10.0/23', '193.0.12.0/23'],
    })
    expect(h.last(`/data/${'as-overview'}/data.json`).params).toEqual({ resource: 'AS3333', sourceapp: 'svc' })
    expect(h.last(`/data/${'rir-stats-country'}/data.json`).params).toEqual({ resource: 'AS3333', sourceapp: 'svc' })
    expect(data.source).toMatchObject({ provider: 'RIPEstat Data API' })
  })

  it('finds the AS announcing an IP address, and skips the prefixes with limit=0', async () => {
    const before = h.requests.filter((request) => request.path.includes('announced-prefixes')).length
    const row = (await h.ok('/api/net/asn?ip=193.0.6.139&limit=0')).items[0]
    expect(row).toMatchObject({ asn: 3333, ip: '193.0.6.139', prefix: '193.0.0.0/21', originAsns: [3333], country: 'NL', prefixes: null, prefixCount: null })
    expect(h.last(`/data/${'network-info'}/data.json`).params).toEqual({ resource: '193.0.6.139', sourceapp: 'svc' })
    expect(h.requests.filter((request) => request.path.includes('announced-prefixes')).length).toBe(before)
  })

  it('keeps no answer whose status is not ok: the next call asks RIPEstat again and answers', async () => {
    one.set('GET /data/as-overview/data.json', fixture('as-overview-status-error.json'))
    expect(await one.call('/api/net/asn?asn=as3333&limit=3')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    one.set('GET /data/as-overview/data.json', fixture('as-overview-3333.json'))
    expect((await one.call('/api/net/asn?asn=as3333&limit=3')).status).toBe(200)
  })

  it('answers 404 for an address no one announces', () => h.status('/api/net/asn?ip=192.0.2.1', 404, undefined, 'NOT_FOUND'))

  it('wants exactly one of asn and ip, before payment', async () => {
    await h.rejects('/api/net/asn', 'asn')
    await h.rejects('/api/net/asn?asn=3333&ip=193.0.6.139', 'ip')
    await h.rejects('/api/net/asn?asn=ASX', 'asn')
    await h.rejects('/api/net/asn?asn=4294967296', 'asn')
    await h.rejects('/api/net/asn?ip=300.1.1.1', 'ip')
  })

  h.failures('GET /data/as-overview/data.json', '/api/net/asn?asn=3333')
})

describe('net.rpki-validity', () => {
  it('answers valid with the ROA that decided it', async () => {
    const data = await h.ok('/api/net/rpki-validity?asn=3333&prefix=193.0.0.0/21')
    expect(data.items[0]).toEqual({ asn: 3333, prefix: '193.0.0.0/21', status: 'valid', valid: true, validator: 'routinator', roas: [{ origin: 3333, prefix: '193.0.0.0/21', maxLength: 21, validity: 'valid' }] })
    expect(h.last(`/data/${'rpki-validation'}/data.json`).params).toEqual({ resource: 'AS3333', prefix: '193.0.0.0/21', sourceapp: 'svc' })
  })

  it('answers invalid_asn for another origin', async () => {
    expect((await h.ok('/api/net/rpki-validity?asn=AS64500&prefix=193.0.0.0/21')).items[0]).toMatchObject({ status: 'invalid_asn', valid: false })
  })

  it('names the bad field', async () => {
    await h.rejects('/api/net/rpki-validity?asn=3333&prefix=193.0.0.0/33', 'prefix')
    await h.rejects('/api/net/rpki-validity?asn=3333&prefix=193.0.0.0', 'prefix')
    await h.rejects('/api/net/rpki-validity?prefix=193.0.0.0/21', 'asn')
  })

  h.failures('GET /data/rpki-validation/data.json', '/api/net/rpki-validity?asn=3333&prefix=193.0.0.0/21')
})

describe('net.ip-resolve', () => {
  it('answers network, country, RPKI and reverse DNS sections', async () => {
    const row = (await h.ok('/api/net/ip-resolve?ip=193.0.6.139')).items[0]
    expect(row).toEqual({
      ip: '193.0.6.139',
      network: { status: 'found', data: { prefix: '193.0.0.0/21', asn: 3333, originAsns: [3333], name: 'RIPE-NCC-AS - Reseaux IP Europeens Network Coordination Centre (RIPE NCC)', announced: true } },
      country: { status: 'found', data: 'NL' },
      rpki: { status: 'found', data: { asn: 3333, prefix: '193.0.0.0/21', status: 'valid', valid: true, validator: 'routinator', roas: [{ origin: 3333, prefix: '193.0.0.0/21', maxLength: 21, validity: 'valid' }] } },
      reverseDns: { status: 'found', data: ['www.ripe.net'] },
    })
  })

  it('keeps the other sections when one fails or knows nothing', async () => {
    h.set('GET /data/rir-stats-country/data.json', { status: 503, body: 'down' })
    const row = (await h.ok('/api/net/ip-resolve?ip=192.0.2.1')).items[0]
    expect(row.network).toEqual({ status: 'not_found', data: null })
    expect(row.rpki).toEqual({ status: 'not_found', data: null })
    expect(row.country).toMatchObject({ status: 'error', data: null })
    expect(row.reverseDns).toEqual({ status: 'not_found', data: [] })
  })

  it('answers 502, uncharged, when every source fails', async () => {
    h.set('GET /data/network-info/data.json', { status: 500, body: 'down' })
    h.set('GET /data/rir-stats-country/data.json', { status: 500, body: 'down' })
    await h.status('/api/net/ip-resolve?ip=9.9.9.2', 502, undefined, 'UPSTREAM_FAILED')
  })

  it('does not ask reverse DNS about a non-public address, and leaves out special-use names', async () => {
    for (const ip of ['10.0.3.7', '127.0.0.1', '169.254.169.254', 'fd12:3456::7']) {
      expect((await h.ok(`/api/net/ip-resolve?ip=${ip}`)).items[0].reverseDns).toEqual({ status: 'not_found', data: [] })
    }
    expect(dns.queries.filter((query) => query.startsWith('7.3.0.10.'))).toEqual([])
    expect((await h.ok('/api/net/ip-resolve?ip=193.0.6.140')).items[0].reverseDns).toEqual({ status: 'found', data: ['mail.ripe.net'] })
  })

  it('names the bad field', () => h.rejects('/api/net/ip-resolve?ip=example.com', 'ip'))
})
