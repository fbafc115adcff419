import type { RecordedRequest } from '@svc/core/testing'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { classify } from '../src/ioc/indicator.ts'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const SHA256 = '094fd325049b8a9cf6d3e5ef2a6d4cc6a567d7d49c35f8bb8dd9e3c6acf3d78d'

/** ThreatFox (JSON body) and MalwareBazaar (form body) share the path /api/v1/ on the one fixture server. */
function apiV1(request: RecordedRequest) {
  if (request.body.startsWith('{')) {
    const query = JSON.parse(request.body)
    if (query.search_term === 'update-check.badc2.example') return fixture('threatfox', 'search-ioc-domain.json')
    if (query.search_term === '203.0.113.5') return fixture('threatfox', 'search-ioc-ip.json')
    return fixture('threatfox', 'no-result.json')
  }
  return fixture('malwarebazaar', new URLSearchParams(request.body).get('hash') === SHA256 ? 'get-info.json' : 'hash-not-found.json')
}

const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['threatfox', 'urlhaus', 'malwarebazaar'],
  keys: { threatfox: 'abuse-key', urlhaus: 'abuse-key', malwarebazaar: 'abuse-key' },
  routes: {
    'POST /api/v1/': apiV1,
    'POST /v1/host/': (request) => fixture('urlhaus', new URLSearchParams(request.body).get('host') === 'update-check.badc2.example' ? 'host.json' : 'no-results.json'),
    'POST /v1/url/': fixture('urlhaus', 'no-results.json'),
    'POST /v1/payload/': fixture('urlhaus', 'no-results.json'),
  },
})
const sent = (path: string) => h.last(path)
/** The last ThreatFox query (a JSON body on /api/v1/). */
const threatfoxQuery = () => JSON.parse(h.requests.filter((request) => request.path === '/api/v1/' && request.body.startsWith('{')).at(-1)!.body)

describe('security.ioc-reputation', () => {
  it('answers a malicious domain from ThreatFox and URLhaus, with the Auth-Key sent', async () => {
    const data = await h.ok('/api/security/ioc-reputation?indicator=Update-Check.BadC2.example&type=domain')
    const [item] = data.items
    expect(item).toMatchObject({ indicator: 'update-check.badc2.example', type: 'domain', verdict: 'malicious', malwarebazaar: { status: 'not_applicable', data: null } })
    expect(item.threatfox).toEqual({ status: 'found', data: [{ id: '1254803', ioc: 'update-check.badc2.example', iocType: 'domain', threatType: 'botnet_cc', malware: 'Cobalt Strike', confidence: 100, firstSeen: '2024-03-01', lastSeen: null, tags: ['CobaltStrike', 'c2'], url: 'https://threatfox.abuse.ch/ioc/1254803/' }] })
    expect(item.urlhaus).toMatchObject({ status: 'found', data: { firstSeen: '2024-02-27', urlCount: 2, onlineUrls: 1, tags: ['elf', 'mirai'], blacklists: { spamhaus_dbl: 'abused_legit_malware', surbl: 'not listed' } } })
    expect(threatfoxQuery()).toEqual({ query: 'search_ioc', search_term: 'update-check.badc2.example', exact_match: true })
    expect(sent('/v1/host/').body).toBe('host=update-check.badc2.example')
    expect(sent('/v1/host/').headers['auth-key']).toBe('abuse-key')
  })

  it('matches an IP to its ip:port IOCs only', async () => {
    const item = (await h.ok('/api/security/ioc-reputation?indicator=203.0.113.5')).items[0]
    expect(item.threatfox.data.map((row: { ioc: string }) => row.ioc)).toEqual(['203.0.113.5:8080'])
    expect(threatfoxQuery()).toMatchObject({ search_term: '203.0.113.5', exact_match: false })
  })

  it('answers a file hash from MalwareBazaar, and no_match for an unknown one', async () => {
    const item = (await h.ok(`/api/security/ioc-reputation?indicator=${SHA256.toUpperCase()}`)).items[0]
    expect(item).toMatchObject({ type: 'sha256', verdict: 'malicious', threatfox: { status: 'not_found', data: [] }, urlhaus: { status: 'not_found', data: null } })
    expect(item.malwarebazaar).toEqual({ status: 'found', data: { sha256: SHA256, md5: 'e1112134b6dcc8bed54e0e34d8ac272f', fileName: 'invoice_0424.exe', fileType: 'exe', fileSize: 1184256, signature: 'AgentTesla', firstSeen: '2024-04-11', tags: ['AgentTesla', 'exe'], url: `https://bazaar.abuse.ch/sample/${SHA256}/` } })
    expect(threatfoxQuery()).toEqual({ query: 'search_hash', hash: SHA256 })
    expect(sent('/v1/payload/').body).toBe(`sha256_hash=${SHA256}`)
    const unknown = (await h.ok(`/api/security/ioc-reputation?indicator=${'0'.repeat(40)}`)).items[0]
    expect(unknown).toMatchObject({ type: 'sha1', verdict: 'no_match', threatfox: { status: 'not_applicable' }, urlhaus: { status: 'not_applicable' }, malwarebazaar: { status: 'not_found' } })
  })

  it('says unknown, not clean, when a source fails', async () => {
    h.set('POST /v1/url/', { status: 500, body: 'down' })
    const item = (await h.ok('/api/security/ioc-reputation?indicator=https%3A%2F%2Fexample.org%2Fpage')).items[0]
    expect(item).toMatchObject({ type: 'url', verdict: 'unknown', threatfox: { status: 'not_found' }, urlhaus: { status: 'error', data: null } })
  })

  it('says unknown, not clean, when a source answers a query_status that is neither a record nor "none" (an error with a 200)', async () => {
    h.set('POST /v1/url/', fixture('urlhaus', 'unknown-auth-key-200.json'))
    const item = (await h.ok('/api/security/ioc-reputation?indicator=https%3A%2F%2Fexample.org%2Fpage')).items[0]
    expect(item).toMatchObject({ verdict: 'unknown', threatfox: { status: 'not_found' }, urlhaus: { status: 'error', data: null } })
    h.set('POST /api/v1/', fixture('threatfox', 'unknown-auth-key-200.json'))
    await h.status('/api/security/ioc-reputation?indicator=https%3A%2F%2Fexample.org%2Fpage', 502, undefined, 'UPSTREAM_FAILED')
  })

  it('answers the failure, uncharged, when every source fails (429 stays 429)', async () => {
    h.set('POST /api/v1/', { status: 429, headers: { 'retry-after': '60' }, body: 'slow down' })
    h.set('POST /v1/host/', { status: 429, headers: { 'retry-after': '60' }, body: 'slow down' })
    try {
      await h.status('/api/security/ioc-reputation?indicator=example.org', 429, undefined, 'UPSTREAM_RATE_LIMIT')
    } finally {
      h.reset()
    }
    h.set('POST /api/v1/', { body: { unexpected: ['shape'] } })
    h.set('POST /v1/host/', { headers: { 'content-type': 'text/html' }, body: '<html>maintenance</html>' })
    await h.status('/api/security/ioc-reputation?indicator=example.org', 502, undefined, 'UPSTREAM_FAILED')
  })

  it('names the bad field, before payment', async () => {
    await h.rejects('/api/security/ioc-reputation', 'indicator')
    await h.rejects('/api/security/ioc-reputation?indicator=not%20an%20indicator', 'indicator')
    await h.rejects('/api/security/ioc-reputation?indicator=abc123', 'indicator')
    await h.rejects('/api/security/ioc-reputation?indicator=example.org&type=ip', 'type')
    await h.rejects('/api/security/ioc-reputation?indicator=example.org&type=email', 'type')
  })
})

describe('indicator kinds', () => {
  it('tells IPs, domains, URLs and hashes apart', () => {
    expect(classify('8.8.8.8')).toEqual({ type: 'ip', value: '8.8.8.8' })
    expect(classify('2001:DB8::1')).toEqual({ type: 'ip', value: '2001:db8::1' })
    expect(classify('Example.ORG.')).toEqual({ type: 'domain', value: 'example.org' })
    expect(classify('http://example.org/a?b=c')).toEqual({ type: 'url', value: 'http://example.org/a?b=c' })
    expect(classify('D41D8CD98F00B204E9800998ECF8427E')).toEqual({ type: 'md5', value: 'd41d8cd98f00b204e9800998ecf8427e' })
    expect(classify('localhost')).toBeNull()
    expect(classify('ftp://example.org/')).toBeNull()
  })
})
