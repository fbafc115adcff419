import { serviceCatalog } from '@svc/catalog'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { createTestPaymentGate, testHost } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAgentInfraPlugin } from '../src/index.ts'
import { detect } from '../src/watchers/detect.ts'
import { KINDS, watchedInput, type WatcherKind } from '../src/watchers/kinds.ts'
import { wallet } from './_infra.ts'
import { INSTALLED, ROUTES, rpc, UPSTREAMS, USDC_BASE, VITALIK, ZONE } from './_watched-upstreams.ts'
import { FAST_WEBHOOKS, receives, verified } from './_webhooks.ts'

/**
 * Every watcher kind against the operation it polls, as the workspace builds it: the id exists, the
 * watcher's input passes that operation's own validation, and the members it reads are in the real
 * answer (each plugin's recorded upstream fixtures, served locally). A renamed operation, parameter
 * or output member breaks here.
 */

// security.http-headers fetches the watched page through core's URL guard: here the page is on the loopback fixture server.
vi.mock('@svc/core', async (importOriginal) => (await import('@svc/core/testing')).withLoopbackFetch(await importOriginal<typeof import('@svc/core')>()))

/** The fixture server's base URL, once it runs (the http-headers watcher's page is served there). */
let fixtureBase = ''

/** Per kind of an installed plugin: the watcher's parameters, and for value kinds the number the fixtures hold. */
const CASES: Record<string, { params: Record<string, unknown>; value?: number; sent?: [string, Record<string, string>] }> = {
  'business-earnings': { params: { ticker: 'msft' }, sent: ['/api/v1/calendar/earnings', { symbol: 'MSFT' }] },
  ipo: { params: {} },
  'crypto-address-activity': { params: { address: VITALIK }, sent: ['/v2/api', { action: 'txlist', address: VITALIK, chainid: '1', sort: 'desc' }] },
  'fear-greed': { params: {}, value: 94, sent: ['/fng/', { limit: '1' }] },
  'funding-rate': { params: { coin: 'btc' }, value: 0.0000125 },
  'gas-price': { params: { chain: 'ethereum' }, value: 9.5 },
  'token-price': { params: { chain: 'base', address: USDC_BASE }, value: 0.999795, sent: ['/simple/token_price/base', { contract_addresses: USDC_BASE.toLowerCase(), vs_currencies: 'usd' }] },
  'federal-register': { params: { agency: 'environmental-protection-agency', type: 'rule' }, sent: ['/api/v1/documents.json', { 'conditions[agencies][]': 'environmental-protection-agency', 'conditions[type][]': 'RULE' }] },
  'product-recall': { params: { product: 'vacuum', hazard: 'fire' }, sent: ['/RestWebServices/Recall', { ProductName: 'vacuum', Hazard: 'fire' }] },
  'fx-rate': { params: { base: 'usd', symbols: 'EUR' }, value: Number((1 / 1.0705).toPrecision(10)) },
  'stock-price': { params: { symbol: 'aapl' }, value: 261.74, sent: ['/api/v1/quote', { symbol: 'AAPL' }] },
  'company-news': { params: { symbol: 'AAPL' }, sent: ['/api/v1/company-news', { symbol: 'AAPL' }] },
  'fred-series': { params: { series: 'unrate' }, sent: ['/fred/series/observations', { series_id: 'UNRATE' }] },
  'sec-filing': { params: { ticker: 'AAPL', forms: '10-K,10-Q' }, sent: ['/submissions/CIK0000320193.json', {}] },
  earthquake: { params: { minMagnitude: 4.5 }, sent: ['/fdsnws/event/1/query', { minmagnitude: '4.5', format: 'geojson' }] },
  'weather-alert': { params: { lat: 40.7127, lon: -74.006 }, sent: ['/alerts/active', { point: '40.7127,-74.006' }] },
  paper: { params: { query: 'open access' }, sent: ['/works', { search: 'open access' }] },
  'prediction-market': { params: { market: 'fed-cuts-rates-in-december-2026' }, value: 0.615, sent: ['/markets/slug/fed-cuts-rates-in-december-2026', {}] },
  'http-headers': { get params() { return { page: `${fixtureBase}/headers-page` } } },
  'ioc-reputation': { params: { indicator: 'update-check.badc2.example' } },
  'package-release': { params: { name: 'tiny-tarball' }, sent: ['/tiny-tarball', {}] },
  dns: { params: { name: 'example.org', type: 'MX' } },
  whois: { params: { domain: 'google.com' }, sent: ['/com/v1/domain/google.com', {}] },
  'flight-status': { params: { flight: 'ua100' }, sent: ['/flights/number/UA100', {}] },
  patent: { params: { query: 'solid state battery' }, sent: ['/api/v1/patent/applications/search', { q: 'solid state battery' }] },
}

/** Valid parameters of the kinds no workspace plugin serves yet (they must still answer 503, not 400). */
const UNSERVED: Record<string, Record<string, unknown>> = {
}

const groupOf = (kind: WatcherKind) => kind.watches.split('.')[0]!
const installed = KINDS.filter((kind) => INSTALLED[groupOf(kind)])
const missing = KINDS.filter((kind) => !INSTALLED[groupOf(kind)])

function at(row: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), row)
}

/** Groups named by any package of this workspace (a plugin's group, or an operation's own), read from the sources. */
function workspaceGroups(): Set<string> {
  const root = join(import.meta.dirname, '../..')
  const groups = new Set<string>()
  for (const dir of readdirSync(root)) {
    const src = join(root, dir, 'src')
    if (!existsSync(src)) continue
    for (const file of readdirSync(src, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts')) continue
      for (const match of readFileSync(join(src, file), 'utf8').matchAll(/\bgroup: '([a-z0-9-]+)'/g)) groups.add(match[1]!)
    }
  }
  return groups
}

describe('watcher kinds and the operations they poll', () => {
  it('names catalog operations only, one kind per catalog watcher', () => {
    const catalog = serviceCatalog
    const ids = new Set(catalog.map((entry) => entry.id))
    expect(KINDS.filter((kind) => !ids.has(kind.watches)).map((kind) => kind.watches)).toEqual([])
    const catalogKinds = catalog.map((entry) => entry.id).filter((id) => id.startsWith('watchers.') && id !== 'watchers.status' && id !== 'watchers.cancel').map((id) => id.slice('watchers.'.length)).sort()
    expect(KINDS.map((kind) => kind.name).sort()).toEqual(catalogKinds)
  })

  it('covers every kind whose group a workspace plugin serves, with the operation it polls', () => {
    const served = workspaceGroups()
    // A new plugin for a watched group must join INSTALLED (and CASES) so its kinds are checked.
    expect(missing.filter((kind) => served.has(groupOf(kind))).map((kind) => kind.name)).toEqual([])
    expect(installed.map((kind) => kind.name).sort()).toEqual(Object.keys(CASES).sort())
    expect(missing.map((kind) => kind.name).sort()).toEqual(Object.keys(UNSERVED).sort())
    for (const kind of installed) {
      const names = INSTALLED[groupOf(kind)]!.operations.map((operation) => operation.name)
      expect(names, kind.name).toContain(kind.watches.split('.')[1])
    }
  })

  describe('through a host with those plugins', () => {
    let dns: DnsTestServer
    const gate = createTestPaymentGate()
    const plugin = createAgentInfraPlugin()
    // One started host per test on the recorded upstream answers; the host's clock is moved past a watcher's
    // interval by the test, which then ticks the loop (no waiting). The DNS server's address is known once it listens.
    const h = testHost({
      plugins: [plugin, ...Object.values(INSTALLED)],
      upstreams: UPSTREAMS,
      keys: Object.fromEntries(UPSTREAMS.map((id) => [id, 'test-key'])),
      // The recorded upstream answers, and the receivers of the watchers' webhooks.
      routes: { ...ROUTES, ...receives(...installed.map((kind) => `/${kind.name}`), '/gas-change', '/x') },
      gate,
      start: true,
      hostPer: 'test',
      clock: Date.now(),
      state: (): StateStore => createEmbeddedState({ now: h.clock.now }),
      config: () => ({ settings: { watchers: { minIntervalSeconds: 1 }, webhooks: FAST_WEBHOOKS, finance: { secUserAgent: 'Example Ops ops@example.org' }, dns: { servers: [dns.address], timeoutMs: 500, tries: 1 } } }),
    })
    const advance = (ms: number) => {
      h.clock.elapse(ms)
      return plugin.lifecycle.tick()
    }
    // Every catalog watcher's group has a plugin now: a host without the weather plugin stands for one that lacks it (prices kept).
    const { weather: _weather, ...others } = INSTALLED
    const partial = testHost({ plugins: [createAgentInfraPlugin(), ...Object.values(others)], paid: true, freshGate: createTestPaymentGate })
    beforeAll(async () => {
      fixtureBase = h.server.url
      dns = await serveDns(ZONE)
    })
    afterAll(async () => {
      await dns.close()
    })
    const post = (path: string, body: unknown, payer = wallet()) => h.call(`/api/${path}`, body, undefined, { headers: { 'x-test-payer': payer } })
    /** The watched operation called directly with what the watcher sends it. */
    const watched = async (kind: WatcherKind, params: Record<string, unknown>) => {
      const query = new URLSearchParams(Object.entries(watchedInput(kind, params)).map(([key, value]) => [key, String(value)]))
      const { status, body } = await h.call(`/api/${kind.watches.replace('.', '/')}?${query}`, undefined, undefined, { headers: { 'x-test-payer': wallet() } })
      expect(status, kind.watches).toBe(200)
      return body.data
    }

    for (const kind of installed) {
      it(`${kind.name}: polls ${kind.watches} with input it accepts and reads members its answer has`, async () => {
        const { params, value, sent } = CASES[kind.name]!
        const me = wallet()
        const created = await post(`watchers/${kind.name}`, { url: `${h.server.url}/${kind.name}`, intervalSeconds: 1, ...params }, me)
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const watcher = created.body.data
        if (sent) {
          const request = h.last(sent[0])
          expect(Object.fromEntries(request.query)).toMatchObject(sent[1])
        }
        const answer = await watched(kind, params)
        const detector = kind.detector
        if (detector.mode === 'value') {
          expect(watcher.current).toEqual({ field: detector.field, value })
          expect(Number(at(answer.items[0], detector.field))).toBe(value)
        } else if (detector.mode === 'items') {
          expect(answer.items.length).toBeGreaterThan(0)
          expect(watcher.current).toEqual({ items: answer.items.length })
          // Rows are told apart by a named member, not by a hash of the whole row.
          const seen: string[] = (detect(detector, {}, undefined, answer).memory as { seen: string[] }).seen
          if (detector.id.length > 0) expect(seen.filter((id) => id.startsWith('row:')), kind.name).toEqual([])
        }
        const schema = (INSTALLED[groupOf(kind)]!.operations.find((operation) => `${groupOf(kind)}.${operation.name}` === kind.watches)!.output as { properties?: { items?: { items?: { properties?: Record<string, unknown> } } } } | undefined)
        const members = schema?.properties?.items?.items?.properties
        if (members && 'field' in detector) expect(Object.keys(members), kind.name).toContain(detector.field.split('.')[0])
        // A poll by the background loop sends the same input and reads the same members.
        await advance(1000)
        const read = (await h.call(`/api/watchers/status?id=${watcher.id}`, undefined, undefined, { headers: { 'x-test-payer': me } })).body.data
        expect(read.checks).toBe(2)
        expect(read.lastError).toBeNull()
        expect(read.current).toEqual(watcher.current)
        expect((await post('watchers/cancel', { id: watcher.id }, me)).status).toBe(200)
      })
    }

    it('notifies a change the real operation reports (gas-price: the node raises the base fee)', async () => {
      const me = wallet()
      const created = await post('watchers/gas-price', { url: `${h.server.url}/gas-change`, chain: 'ethereum', changePercent: 5, intervalSeconds: 1 }, me)
      expect(created.body.data.current).toEqual({ field: 'baseFeeGwei', value: 9.5 })
      rpc.nextBaseFee = '0x2540be400'
      try {
        // crypto.gas-oracle keeps the node's answer for 6 s: the first poll after that sees the raise.
        await advance(6000)
        const [request] = h.requestsTo('POST /gas-change')
        expect(h.requestsTo('POST /gas-change')).toHaveLength(1)
        const event = verified(created.body.data.secret, request!)
        expect(event).toMatchObject({ type: 'watcher.gas-price.changed', data: { kind: 'gas-price', watches: 'crypto.gas-oracle', params: { chain: 'ethereum' }, field: 'baseFeeGwei', previous: 9.5, current: 10, reasons: ['changePercent'], row: { chain: 'ethereum', baseFeeGwei: '10' } } })
      } finally {
        rpc.nextBaseFee = '0x2363e7f00'
        await post('watchers/cancel', { id: created.body.data.id }, me)
      }
    })

    it('refuses, uncharged, what the watched operation refuses or cannot find', async () => {
      const me = wallet()
      const untracked = await post('watchers/token-price', { url: `${h.server.url}/x`, chain: 'base', address: '0x0000000000000000000000000000000000000bad' }, me)
      expect(untracked).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: expect.stringContaining('price') } })
      expect(await post('watchers/funding-rate', { url: `${h.server.url}/x`, coin: 'NOPE' }, me)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
      expect(await post('watchers/product-recall', { url: `${h.server.url}/x` }, me)).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'product', error: 'product: give at least one of product, manufacturer, title, hazard' } })
      expect(await post('watchers/product-recall', { url: `${h.server.url}/x`, product: 'v' }, me)).toMatchObject({ status: 400, body: { field: 'product' } })
      expect(await post('watchers/sec-filing', { url: `${h.server.url}/x`, ticker: 'AAPL', cik: '320193' }, me)).toMatchObject({ status: 400, body: { field: 'cik' } })
      expect(await post('watchers/gas-price', { url: `${h.server.url}/x`, chain: 'ethereum', field: 'nothing.here' }, me)).toMatchObject({ status: 400, body: { field: 'field' } })
      expect(await post('watchers/token-price', { url: `${h.server.url}/x`, chain: 'base', address: 'bitcoin' }, me)).toMatchObject({ status: 400, body: { field: 'address' } })
      expect(await post('watchers/flight-status', { url: `${h.server.url}/x`, flight: 'UA100', date: '2025-02-30' }, me)).toMatchObject({ status: 400, body: { field: 'date' } })
      expect(gate.settled.filter((entry) => entry.payer === me)).toEqual([])
    })

    it('lists every kind available when its operation is installed', async () => {
      const directory = (await h.call('/api/directory')).body
      const entry = (id: string) => directory.operations.find((operation: { id: string }) => operation.id === id)
      for (const kind of installed) expect(entry(`watchers.${kind.name}`), kind.name).toMatchObject({ available: true })
      for (const kind of missing) expect(entry(`watchers.${kind.name}`), kind.name).toMatchObject({ available: false })
    })

    it('marks a kind whose operation no installed plugin serves unavailable, naming it (directory and 503)', async () => {
      const host = partial.open()
      const lacking = KINDS.filter((kind) => groupOf(kind) === 'weather')
      expect(lacking.length).toBeGreaterThan(0)
      const directory = (await host.call('/api/directory')).body
      for (const kind of lacking) {
        const entry = directory.operations.find((operation: { id: string }) => operation.id === `watchers.${kind.name}`)
        expect(entry, kind.name).toMatchObject({ available: false, unavailableReason: expect.stringContaining(`needs ${kind.watches}, which is not installed`) })
        const { status, body } = await host.call(`/api/watchers/${kind.name}`, { url: `${h.server.url}/x`, ...CASES[kind.name]!.params }, { headers: { 'x-test-payer': wallet() } })
        expect(status, kind.name).toBe(503)
        expect(body.error, kind.name).toContain(kind.watches)
      }
      expect(host.gate.settled).toEqual([])
    })
  })
})
