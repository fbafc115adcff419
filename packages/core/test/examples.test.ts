import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildRegistry, checkPublicUrl, defineOperation, definePlugin, defineUpstream, listAnswer, localSource, lookupAnswer, parseConfig, sourceOf, type PluginDefinition, type RecordedExamples } from '../src/index.ts'
import { operationDoc } from '../src/pages/docs.ts'
import { checkExamples, RECORD_EXAMPLES_ENV, recordExamples, type ExampleRun } from '../src/testing/example-check.ts'
import { EXAMPLE_TIME, startExampleHost } from '../src/testing/example-host.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// Two upstreams on one fixture server, as many plugin tests serve them: answers must still name each provider.
const stations = defineUpstream({ id: 'stations-api', name: 'Stations', baseUrl: 'https://stations.invalid/v2', docsUrl: 'https://stations.invalid/docs', license: 'CC0' })
const readings = defineUpstream({ id: 'readings-api', name: 'Readings', baseUrl: 'https://readings.invalid', docsUrl: 'https://readings.invalid/docs', license: 'CC0' })

const operations = [
  defineOperation({
    name: 'station',
    method: 'GET',
    description: 'A station and its latest reading, from two providers.',
    input: v.object({ id: v.string() }),
    price: { usd: 0.001 },
    upstreams: [stations, readings],
    handler: async ({ input, upstream }) => {
      const station = await upstream(stations).json(`/stations/${input.id}`, { schema: v.object({ name: v.string() }) })
      const reading = await upstream(readings).json('/latest', { query: { station: input.id }, schema: v.object({ celsius: v.number() }) })
      return lookupAnswer({ name: station.data.name, celsius: reading.data.celsius, readingUrl: reading.url }, sourceOf(stations, station.url))
    },
  }),
  defineOperation({
    name: 'ticket',
    method: 'POST',
    description: 'Issues a numbered ticket, computed on the host.',
    input: v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    price: { usd: 0.001 },
    handler: ({ input }) => listAnswer(Array.from({ length: input.count }, (_, index) => ({
      seat: index + 1, at: new Date().toISOString(), lucky: Math.random() < 0.5, ticketId: crypto.randomUUID(), code: randomBytes(4).toString('hex'), issuedInMs: performance.now(),
    })), localSource('Ticket desk', 'https://tickets.invalid', 'CC0')),
  }),
  defineOperation({
    name: 'latest',
    method: 'GET',
    description: 'The latest reading, from the provider the host is configured with (declared by no operation).',
    input: v.object({ station: v.string() }),
    price: { usd: 0.001 },
    handler: async ({ input, upstream }) => {
      const reading = await upstream(readings).json('/latest', { query: { station: input.station }, schema: v.object({ celsius: v.number() }) })
      return lookupAnswer({ celsius: reading.data.celsius }, sourceOf(readings, reading.url))
    },
  }),
  defineOperation({
    name: 'counter',
    method: 'POST',
    description: 'Counts the calls of this caller, in the host state.',
    input: v.object({}),
    price: { usd: 0.001 },
    handler: async ({ state }) => lookupAnswer({ count: await state.increment('wx:counter') }, localSource('Counter', 'https://counter.invalid', 'CC0')),
  }),
  defineOperation({
    name: 'hook-check',
    method: 'GET',
    description: 'Checks that a webhook URL resolves to a public address (no request is sent to it).',
    input: v.object({ url: v.string() }),
    price: { usd: 0.001 },
    handler: async ({ input }) => lookupAnswer({ url: (await checkPublicUrl(input.url, { field: 'url' })).toString() }, localSource('Hooks', 'https://hooks.invalid', 'CC0')),
  }),
  defineOperation({
    name: 'fetch-page',
    method: 'GET',
    description: 'Fetches a page anywhere on the web (no upstream to serve).',
    input: v.object({ url: v.string() }),
    price: { usd: 0.001 },
    handler: async ({ input }) => lookupAnswer({ length: (await (await fetch(input.url)).text()).length }, localSource('Web', input.url, 'n/a')),
  }),
]

const pluginWith = (examples?: RecordedExamples): PluginDefinition => definePlugin({ name: 'weather-demo', version: '1.0.0', group: 'wx', operations, ...(examples ? { examples } : {}) })

let fixtures: FixtureServer
let celsius = 21.5
beforeAll(async () => {
  fixtures = await serveFixtures({
    'GET /stations/berlin': { body: { name: 'Berlin Tempelhof' } },
    'GET /latest': () => ({ body: { celsius } }),
  })
})
afterAll(() => fixtures.close())
afterEach(() => {
  celsius = 21.5
})

const PARAMS = { 'wx.station': { id: 'berlin' }, 'wx.ticket': { count: 12 }, 'wx.fetch-page': { url: 'https://example.com/' }, 'wx.counter': {}, 'wx.latest': { station: 'berlin' }, 'wx.hook-check': { url: 'https://hooks.example.org/svc' } }

/** One run of the examples check (or recording) the way testPlugin starts it. */
async function run(plugin: PluginDefinition, options: { file?: string; served?: string[]; record?: boolean } = {}): Promise<void> {
  const served = options.served ?? ['stations-api', 'readings-api']
  const upstreams = Object.fromEntries(served.map((id) => [id, { baseUrl: fixtures.url }]))
  const host = await startExampleHost({ plugins: [plugin], upstreams, at: EXAMPLE_TIME })
  const example: ExampleRun = { plugin, registry: buildRegistry([plugin], parseConfig({})), host, served: new Set(served), file: options.file, params: PARAMS }
  try {
    await (options.record ? recordExamples(example) : checkExamples(example))
  } finally {
    await host.close()
  }
}

describe('recording examples', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'svc-examples-')), 'examples.json')
  let recorded: RecordedExamples
  beforeAll(async () => {
    writeFileSync(file, JSON.stringify({ 'wx.counter': { params: {}, given: [{ endpoint: 'wx.counter', params: {} }] } }))
    // The page fetch cannot be recorded: it would leave the machine. The others are, and the file says why not for it.
    await expect(run(pluginWith(), { file, record: true })).rejects.toThrow(/wx\.fetch-page: answered 502|reached off the machine: https:\/\/example\.com\//)
    recorded = JSON.parse(readFileSync(file, 'utf8'))
  })

  it('writes each answer with the providers\' real URLs, never the fixture server\'s', () => {
    const station = recorded['wx.station']!
    expect(station.params).toEqual({ id: 'berlin' })
    expect(station.answer).toMatchObject({ items: [{ name: 'Berlin Tempelhof', celsius: 21.5, readingUrl: 'https://readings.invalid/latest?station=berlin' }], source: { url: 'https://stations.invalid/v2/stations/berlin' } })
    expect(readFileSync(file, 'utf8')).not.toContain('127.0.0.1')
  })

  it('names the providers an operation asked without declaring them, and gives their URLs too', () => {
    expect(recorded['wx.latest']).toMatchObject({ providers: ['Readings'], answer: { source: { url: 'https://readings.invalid/latest?station=berlin' } } })
    expect(recorded['wx.station']?.providers).toBeUndefined()
  })

  it('reads the time from a fixed clock and randomness from a seeded source, lists what still differs per call, and cuts long lists', () => {
    const ticket = recorded['wx.ticket']!
    const items = (ticket.answer as { items: Array<{ at: string; ticketId: string; code: string }>; total: number }).items
    expect(items).toHaveLength(3)
    expect((ticket.answer as { total: number }).total).toBe(12)
    expect(items[0]!.at).toBe(EXAMPLE_TIME)
    expect(items[0]!.ticketId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(items.map((item) => item.code)).size).toBe(3)
    expect(ticket.shortened).toBe(true)
    // Seeded: the ids and codes are the same at every call; only a real clock reading is not.
    expect(ticket.volatile).toEqual(['items.0.issuedInMs', 'items.1.issuedInMs', 'items.2.issuedInMs'])
  })

  it('calls what an example is given first, on the same host', () => {
    expect(recorded['wx.counter']).toMatchObject({ given: [{ endpoint: 'wx.counter', params: {} }], answer: { items: [{ count: 2 }] } })
  })

  it('lets a URL on an example domain pass a URL check without asking DNS', () => {
    expect(recorded['wx.hook-check']?.answer).toMatchObject({ items: [{ url: 'https://hooks.example.org/svc' }] })
  })

  it('keeps the params of what it could not record, without an answer', () => {
    expect(recorded['wx.fetch-page']).toEqual({ params: { url: 'https://example.com/' } })
  })

  it('is then checked: the same answers pass, whatever the ticket ids', async () => {
    const entries = { ...recorded, 'wx.fetch-page': { ...recorded['wx.fetch-page']!, unrecorded: 'fetches any page on the web' } }
    await run(pluginWith(entries), { file })
  })

  it('refuses, and names, a DNS name off the documentation domains', async () => {
    const entries = { ...recorded, 'wx.fetch-page': { ...recorded['wx.fetch-page']!, unrecorded: 'fetches any page on the web' }, 'wx.hook-check': { params: { url: 'https://hooks.svc.dev/x' }, answer: {} } }
    await expect(run(pluginWith(entries), { file })).rejects.toThrow(/reached off the machine: dns:hooks\.svc\.dev/)
  })

  it('fails, naming the operation, the difference and how to re-record, once a provider answers otherwise', async () => {
    const entries = { ...recorded, 'wx.fetch-page': { ...recorded['wx.fetch-page']!, unrecorded: 'fetches any page on the web' } }
    celsius = 19
    const failure = run(pluginWith(entries), { file })
    await expect(failure).rejects.toThrow(/wx\.station: answers otherwise than its example, at items\.0\.celsius: recorded 21\.5, now 19/)
    await expect(failure).rejects.toThrow(`re-record them with ${RECORD_EXAMPLES_ENV}=1 pnpm vitest run packages/core/test/examples.test.ts`)
  })

  it('fails for an operation without an answer or a reason, and for an entry of no operation', async () => {
    const entries = { ...recorded, 'wx.gone': { params: {}, answer: {} } }
    const failure = run(pluginWith(entries), { file })
    await expect(failure).rejects.toThrow(/wx\.fetch-page: no example answer/)
    await expect(failure).rejects.toThrow(/wx\.gone: in the examples file but not an operation of weather-demo/)
  })

  it('fails when a recorded example\'s upstream is not served, instead of skipping it', async () => {
    const entries = { ...recorded, 'wx.fetch-page': { ...recorded['wx.fetch-page']!, unrecorded: 'fetches any page on the web' } }
    await expect(run(pluginWith(entries), { file, served: ['stations-api'] })).rejects.toThrow(/wx\.station: serve readings-api from fixtures/)
  })

  it('keeps what the author wrote across recordings: an operation not to record and why, what fixtures stand for', async () => {
    writeFileSync(file, JSON.stringify({
      ...recorded,
      'wx.fetch-page': { params: { url: 'https://example.com/' }, unrecorded: 'fetches any page on the web' },
      'wx.ticket': { ...recorded['wx.ticket'], fixturesFor: 'the ticket desk' },
    }))
    await run(pluginWith(), { file, record: true })
    const again: RecordedExamples = JSON.parse(readFileSync(file, 'utf8'))
    expect(again['wx.fetch-page']).toEqual({ params: { url: 'https://example.com/' }, unrecorded: 'fetches any page on the web' })
    expect(again['wx.ticket']).toMatchObject({ fixturesFor: 'the ticket desk', shortened: true, volatile: recorded['wx.ticket']!.volatile })
  })
})

describe('an example on the docs page', () => {
  const answer = { ok: true, items: [{ name: 'Berlin Tempelhof', celsius: 21.5 }], total: 1, source: { provider: 'Stations', url: 'https://stations.invalid/v2/stations/berlin', license: 'CC0' } }
  const registry = buildRegistry([pluginWith({
    'wx.station': { params: { id: 'berlin' }, answer },
    'wx.ticket': { params: { count: 12 }, answer: { ok: true, items: [], total: 12 }, shortened: true, volatile: ['items.0.ticketId'] },
  })], parseConfig({}))
  const page = (id: string) => operationDoc(registry.byId.get(id)!, 'https://api.example.test')

  it('shows a fixture-based answer as the providers\' documented shape, not live data', () => {
    const text = page('wx.station')
    expect(text).toContain('<h2>Example answer</h2>')
    expect(text).toContain('with Stations, Readings served from the tests&#39; fixtures (a provider&#39;s answers shaped like its documented responses')
    expect(text).toContain('not live data')
    expect(text).toContain('&quot;Berlin Tempelhof&quot;')
    expect(text).toContain('curl &#39;https://api.example.test/api/wx/station?id=berlin&amp;trial=1&#39;')
  })

  it('says a host-computed answer is computed on the host, shortened, and which values differ per call', () => {
    const text = page('wx.ticket')
    expect(text).toContain('Computed on the host by this operation')
    expect(text).toContain('Shortened for this page: lists of records show their first 3 items')
    expect(text).toContain('These values differ from call to call: <code>items.0.ticketId</code>')
  })

  it('names what the fixtures stood for when the operation reaches services no upstream declares', () => {
    const plugin = pluginWith({ 'wx.fetch-page': { params: { url: 'https://example.com/' }, answer: { ok: true }, fixturesFor: 'web pages (a local page server)' } })
    const text = operationDoc(buildRegistry([plugin], parseConfig({})).byId.get('wx.fetch-page')!, 'https://api.example.test')
    expect(text).toContain('with web pages (a local page server) served from the tests&#39; fixtures')
    expect(text).not.toContain('Computed on the host')
    const engine = pluginWith({ 'wx.latest': { params: { station: 'berlin' }, answer: { ok: true }, providers: ['Readings'] } })
    expect(operationDoc(buildRegistry([engine], parseConfig({})).byId.get('wx.latest')!, 'https://api.example.test')).toContain('with Readings served from the tests&#39; fixtures')
  })

  it('shows no answer for an operation without one, and none recorded for other params than it declares', () => {
    expect(page('wx.fetch-page')).not.toContain('Example answer')
    const declared = definePlugin({ name: 'p', version: '1.0.0', group: 'wx', operations: [{ ...operations[0]!, example: { params: { id: 'paris' } } }], examples: { 'wx.station': { params: { id: 'berlin' }, answer } } })
    const operation = buildRegistry([declared], parseConfig({})).byId.get('wx.station')!
    expect(operation.example).toMatchObject({ params: { id: 'paris' } })
    expect(operation.example?.answer).toBeUndefined()
  })
})
