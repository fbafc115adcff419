import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedState, defineOperation, definePlugin, defineRail, defineUpstream, type StateStore } from '../src/index.ts'
import { createTestPaymentGate, TEST_PAYER_HEADER, type TestPaymentGate, testHost } from '../src/testing/index.ts'

const echo = defineUpstream({ id: 'echo-up', name: 'Echo', baseUrl: 'https://echo.invalid' })
const source = { provider: 'Echo', url: 'https://echo.invalid', license: 'none' }
const plugin = definePlugin({
  name: '@svc/plugin-host-test',
  version: '0.0.0',
  group: 'hosted',
  operations: [
    defineOperation({
      name: 'word',
      method: 'GET',
      description: 'Reads a word from the echo upstream.',
      input: v.object({ q: v.pipe(v.string(), v.minLength(2)), n: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
      price: { usd: 0.01 },
      upstreams: [echo],
      async handler({ input, upstream, signal }) {
        const { data } = await upstream(echo).json('/word', { query: { q: input.q }, schema: v.object({ word: v.string() }), signal })
        return { ok: true, items: [data], total: 1, source }
      },
    }),
    defineOperation({
      name: 'note',
      method: 'POST',
      description: 'Posts a note to the echo upstream and counts the notes of this host.',
      input: v.object({ text: v.pipe(v.string(), v.minLength(1)) }),
      price: { usd: 0.01 },
      upstreams: [echo],
      async handler({ input, upstream, state, now, signal }) {
        await upstream(echo).json('/notes', { method: 'POST', body: { text: input.text }, headers: { 'x-note': 'yes' }, schema: v.object({}), signal })
        const count = await state.increment('host-test:notes')
        return { ok: true, items: [{ count, at: now() }], total: 1, source }
      },
    }),
  ],
})

describe('testHost', () => {
  const h = testHost({
    plugins: plugin,
    upstreams: ['echo-up'],
    fixtures: 'fixtures/test-host',
    clock: '2025-06-02T12:00:00Z',
    hostPer: 'test',
    routes: { 'GET /word': 'word.json', 'POST /notes': { body: {} } },
  })

  it('serves a route from a file named in the fixture folder, free of charge', async () => {
    expect((await h.item('/api/hosted/word?q=hello')).word).toBe('from-file')
  })

  it('lets a test replace a route, with a file of the folder or a function of the request', async () => {
    h.set('GET /word', 'other.json')
    expect((await h.item('/api/hosted/word?q=hello')).word).toBe('other-file')
    h.set('GET /word', h.fixture('word.json', { status: 429 }))
    expect((await h.call('/api/hosted/word?q=hello')).status).toBe(429)
    h.set('GET /word', (request) => ({ body: { word: request.query.get('q') } }))
    expect((await h.item('/api/hosted/word?q=hello')).word).toBe('hello')
  })

  it('gives the last request a route received: method, path, query, headers and body', async () => {
    await h.ok('/api/hosted/word?q=first')
    await h.ok('/api/hosted/word?q=second')
    await h.ok('/api/hosted/note', { text: 'hi' })
    expect(h.last('GET /word')).toMatchObject({ method: 'GET', path: '/word', params: { q: 'second' } })
    expect(h.last('/word').query.get('q')).toBe('second')
    const note = h.last()
    expect(note).toMatchObject({ method: 'POST', path: '/notes', headers: { 'x-note': 'yes' } })
    expect(note.json()).toEqual({ text: 'hi' })
    expect(h.requestsTo('GET /word')).toHaveLength(2)
  })

  it('resets before each test: no recorded request, no override, fresh state, the clock back at its start', async () => {
    expect(h.requests).toHaveLength(0)
    expect((await h.item('/api/hosted/word?q=hello')).word).toBe('from-file')
    h.clock.elapse(60_000)
    const first = await h.item('/api/hosted/note', { text: 'one' })
    expect(first).toEqual({ count: 1, at: Date.parse('2025-06-02T12:01:00Z') })
    expect((await h.item('/api/hosted/note', { text: 'two' })).count).toBe(2)
  })

  it('starts the next test with that state gone and the clock back', async () => {
    expect(await h.item('/api/hosted/note', { text: 'one' })).toEqual({ count: 1, at: Date.parse('2025-06-02T12:00:00Z') })
  })

  it('fails a test that reads the last request of a route nobody called', () => {
    expect(() => h.last('GET /word')).toThrow(/a request to GET \/word/)
  })

  h.refusals('/api/hosted/word', [
    [{ q: 'h' }, 'q'],
    { input: { q: 'hello', n: 0 }, field: 'n' },
  ])
  h.refusals('/api/hosted/note', [[{ text: '' }, 'text']], 'POST')
  h.failures('GET /word', '/api/hosted/word?q=hello')
})

describe('testHost, a fresh host per call (the default)', () => {
  const h = testHost({ plugins: plugin, upstreams: ['echo-up'], routes: { 'POST /notes': { body: {} } } })
  it('carries no state from one call to the next', async () => {
    expect((await h.item('/api/hosted/note', { text: 'one' })).count).toBe(1)
    expect((await h.item('/api/hosted/note', { text: 'two' })).count).toBe(1)
  })
})

const keyedUp = defineUpstream({ id: 'keyed-up', name: 'Keyed', baseUrl: 'https://keyed.invalid', key: { required: true, in: 'query', name: 'api_key' } })
const keyedPlugin = definePlugin({
  name: '@svc/plugin-keyed-test',
  version: '0.0.0',
  group: 'keyed',
  operations: [
    defineOperation({
      name: 'word',
      method: 'GET',
      description: 'Reads a word from an upstream that needs a key.',
      input: v.object({}),
      price: { usd: 0.01 },
      upstreams: [keyedUp],
      async handler({ upstream, signal }) {
        const { data } = await upstream(keyedUp).json('/word', { schema: v.object({ word: v.string() }), signal })
        return { ok: true, items: [data], total: 1, source }
      },
    }),
  ],
})

describe('testHost, settings of a served upstream', () => {
  // The served upstream's base URL comes from the fixture server; the file config's settings for it (a key, a quota) are kept beside it.
  const h = testHost({ plugins: keyedPlugin, upstreams: ['keyed-up'], routes: { 'GET /word': { body: { word: 'keyed' } } }, config: { upstreams: { 'keyed-up': { key: 'from-config' } } } })
  it('keeps the file config\'s settings of a served upstream', async () => {
    expect((await h.item('/api/keyed/word')).word).toBe('keyed')
    expect(h.last('GET /word').query.get('api_key')).toBe('from-config')
  })

  it("lets a host opened with its own settings of the upstream replace the entry whole: the file config's key is not laid under them", async () => {
    expect(await h.call('/api/keyed/word', undefined, { upstreams: { 'keyed-up': { baseUrl: h.server.url } } })).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED' } })
    expect(h.requestsTo('GET /word')).toHaveLength(0)
  })
})

describe('testHost refusals', () => {
  const h = testHost({ plugins: plugin })
  it('fails when the 400 names another field', async () => {
    await expect(h.rejects('/api/hosted/word?q=h', 'n')).rejects.toThrow(/expected 'q' to be 'n'/)
  })
  // A GET's query as sent: none at all, an encoded character, a param given twice.
  h.refusals('/api/hosted/word', [['', 'q'], ['q=%2F', 'q'], ['q=ab&n=0', 'n']])
})

describe('testHost with its configuration as a function', () => {
  // A value known only once the test runs (a server's address): read each time a host is built.
  let price = 0.01
  const h = testHost({ plugins: plugin, paid: true, config: () => ({ prices: { 'hosted.word': price } }) })
  it('builds each host with what the function returns then', async () => {
    const listed = async () => (await h.call('/api/directory')).body.operations.find((operation: { id: string }) => operation.id === 'hosted.word').versions[0].price.usd
    expect(await listed()).toBe(0.01)
    price = 0.02
    expect(await listed()).toBe(0.02)
  })
})

// A plugin whose start hook opens its store (as feedback's inbox does) and whose stop hook closes it.
const lifecycle = { starts: 0, stops: 0 }
const started = definePlugin({
  name: '@svc/plugin-host-start-test',
  version: '0.0.0',
  group: 'started',
  lifecycle: {
    start() {
      lifecycle.starts++
    },
    stop() {
      lifecycle.stops++
    },
  },
  operations: [
    defineOperation({
      name: 'count',
      method: 'POST',
      description: 'Counts the calls of this host, if the host started the plugin, and posts the count to the hook.',
      input: v.object({ hook: v.optional(v.string()) }),
      price: { usd: 0.01 },
      async handler({ input, state, config }) {
        const count = await state.increment('host-test:count')
        if (input.hook) await fetch(input.hook, { method: 'POST', body: JSON.stringify({ count, label: config.settings.started?.label ?? null }) })
        return { ok: true, items: [{ count, started: lifecycle.starts - lifecycle.stops }], total: 1, source }
      },
    }),
  ],
})

describe('testHost with `start`, `open` and routes of its own', () => {
  const h = testHost({ plugins: started, start: true, hostPer: 'test', routes: { 'POST /hook': { body: {} } }, config: () => ({ settings: { started: { label: 'base' } } }) })

  it('starts the plugins before the first call, and serves routes without upstreams', async () => {
    expect(await h.item('/api/started/count', { hook: `${h.server.url}/hook` })).toEqual({ count: 1, started: 1 })
    expect(h.last('POST /hook').json()).toEqual({ count: 1, label: 'base' })
  })

  it('stopped the last test\'s host after it, and builds this test\'s afresh', async () => {
    expect(lifecycle.stops).toBe(lifecycle.starts)
    expect(h.requests).toHaveLength(0)
    expect(await h.item('/api/started/count', {})).toEqual({ count: 1, started: 1 })
  })

  it('opens another host for the test, with more configuration, keeping its own state across its calls', async () => {
    await h.ok('/api/started/count', {})
    const other = h.open({ config: { settings: { started: { label: 'other' } } } })
    await other.ok('/api/started/count', {})
    expect(await other.item('/api/started/count', { hook: `${h.server.url}/hook` })).toMatchObject({ count: 2, started: 2 })
    expect(h.last('POST /hook').json()).toEqual({ count: 2, label: 'other' })
    await other.close()
    expect(other.started).toBe(false)
    await expect(other.call('/api/started/count', {})).rejects.toThrow(/closed/)
    expect((await h.item('/api/started/count', {})).count).toBe(2)
  })

  it('restarts a host on the state a test gives it (a store on disk, closed with its host)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-test-host-'))
    try {
      const first = h.open({ state: createEmbeddedState({ dir }) })
      await first.ok('/api/started/count', {})
      await first.close()
      const again = h.open({ state: createEmbeddedState({ dir }) })
      expect(await again.item('/api/started/count', {})).toEqual({ count: 2, started: 1 })
      await again.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('testHost with a fresh gate per host', () => {
  const h = testHost({ plugins: started, paid: true, hostPer: 'test', freshGate: createTestPaymentGate })
  const payer = { headers: { [TEST_PAYER_HEADER]: '0x1111111111111111111111111111111111111111' } }
  let before: TestPaymentGate | undefined

  it('gives the test\'s host its own gate, and each opened host another', async () => {
    expect((await h.call('/api/started/count', {})).status).toBe(402)
    expect((await h.call('/api/started/count', {}, undefined, payer)).status).toBe(200)
    expect(h.gate.settled).toEqual([{ operation: 'started.count', payer: payer.headers[TEST_PAYER_HEADER], amountMicros: 10_000 }])
    const other = h.open()
    expect(other.gate).not.toBe(h.gate)
    expect(other.gate.settled).toEqual([])
    before = h.gate
  })

  it('starts the next test on a new gate', () => {
    expect(h.gate).not.toBe(before)
    expect(h.gate.settled).toEqual([])
  })

  const without = testHost({ plugins: started })
  it('has no gate to give without freshGate', () => {
    expect(() => without.gate).toThrow(/freshGate/)
  })
})

describe('testHost with payment rails', () => {
  const payer = { headers: { [TEST_PAYER_HEADER]: '0x2222222222222222222222222222222222222222' } }
  /** Each rail the definition made, with the state of the host it was made for. */
  const made: Array<{ gate: TestPaymentGate; state: StateStore }> = []
  const rail = defineRail({
    id: 'test-rail',
    create: ({ state }) => {
      const gate = createTestPaymentGate()
      made.push({ gate, state })
      return gate
    },
  })
  const h = testHost({ plugins: started, paid: true, hostPer: 'test', rails: [rail] })

  it('makes the rails for each host, as the host does, and pays with them', async () => {
    made.length = 0
    expect((await h.call('/api/started/count', {})).status).toBe(402)
    expect((await h.call('/api/started/count', {}, undefined, payer)).status).toBe(200)
    expect(made).toHaveLength(1)
    expect(made[0]!.state).toBe(h.app.runtime.state)
    expect(made[0]!.gate.settled).toEqual([{ operation: 'started.count', payer: payer.headers[TEST_PAYER_HEADER], amountMicros: 10_000 }])
  })

  it('opens a host with rails, a gate or plugins of its own in place of the test host\'s', async () => {
    const own = createTestPaymentGate()
    const railed = h.open({ rails: [own] })
    expect((await railed.call('/api/started/count', {}, payer)).status).toBe(200)
    expect(own.settled).toHaveLength(1)
    const gated = createTestPaymentGate()
    const withGate = h.open({ gate: () => gated, rails: [] })
    expect((await withGate.call('/api/started/count', {}, payer)).status).toBe(200)
    expect(gated.settled).toHaveLength(1)
    expect((await h.open({ rails: [] }).call('/api/started/count', {}, payer)).status).toBe(402)
    expect((await h.open({ plugins: [plugin] }).call('/api/started/count', {}, payer)).status).toBe(404)
  })
})

describe('testHost with payment rails and one host per file', () => {
  const payer = { headers: { [TEST_PAYER_HEADER]: '0x3333333333333333333333333333333333333333' } }
  const made: TestPaymentGate[] = []
  const rail = defineRail({
    id: 'file-rail',
    create: () => {
      const gate = createTestPaymentGate()
      made.push(gate)
      return gate
    },
  })
  const h = testHost({ plugins: started, paid: true, hostPer: 'file', rails: [rail] })

  it('makes the rails once for the file\'s host', async () => {
    expect((await h.call('/api/started/count', {}, undefined, payer)).status).toBe(200)
    expect(made).toHaveLength(1)
  })

  it('keeps them for the next test, with what they settled', async () => {
    expect((await h.call('/api/started/count', {}, undefined, payer)).status).toBe(200)
    expect(made).toHaveLength(1)
    expect(made[0]!.settled).toHaveLength(2)
  })
})

describe('testHost with a host started by hand (`open().app.start()`)', () => {
  const h = testHost({ plugins: started })
  let before = 0

  it('starts it as the test says', async () => {
    before = lifecycle.starts - lifecycle.stops
    await h.open().app.start()
    expect(lifecycle.starts - lifecycle.stops).toBe(before + 1)
  })

  it('stopped it after that test, as a host started through `start()`', () => {
    expect(lifecycle.starts - lifecycle.stops).toBe(before)
  })
})

describe('testHost with a host opened outside a test', () => {
  let before = 0
  describe('(the file\'s host, started in beforeAll)', () => {
    const h = testHost({ plugins: started })
    const host = h.open()
    beforeAll(async () => {
      before = lifecycle.starts - lifecycle.stops
      await host.app.start()
    })

    it('serves the first test', async () => {
      expect((await host.item('/api/started/count', {})).count).toBe(1)
    })

    it('and the next, started still and on the same state', async () => {
      expect(lifecycle.starts - lifecycle.stops).toBe(before + 1)
      expect((await host.item('/api/started/count', {})).count).toBe(2)
    })
  })

  it('is stopped once the tests that opened it are done', () => {
    expect(lifecycle.starts - lifecycle.stops).toBe(before)
  })
})
