import { callerDns, reverseName } from '@svc/providers/dns'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Made-up records on a DNS server on 127.0.0.1, among them what a cloud host's resolver knows of its own network.
let server: DnsTestServer
beforeAll(async () => {
  server = await serveDns({
    records: {
      'mixed.example.com': [{ type: 'A', data: '93.184.215.30' }, { type: 'A', data: '10.0.3.7' }, { type: 'MX', data: { preference: 10, exchange: 'mail.corp.internal' } }],
      'intranet.example.com': [{ type: 'A', data: '169.254.169.254' }],
      'db.corp.internal': [{ type: 'A', data: '93.184.215.40' }, { type: 'TXT', data: 'owner=payments' }],
      '139.6.0.193.in-addr.arpa': [{ type: 'PTR', data: 'www.ripe.net' }, { type: 'PTR', data: 'gw.corp.internal' }],
      '7.3.0.10.in-addr.arpa': [{ type: 'PTR', data: 'ip-10-0-3-7.ec2.internal' }],
    },
  })
})
afterAll(() => server.close())

const config = (allowPrivateAnswers = false) => ({ settings: { dns: { servers: [server.address], timeoutMs: 300, tries: 1, allowPrivateAnswers } } })

describe('callerDns', () => {
  it('keeps public records, and answers a name left with none as one that does not exist', async () => {
    const dns = callerDns(config())
    expect((await dns.records('mixed.example.com', 'A'))?.map((record) => record.value)).toEqual(['93.184.215.30'])
    expect(await dns.records('mixed.example.com', 'MX')).toBeNull()
    expect(await dns.records('intranet.example.com', 'A')).toBeNull()
    expect(await dns.records('nowhere.example.com', 'A')).toBeNull()
  })

  it('does not ask about special-use names or non-public addresses', async () => {
    const dns = callerDns(config())
    expect(await dns.records('db.corp.internal', 'A')).toBeNull()
    expect(await dns.txt('db.corp.internal')).toEqual([])
    expect(await dns.reverse('10.0.3.7')).toEqual([])
    expect(await dns.reverse('193.0.6.139')).toEqual(['www.ripe.net'])
    expect(server.queries.filter((query) => query.includes('corp.internal') || query.startsWith('7.3.0.10'))).toEqual([])
  })

  it('answers everything when the operator allows private answers', async () => {
    const dns = callerDns(config(true))
    expect((await dns.records('mixed.example.com', 'A'))?.map((record) => record.value)).toEqual(['10.0.3.7', '93.184.215.30'])
    expect(await dns.txt('db.corp.internal')).toEqual(['owner=payments'])
    expect(await dns.reverse('10.0.3.7')).toEqual(['ip-10-0-3-7.ec2.internal'])
  })
})

describe('reverseName', () => {
  it('writes the in-addr.arpa and ip6.arpa names (RFC 1035 3.5, RFC 3596 2.5)', () => {
    expect(reverseName('193.0.6.139')).toBe('139.6.0.193.in-addr.arpa')
    expect(reverseName('2001:db8::567:89ab')).toBe('b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa')
    expect(reverseName('::1')).toBe(`1.${'0.'.repeat(31)}ip6.arpa`)
  })
})
