import { testHost } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryName } from '../src/dnsbl/query.ts'
import { securityPlugin } from '../src/index.ts'
import { type DnsServer, serveDns } from './dns-server.ts'

/**
 * The blocklists' answers are made up for these tests, in the documented forms: an A record in
 * 127.0.0.0/8 per listing (Spamhaus ZEN 127.0.0.4 = XBL, 127.0.0.10 = PBL; SpamCop 127.0.0.2), a TXT
 * record with the reason, NXDOMAIN when not listed, 127.255.255.254 when Spamhaus refuses a public resolver.
 */
const LISTED = '45.142.120.10'
let dns: DnsServer
beforeAll(async () => {
  dns = await serveDns((name) => {
    if (name === '10.120.142.45.zen.spamhaus.org') return { a: ['127.0.0.4', '127.0.0.10'], txt: ['https://check.spamhaus.org/query/ip/45.142.120.10'] }
    if (name === '10.120.142.45.bl.spamcop.net') return { a: ['127.0.0.2'], txt: ['Blocked - see https://www.spamcop.net/bl.shtml?45.142.120.10'] }
    if (name === '10.120.142.45.dnsbl.dronebl.org') return { rcode: 2 }
    if (name === '9.9.9.9.zen.spamhaus.org') return { a: ['127.255.255.254'] }
    if (name.endsWith('.dnsbl.dronebl.org') && name.startsWith('1.0.0.0.')) return { a: ['127.0.0.19'] }
    return undefined
  })
})
afterAll(() => dns.close())

/** Hosts asking the test resolver (its address read at each call, once it listens), with these Spamhaus settings. */
const onResolver = (spamhaus: Record<string, unknown>) => testHost({
  plugins: securityPlugin,
  config: () => ({ settings: { security: { dnsServers: [dns.address], ...spamhaus } } }),
})
const DQS_KEY = 'abcdefghij0123456789klmnop'
const hosts = { accepted: onResolver({ spamhausAcceptTerms: true }), unaccepted: onResolver({}), dqs: onResolver({ spamhausDqsKey: DQS_KEY }) }
const app = (spamhaus: keyof typeof hosts = 'accepted') => hosts[spamhaus]
/** A host whose resolver never answers. */
const silent = testHost({ plugins: securityPlugin, config: { settings: { security: { dnsServers: ['127.0.0.1:9'] } } } })

describe('security.ip-blacklist', () => {
  it('asks every list through the configured resolver and says where the address is listed and why', async () => {
    const data = await app().ok(`/api/security/ip-blacklist?ip=${LISTED}`)
    const [item] = data.items
    expect(item).toMatchObject({ ip: LISTED, listed: true, listedOn: ['spamhaus-zen', 'spamcop'], checked: 4 })
    const byList = Object.fromEntries(item.results.map((result: { list: string }) => [result.list, result]))
    expect(byList['spamhaus-zen']).toMatchObject({ status: 'listed', answers: ['127.0.0.4', '127.0.0.10'], reasons: ['XBL: exploited host (CBL)', 'PBL: end-user range (ISP policy), should not send mail directly'], detail: 'https://check.spamhaus.org/query/ip/45.142.120.10' })
    expect(byList.spamcop).toMatchObject({ status: 'listed', reasons: ['reported as a spam source'] })
    expect(byList.barracuda).toMatchObject({ status: 'not_listed', listed: false })
    expect(byList.dronebl).toMatchObject({ status: 'error', listed: null })
    expect(dns.asked).toContainEqual({ name: '10.120.142.45.b.barracudacentral.org', type: 1 })
  })

  it('leaves Spamhaus unasked until the operator has a DQS key or accepts its terms (its free use is non-commercial)', async () => {
    const before = dns.asked.filter((query) => query.name.endsWith('.zen.spamhaus.org')).length
    const data = await app('unaccepted').ok(`/api/security/ip-blacklist?ip=${LISTED}`)
    const [item] = data.items
    expect(item).toMatchObject({ listedOn: ['spamcop'], checked: 3 })
    expect(item.results[0]).toMatchObject({ list: 'spamhaus-zen', status: 'not_configured', listed: null, message: expect.stringContaining('spamhausDqsKey') })
    expect(dns.asked.filter((query) => query.name.endsWith('.zen.spamhaus.org')).length).toBe(before)
    await app('unaccepted').status(`/api/security/ip-blacklist?ip=${LISTED}&lists=spamhaus-zen`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  })

  it('asks Spamhaus through the operator\'s DQS zone when a key is set, without showing the key', async () => {
    const key = DQS_KEY
    const data = await app('dqs').ok(`/api/security/ip-blacklist?ip=${LISTED}&lists=spamhaus-zen`)
    expect(dns.asked).toContainEqual({ name: `10.120.142.45.${key}.zen.dq.spamhaus.net`, type: 1 })
    expect(JSON.stringify(data)).not.toContain(key)
  })

  it('tells a Spamhaus refusal of a public resolver from a listing', async () => {
    const data = await app().ok('/api/security/ip-blacklist?ip=9.9.9.9&lists=spamhaus-zen,spamcop')
    expect(data.items[0]).toMatchObject({ listed: false, listedOn: [], checked: 1 })
    expect(data.items[0].results[0]).toMatchObject({ list: 'spamhaus-zen', status: 'error', listed: null, message: expect.stringContaining('public or open resolvers') })
  })

  it('asks IPv6-capable lists by nibbles and skips the others', async () => {
    const data = await app().ok('/api/security/ip-blacklist?ip=2a01:4f8:1::1&lists=dronebl,spamcop')
    const [spamcop, dronebl] = data.items[0].results
    expect(dronebl).toMatchObject({ status: 'listed', reasons: ['abused VPN service'] })
    expect(spamcop).toMatchObject({ status: 'not_applicable', listed: null })
  })

  it('fails uncharged when no list can be asked', async () => {
    await silent.status(`/api/security/ip-blacklist?ip=${LISTED}&lists=spamcop`, 502, undefined, 'UPSTREAM_FAILED')
  })

  it('names the bad field, before payment', async () => {
    await app().rejects('/api/security/ip-blacklist', 'ip')
    await app().rejects('/api/security/ip-blacklist?ip=example.org', 'ip')
    await app().rejects('/api/security/ip-blacklist?ip=10.0.0.1', 'ip')
    await app().rejects('/api/security/ip-blacklist?ip=8.8.8.8&lists=sorbs', 'lists')
  })
})

describe('blocklist query names', () => {
  it('reverses IPv4 octets and IPv6 nibbles', () => {
    expect(queryName('192.0.2.99', 'zen.spamhaus.org')).toBe('99.2.0.192.zen.spamhaus.org')
    expect(queryName('2001:db8::567:89ab', 'zen.spamhaus.org')).toBe('b.a.9.8.7.6.5.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.zen.spamhaus.org')
  })
})
