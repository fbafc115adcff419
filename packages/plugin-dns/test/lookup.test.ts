import { testHost } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsPlugin } from '../src/index.ts'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'

// Made-up records on made-up names under example.com, served by a DNS server on 127.0.0.1.
let server: DnsTestServer
/** settings.dns of the hosts: the server (one array, shared) is filled in once it listens. */
const dnsSettings = { servers: [] as string[], timeoutMs: 200, tries: 1 }
const app = testHost({ plugins: dnsPlugin, config: { settings: { dns: dnsSettings } } })
const open = testHost({ plugins: dnsPlugin, config: { settings: { dns: { ...dnsSettings, allowPrivateAnswers: true } } } })
beforeAll(async () => {
  server = await serveDns({
    records: {
      'example.com': [
        { type: 'A', data: '93.184.215.20', ttl: 120 },
        { type: 'A', data: '93.184.215.10', ttl: 120 },
        { type: 'AAAA', data: '2606:2800:220:1::1' },
        { type: 'MX', data: { preference: 20, exchange: 'mx2.example.com' } },
        { type: 'MX', data: { preference: 10, exchange: 'mx1.example.com' } },
        { type: 'NS', data: 'ns1.example.com' },
        { type: 'TXT', data: ['v=spf1 ', 'include:_spf.example.com -all'] },
        { type: 'CAA', data: { flags: 0, tag: 'issue', value: 'letsencrypt.org' } },
        { type: 'SOA', data: { mname: 'ns1.example.com', rname: 'hostmaster.example.com', serial: 2026112601, refresh: 7200, retry: 3600, expire: 1209600, minimum: 300 } },
      ],
      'www.example.com': [{ type: 'CNAME', data: 'example.com' }],
      '_sip._tcp.example.com': [{ type: 'SRV', data: { priority: 10, weight: 5, port: 5060, target: 'sip.example.com' } }],
      // A cloud host's resolver also answers its private network's names: none of this may reach a caller.
      'intranet.example.com': [{ type: 'A', data: '10.0.3.7' }, { type: 'A', data: '169.254.169.254' }, { type: 'AAAA', data: 'fd12:3456::7' }],
      'mixed.example.com': [
        { type: 'A', data: '93.184.215.30' }, { type: 'A', data: '127.0.0.1' }, { type: 'A', data: '100.64.0.9' }, { type: 'A', data: '192.168.1.2' },
        { type: 'AAAA', data: 'fe80::1' }, { type: 'AAAA', data: '::ffff:10.0.0.1' }, { type: 'AAAA', data: '2606:2800:220:1::2' },
        { type: 'MX', data: { preference: 10, exchange: 'mail.corp.internal' } }, { type: 'MX', data: { preference: 20, exchange: 'mx.example.com' } },
      ],
      'alias.example.com': [{ type: 'CNAME', data: 'printer.local' }],
      'db.corp.internal': [{ type: 'A', data: '93.184.215.40' }, { type: 'TXT', data: ['owner=payments'] }],
      '10.in-addr.arpa': [{ type: 'SOA', data: { mname: 'ns.corp.internal', rname: 'hostmaster.corp.internal', serial: 1, refresh: 7200, retry: 3600, expire: 1209600, minimum: 300 } }],
    },
    servfail: ['broken.example.com'],
    silent: ['slow.example.com'],
  })
  dnsSettings.servers.push(server.address)
})
afterAll(() => server.close())

const lookup = (query: string) => app.ok(`/api/dns/lookup?${query}`)

describe('dns.lookup', () => {
  it('answers A records sorted, with their TTL, from the configured server', async () => {
    const data = await lookup('name=Example.Com.')
    expect(data.items).toEqual([
      { name: 'example.com', type: 'A', value: '93.184.215.10', ttl: 120, data: { address: '93.184.215.10' } },
      { name: 'example.com', type: 'A', value: '93.184.215.20', ttl: 120, data: { address: '93.184.215.20' } },
    ])
    expect(data.source.provider).toContain('DNS')
    expect(server.queries).toContain('example.com A')
  })

  it('answers each record type in its parts', async () => {
    expect((await lookup('name=example.com&type=MX')).items.map((row: { value: string }) => row.value)).toEqual(['10 mx1.example.com', '20 mx2.example.com'])
    expect((await lookup('name=example.com&type=TXT')).items[0]).toMatchObject({ value: 'v=spf1 include:_spf.example.com -all', data: { chunks: ['v=spf1 ', 'include:_spf.example.com -all'] } })
    expect((await lookup('name=example.com&type=AAAA')).items[0].value).toBe('2606:2800:220:1::1')
    expect((await lookup('name=example.com&type=NS')).items[0].data).toEqual({ host: 'ns1.example.com' })
    expect((await lookup('name=example.com&type=CAA')).items[0].data).toEqual({ flags: 0, tag: 'issue', value: 'letsencrypt.org' })
    expect((await lookup('name=example.com&type=SOA')).items[0].data).toEqual({ primaryNs: 'ns1.example.com', hostmaster: 'hostmaster.example.com', serial: 2026112601, refresh: 7200, retry: 3600, expire: 1209600, minimumTtl: 300 })
    expect((await lookup('name=www.example.com&type=CNAME')).items[0].data).toEqual({ target: 'example.com' })
    expect((await lookup('name=_sip._tcp.example.com&type=SRV')).items[0].data).toEqual({ priority: 10, weight: 5, port: 5060, target: 'sip.example.com' })
  })

  it('answers no items for a type the name has none of, 404 for a name that does not exist', async () => {
    expect(await lookup('name=www.example.com&type=MX')).toMatchObject({ items: [], total: 0 })
    await app.status('/api/dns/lookup?name=missing.example.com', 404, undefined, 'NOT_FOUND')
  })

  it('answers 502, uncharged, when the resolver fails or does not answer', async () => {
    await app.status('/api/dns/lookup?name=broken.example.com', 502, undefined, 'UPSTREAM_FAILED')
    await app.status('/api/dns/lookup?name=slow.example.com', 502, undefined, 'UPSTREAM_TIMEOUT')
  })

  it('names the bad field', async () => {
    await app.rejects('/api/dns/lookup?name=not_a..name', 'name')
    await app.rejects('/api/dns/lookup?name=example.com&type=PTR', 'type')
  })

  it('refuses invalid resolver settings with a 503 naming the setting', async () => {
    const bad = await app.call('/api/dns/lookup?name=example.com', undefined, { settings: { dns: { servers: ['not a server'] } } })
    expect(bad).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.dns') } })
  })
})

describe('dns.lookup and the host\'s own network', () => {
  /** An answer as the caller sees it, with the name and request id taken out (they differ by call). */
  const seen = async (name: string, type = 'A') => {
    const { status, body } = await app.call(`/api/dns/lookup?name=${name}&type=${type}`)
    return { status, body: JSON.stringify({ ...body, requestId: undefined }).replaceAll(name, '<name>') }
  }

  it('answers a name whose records are all private exactly as a name that does not exist', async () => {
    const missing = await seen('missing.example.com')
    expect(missing.status).toBe(404)
    for (const type of ['A', 'AAAA']) expect(await seen('intranet.example.com', type)).toEqual(await seen('missing.example.com', type))
  })

  it('leaves out loopback, private, link-local, CGNAT, ULA and IPv4-mapped private addresses, keeping the public ones', async () => {
    expect((await lookup('name=mixed.example.com')).items.map((row: { value: string }) => row.value)).toEqual(['93.184.215.30'])
    expect((await lookup('name=mixed.example.com&type=AAAA')).items.map((row: { value: string }) => row.value)).toEqual(['2606:2800:220:1::2'])
  })

  it('leaves out records pointing to special-use names (an MX in .internal, a CNAME to .local)', async () => {
    expect((await lookup('name=mixed.example.com&type=MX')).items.map((row: { value: string }) => row.value)).toEqual(['20 mx.example.com'])
    expect(await seen('alias.example.com', 'CNAME')).toEqual(await seen('missing.example.com', 'CNAME'))
  })

  it('does not ask about special-use names and private reverse zones, and answers them as names that do not exist', async () => {
    for (const [name, type] of [['db.corp.internal', 'A'], ['db.corp.internal', 'TXT'], ['10.in-addr.arpa', 'SOA']] as const) {
      expect(await seen(name, type)).toEqual(await seen('missing.example.com', type))
      expect(server.queries).not.toContain(`${name} ${type}`)
    }
  })

  it('answers everything when the operator allows private answers (settings.dns.allowPrivateAnswers)', async () => {
    expect((await open.ok('/api/dns/lookup?name=intranet.example.com')).items.map((row: { value: string }) => row.value)).toEqual(['10.0.3.7', '169.254.169.254'])
    expect((await open.ok('/api/dns/lookup?name=db.corp.internal&type=TXT')).items[0].value).toBe('owner=payments')
    expect((await open.ok('/api/dns/lookup?name=10.in-addr.arpa&type=SOA')).items[0].data.primaryNs).toBe('ns.corp.internal')
  })
})
