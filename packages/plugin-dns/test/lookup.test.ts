import { pluginTestApp } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsPlugin } from '../src/index.ts'
import { type DnsTestServer, serveDns } from '../src/testing.ts'

// Made-up records on made-up names (example.test), served by a DNS server on 127.0.0.1.
let server: DnsTestServer
let app: ReturnType<typeof pluginTestApp>
beforeAll(async () => {
  server = await serveDns({
    records: {
      'example.test': [
        { type: 'A', data: '192.0.2.20', ttl: 120 },
        { type: 'A', data: '192.0.2.10', ttl: 120 },
        { type: 'AAAA', data: '2001:db8::1' },
        { type: 'MX', data: { preference: 20, exchange: 'mx2.example.test' } },
        { type: 'MX', data: { preference: 10, exchange: 'mx1.example.test' } },
        { type: 'NS', data: 'ns1.example.test' },
        { type: 'TXT', data: ['v=spf1 ', 'include:_spf.example.test -all'] },
        { type: 'CAA', data: { flags: 0, tag: 'issue', value: 'letsencrypt.org' } },
        { type: 'SOA', data: { mname: 'ns1.example.test', rname: 'hostmaster.example.test', serial: 2026112601, refresh: 7200, retry: 3600, expire: 1209600, minimum: 300 } },
      ],
      'www.example.test': [{ type: 'CNAME', data: 'example.test' }],
      '_sip._tcp.example.test': [{ type: 'SRV', data: { priority: 10, weight: 5, port: 5060, target: 'sip.example.test' } }],
    },
    servfail: ['broken.test'],
    silent: ['slow.test'],
  })
  app = pluginTestApp(dnsPlugin, { config: { settings: { dns: { servers: [server.address], timeoutMs: 200, tries: 1 } } } })
})
afterAll(() => server.close())

const lookup = (query: string) => app.ok(`/api/dns/lookup?${query}`)

describe('dns.lookup', () => {
  it('answers A records sorted, with their TTL, from the configured server', async () => {
    const data = await lookup('name=Example.Test.')
    expect(data.items).toEqual([
      { name: 'example.test', type: 'A', value: '192.0.2.10', ttl: 120, data: { address: '192.0.2.10' } },
      { name: 'example.test', type: 'A', value: '192.0.2.20', ttl: 120, data: { address: '192.0.2.20' } },
    ])
    expect(data.source.provider).toContain('DNS')
    expect(server.queries).toContain('example.test A')
  })

  it('answers each record type in its parts', async () => {
    expect((await lookup('name=example.test&type=MX')).items.map((row: { value: string }) => row.value)).toEqual(['10 mx1.example.test', '20 mx2.example.test'])
    expect((await lookup('name=example.test&type=TXT')).items[0]).toMatchObject({ value: 'v=spf1 include:_spf.example.test -all', data: { chunks: ['v=spf1 ', 'include:_spf.example.test -all'] } })
    expect((await lookup('name=example.test&type=AAAA')).items[0].value).toBe('2001:db8::1')
    expect((await lookup('name=example.test&type=NS')).items[0].data).toEqual({ host: 'ns1.example.test' })
    expect((await lookup('name=example.test&type=CAA')).items[0].data).toEqual({ flags: 0, tag: 'issue', value: 'letsencrypt.org' })
    expect((await lookup('name=example.test&type=SOA')).items[0].data).toEqual({ primaryNs: 'ns1.example.test', hostmaster: 'hostmaster.example.test', serial: 2026112601, refresh: 7200, retry: 3600, expire: 1209600, minimumTtl: 300 })
    expect((await lookup('name=www.example.test&type=CNAME')).items[0].data).toEqual({ target: 'example.test' })
    expect((await lookup('name=_sip._tcp.example.test&type=SRV')).items[0].data).toEqual({ priority: 10, weight: 5, port: 5060, target: 'sip.example.test' })
  })

  it('answers no items for a type the name has none of, 404 for a name that does not exist', async () => {
    expect(await lookup('name=www.example.test&type=MX')).toMatchObject({ items: [], total: 0 })
    await app.status('/api/dns/lookup?name=missing.test', 404, undefined, 'NOT_FOUND')
  })

  it('answers 502, uncharged, when the resolver fails or does not answer', async () => {
    await app.status('/api/dns/lookup?name=broken.test', 502, undefined, 'UPSTREAM_FAILED')
    await app.status('/api/dns/lookup?name=slow.test', 502, undefined, 'UPSTREAM_TIMEOUT')
  })

  it('names the bad field', async () => {
    await app.rejects('/api/dns/lookup?name=not_a..name', 'name')
    await app.rejects('/api/dns/lookup?name=example.test&type=PTR', 'type')
  })

  it('refuses invalid resolver settings with a 503 naming the setting', async () => {
    const bad = pluginTestApp(dnsPlugin, { config: { settings: { dns: { servers: ['not a server'] } } } })
    const body = await bad.status('/api/dns/lookup?name=example.test', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('settings.dns')
  })
})

describe('reverseName', () => {
  it('writes the in-addr.arpa and ip6.arpa names (RFC 1035 3.5, RFC 3596 2.5)', async () => {
    const { reverseName } = await import('../src/shared.ts')
    expect(reverseName('193.0.6.139')).toBe('139.6.0.193.in-addr.arpa')
    expect(reverseName('2001:db8::567:89ab')).toBe('b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa')
    expect(reverseName('::1')).toBe(`1.${'0.'.repeat(31)}ip6.arpa`)
  })
})
