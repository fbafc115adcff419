import { serviceCatalog } from '@svc/catalog'
import { type FixtureServer, serveFixtures, testPlugin } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { INSTALLED, ROUTES, UPSTREAMS, ZONE } from './_watched-upstreams.ts'

// The recorded examples: store, lock, queue, schedule and pubsub calls on the host (each after the calls that set
// it up), and watchers over the workspace plugins they poll, whose providers answer from their recorded fixtures
// (the dns watcher's name from a local DNS server). Webhook URLs are on the documentation domains: never called.
let upstream: FixtureServer
let site: FixtureServer
let dns: DnsTestServer
const settings = { finance: { secUserAgent: 'Example Ops ops@example.org' }, dns: { servers: ['127.0.0.1:9'], timeoutMs: 500, tries: 1 } }
beforeAll(async () => {
  upstream = await serveFixtures(ROUTES)
  // The http-headers watcher's page, https://example.com/ (testPlugin's site): made-up headers, its Date fixed.
  site = await serveFixtures({ 'GET /': { body: '<html></html>', headers: { 'content-type': 'text/html', date: 'Mon, 02 Jun 2025 12:00:00 GMT', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' } } })
  dns = await serveDns(ZONE)
  settings.dns.servers = [dns.address]
})
afterAll(async () => {
  await upstream.close()
  await site.close()
  await dns.close()
})

// The 402 examples: calls that succeed on their own (a release needs a held lock, an ack a lease).
testPlugin(agentInfraPlugin, {
  catalog: serviceCatalog,
  plugins: Object.values(INSTALLED),
  // crypto.gas-oracle declares every chain's node; the example asks Ethereum's.
  upstreams: Object.fromEntries([...UPSTREAMS, 'rpc-base', 'rpc-polygon', 'rpc-arbitrum', 'rpc-optimism'].map((id) => [id, () => ({ baseUrl: upstream.url, key: 'test-key' })])),
  config: { settings },
  examplesFile: new URL('../src/examples.json', import.meta.url),
  site: () => site.url,
  examples: {
    'store.kv-put': { key: 'k', value: 1 },
    'store.kv-delete': { key: 'k' },
    'store.kv-scan': {},
    'store.usage': {},
    'lock.acquire': { name: 'l', ttlSeconds: 10 },
    'queue.enqueue': { queue: 'q', payload: 1 },
    'queue.lease': { queue: 'q' },
    'queue.stats': { queue: 'q' },
    'schedule.status': {},
    'pubsub.create-topic': { name: 't' },
  },
})
