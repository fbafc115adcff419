import { type FixtureServer, type RecordedRequest, serveFixtures, testPlugin } from '@svc/core/testing'
import { afterAll, beforeAll } from 'vitest'
import { cweCatalog } from '../src/catalogs/cwe.ts'
import { securityPlugin } from '../src/index.ts'
import { type DnsServer, serveDns } from './dns-server.ts'
import { fixture, HARDENED_HEADERS } from './_harness.ts'

// The examples reach every provider on one fixture server, answered with the other tests' files; the DNS
// blocklists are asked through a local resolver that lists nothing. The shipped CWE data set loads once
// (a few seconds on a busy machine), before the timed calls.
const text = (upstream: string, name: string) => ({ ...fixture(upstream, name), headers: { 'content-type': 'text/plain' } })
/** ThreatFox (JSON body) and MalwareBazaar (form body) share the path /api/v1/. */
const abuseApi = (request: RecordedRequest) => request.body.startsWith('{')
  ? fixture('threatfox', JSON.parse(request.body).search_term === 'update-check.badc2.example' ? 'search-ioc-domain.json' : 'no-result.json')
  : fixture('malwarebazaar', 'hash-not-found.json')
let fixtures: FixtureServer
let site: FixtureServer
let dns: DnsServer
// The example host accepts Spamhaus' free-use terms, so its example shows every list asked.
const settings: { security: { dnsServers?: string[]; spamhausAcceptTerms: boolean } } = { security: { spamhausAcceptTerms: true } }
beforeAll(async () => {
  fixtures = await serveFixtures({
    // MITRE's own records for the examples (CAPEC-66, T1110.003), with what their answers name.
    'GET /capec/2.1/stix-capec.json': fixture('mitre-capec', 'stix-capec-3.9-excerpt.json'),
    'GET /enterprise-attack/enterprise-attack.json': fixture('mitre-attack', 'enterprise-attack-18.1-excerpt.json'),
    'GET /rest/json/cves/2.0': (request) => fixture('nvd', request.query.has('cveId') ? 'cve-2021-44228.json' : 'search-log4j.json'),
    'GET /rest/json/cvehistory/2.0': fixture('nvd', 'history-cve-2021-44228.json'),
    'GET /sites/default/files/feeds/known_exploited_vulnerabilities.json': fixture('cisa-kev', 'known_exploited_vulnerabilities.json'),
    'GET /data/v1/epss': fixture('first-epss', 'epss.json'),
    'GET /csaf_files/OT/white/cisa-csaf-ot-feed-tlp-white.json': fixture('cisa-csaf', 'feed-tlp-white.json'),
    'POST /api/v1/': abuseApi,
    'POST /v1/host/': fixture('urlhaus', 'no-results.json'),
    'GET /api/v2/check': fixture('abuseipdb', 'check-118.25.6.39.json'),
    'GET /rdap/ipv4.json': fixture('iana-rdap', 'ipv4.json'),
    'GET /ip/8.8.8.8': fixture('rdap', 'arin-ip-8.8.8.8.json'),
    'GET /torbulkexitlist': text('tor-exits', 'torbulkexitlist.txt'),
    'POST /v1/query': fixture('osv', 'query-lodash-4.17.20.json'),
    'GET /range/7C4A8': text('pwned-passwords', 'range-7C4A8.txt'),
  })
  // security.http-headers reads https://example.org/ (testPlugin's site): a page with made-up hardened headers
  // (HARDENED_HEADERS, as in http-headers.test.ts), its Date fixed so that the answer is the same at each run.
  site = await serveFixtures({
    'GET /': {
      body: '<!doctype html><title>Example</title>',
      headers: {
        'content-type': 'text/html; charset=utf-8',
        date: 'Mon, 02 Jun 2025 12:00:00 GMT',
        ...HARDENED_HEADERS,
      },
    },
  })
  dns = await serveDns(() => undefined)
  settings.security.dnsServers = [dns.address]
  await cweCatalog()
}, 60_000)
afterAll(async () => {
  await fixtures.close()
  await site.close()
  await dns.close()
})

const local = () => fixtures.url
const keyed = () => ({ baseUrl: fixtures.url, key: 'test-key' })
testPlugin(securityPlugin, {
  config: { settings },
  site: () => site.url,
  examples: {
    'security.cwe': { id: 'CWE-79' },
  },
  upstreams: {
    ...Object.fromEntries(['mitre-capec', 'mitre-attack', 'cisa-kev', 'first-epss', 'cisa-csaf', 'osv', 'pwned-passwords', 'tor-exits'].map((id) => [id, local])),
    ...Object.fromEntries(['iana-rdap', 'rdap-arin', 'rdap-ripe', 'rdap-apnic', 'rdap-lacnic', 'rdap-afrinic'].map((id) => [id, local])),
    ...Object.fromEntries(['nvd', 'abuseipdb', 'threatfox', 'urlhaus', 'malwarebazaar'].map((id) => [id, keyed])),
  },
})
