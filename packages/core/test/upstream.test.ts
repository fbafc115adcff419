import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineOperation, definePlugin, defineUpstream, PROJECT_URL, userAgent } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { createTestApp, serveFixtures, type FixtureServer } from '../src/testing/index.ts'

const keyed = defineUpstream({ id: 'keyed', name: 'Keyed API', baseUrl: 'https://keyed.invalid', key: { required: true, in: 'header', name: 'X-Api-Key' } })
const inBody = defineUpstream({ id: 'in-body', name: 'Body Key API', baseUrl: 'https://body.invalid', key: { required: false, in: 'body', name: 'registrationkey' } })
const open = defineUpstream({ id: 'open', name: 'Open API', baseUrl: 'https://open.invalid', key: { required: false, in: 'query', name: 'api_key' } })

describe('upstream client', () => {
  let server: FixtureServer
  let flaky = 0
  beforeAll(async () => {
    server = await serveFixtures({
      'GET /ok': { body: { hello: 'world' } },
      'GET /flaky': () => (++flaky < 3 ? { status: 503, body: 'busy' } : { body: { attempt: flaky } }),
      'GET /down': { status: 500, body: 'internal' },
      'GET /missing': { status: 404, body: { message: 'no' } },
      'GET /limited': { status: 429, headers: { 'retry-after': '30' }, body: 'slow' },
      'GET /slow': { delayMs: 400, body: {} },
      'GET /garbage': { body: '{not json' },
      'GET /empty': { body: '' },
      'GET /limited-text': { status: 400, body: 'bad token' },
      'POST /echo': (request) => ({ body: { method: request.method, body: request.body, key: request.headers['x-api-key'] ?? null } }),
      'GET /count': (request) => ({ body: { n: server.requests.length, q: request.query.get('api_key') } }),
    })
  })
  afterAll(() => server.close())

  const client = (id: 'keyed' | 'open', extra: Record<string, unknown> = {}) => {
    const upstreams = createUpstreams({ upstreams: { [id]: { baseUrl: server.url, key: 'secret', timeoutMs: 2000, ...extra } } })
    return upstreams(id === 'keyed' ? keyed : open)
  }

  it('calls the configured base URL and sends the key as declared', async () => {
    expect((await client('keyed').json('/ok')).data).toEqual({ hello: 'world' })
    const posted = await client('keyed').json<{ key: string; body: string }>('/echo', { method: 'POST', body: { a: 1 } })
    expect(posted.data).toEqual({ method: 'POST', body: '{"a":1}', key: 'secret' })
    const query = await client('open').json<{ q: string }>('/count')
    expect(query.data.q).toBe('secret')
    expect(query.url).not.toContain('secret')
  })

  it("names svc and the project's home in the User-Agent, unless the provider definition sets its own", async () => {
    await client('open').json('/ok')
    expect(server.requests.at(-1)!.headers['user-agent']).toBe(`svc (+${PROJECT_URL})`)
    const own = defineUpstream({ id: 'own-agent', name: 'Own Agent API', baseUrl: 'https://own.invalid', headers: { 'user-agent': userAgent('svc-plugin-x') } })
    await createUpstreams({ upstreams: { 'own-agent': { baseUrl: server.url } } })(own).json('/ok')
    expect(server.requests.at(-1)!.headers['user-agent']).toBe('svc-plugin-x (+https://github.com/svc-dev/svc)')
  })

  it('adds a body key as a member of the JSON body', async () => {
    const upstreams = createUpstreams({ upstreams: { 'in-body': { baseUrl: server.url, key: 'k3y' } } })
    const posted = await upstreams(inBody).json<{ body: string }>('/echo', { method: 'POST', body: { seriesid: ['A'] } })
    expect(JSON.parse(posted.data.body)).toEqual({ seriesid: ['A'], registrationkey: 'k3y' })
    const keyless = createUpstreams({ upstreams: { 'in-body': { baseUrl: server.url } } })
    expect(JSON.parse((await keyless(inBody).json<{ body: string }>('/echo', { method: 'POST', body: { a: 1 } })).data.body)).toEqual({ a: 1 })
  })

  it('sends a FormData body as multipart, with the key header and its own boundary', async () => {
    const form = new FormData()
    form.set('model', 'whisper-1')
    form.set('file', new Blob([new Uint8Array([0, 255, 1])], { type: 'audio/wav' }), 'a.wav')
    const posted = await client('keyed').json<{ body: string; key: string }>('/echo', { method: 'POST', body: form })
    expect(posted.data.key).toBe('secret')
    const sent = server.requests.at(-1)!
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent.body).toContain('name="model"\r\n\r\nwhisper-1')
    expect(sent.body).toContain('name="file"; filename="a.wav"\r\nContent-Type: audio/wav')
  })

  it('encodes a key as the upstream asks (HTTP Basic with the key as user name)', async () => {
    const basic = defineUpstream({ id: 'basic', name: 'Basic API', baseUrl: 'https://basic.invalid', key: { required: true, in: 'header', name: 'Authorization', prefix: 'Basic ', encode: (key) => Buffer.from(`${key}:`).toString('base64') } })
    const upstreams = createUpstreams({ upstreams: { basic: { baseUrl: server.url, key: 'ch-key' } } })
    const posted = await upstreams(basic).json<{ key: string | null; auth?: string }>('/echo', { method: 'POST', body: {} })
    expect(posted.status).toBe(200)
    expect(server.requests.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('ch-key:').toString('base64')}`)
  })

  it('waits between retries as configured: the provider\'s delay over the host\'s, none at 0', async () => {
    const calls: string[] = []
    const busy: typeof fetch = async (url) => {
      calls.push(String(url))
      return new Response('busy', { status: 503 })
    }
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    try {
      const patient = createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { open: { baseUrl: 'https://open.invalid', retryDelayMs: 10_000 } } }, busy)
      const failed = patient(open).json('/x').catch((error: unknown) => error)
      // Full jitter (random 0.5 here) up to twice the delay, then four times: 10 s, then 20 s.
      await vi.advanceTimersByTimeAsync(9_999)
      expect(calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(19_999)
      expect(calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(calls).toHaveLength(3)
      expect(await failed).toMatchObject({ code: 'UPSTREAM_FAILED', upstreamStatus: 503 })

      calls.length = 0
      const immediate = createUpstreams({ upstreamRetryDelayMs: 0, upstreams: { open: { baseUrl: 'https://open.invalid' } } }, busy)
      const again = immediate(open).json('/x').catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(0)
      expect(calls).toHaveLength(3)
      expect(await again).toMatchObject({ code: 'UPSTREAM_FAILED' })
    } finally {
      vi.useRealTimers()
      vi.restoreAllMocks()
    }
  })

  it('retries transient failures of idempotent calls with backoff', async () => {
    const result = await client('open').json<{ attempt: number }>('/flaky')
    expect(result.data.attempt).toBe(3)
  })

  it('maps failures: 5xx -> 502, 429 -> UPSTREAM_RATE_LIMIT, timeout, malformed body', async () => {
    await expect(client('open').json('/down')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 502, upstreamStatus: 500 })
    await expect(client('open').json('/limited')).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT', status: 429, details: { retryAfter: '30' } })
    await expect(client('open').json('/slow', { retry: false, timeoutMs: 200 })).rejects.toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 502 })
    await expect(client('open').json('/garbage')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', message: 'Open API sent a malformed answer' })
    await expect(client('open').json('/missing')).rejects.toMatchObject({ upstreamStatus: 404 })
    expect((await client('open').json('/missing', { acceptStatus: [404] })).status).toBe(404)
  })

  it('reads an empty 2xx body as no content (null), which a schema may accept or refuse', async () => {
    expect((await client('open').json('/empty')).data).toBeNull()
    expect((await client('open').json('/empty', { schema: v.nullable(v.array(v.string())) })).data).toBeNull()
    await expect(client('open').json('/empty', { schema: v.array(v.string()) })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 502 })
  })

  it('checks a JSON answer against the adapter\'s schema: another shape is a 502 naming the member', async () => {
    const shape = v.object({ hello: v.string() })
    const typed = await client('open').json('/ok', { schema: shape })
    expect(typed.data.hello).toBe('world')
    const wrong = v.object({ hello: v.array(v.string()) })
    // An error status let through by acceptStatus is not the shape the schema describes: it arrives unchecked.
    const missing = await client('open').json('/missing', { schema: shape, acceptStatus: [404] })
    expect(missing).toMatchObject({ status: 404, data: { message: 'no' } })
    expect(await client('open').json('/limited-text', { acceptStatus: [400] })).toMatchObject({ status: 400, data: 'bad token' })
    await expect(client('open').json('/ok', { schema: wrong })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 502, message: expect.stringMatching(/Open API sent an answer of an unexpected shape \(at hello: /) })
  })

  it('caches successful answers for their TTL', async () => {
    const c = client('open')
    const first = await c.json<{ n: number }>('/count', { cacheTtlMs: 10_000 })
    const second = await c.json<{ n: number }>('/count', { cacheTtlMs: 10_000 })
    expect(second.data.n).toBe(first.data.n)
    const fresh = await c.json<{ n: number }>('/count')
    expect(fresh.data.n).toBeGreaterThan(first.data.n)
  })

  it('limits concurrency per provider', async () => {
    let active = 0
    let peak = 0
    const slow = await serveFixtures({
      'GET /work': async () => {
        active++
        peak = Math.max(peak, active)
        await new Promise((resolve) => setTimeout(resolve, 30))
        active--
        return { body: {} }
      },
    })
    const c = createUpstreams({ upstreams: { open: { baseUrl: slow.url, concurrency: 2 } } })(open)
    // Distinct requests: identical ones would share one request.
    await Promise.all(Array.from({ length: 8 }, (_, i) => c.json('/work', { query: { i } })))
    await slow.close()
    expect(peak).toBe(2)
  })

  it('marks an operation whose key is missing unavailable (503 naming the setting, and in the directory)', async () => {
    const plugin = definePlugin({
      name: 'keyed-plugin',
      version: '1.0.0',
      group: 'keyed',
      operations: [defineOperation({ name: 'thing', method: 'GET', description: 'Needs a key upstream.', input: v.object({}), price: { usd: 0.01 }, upstreams: [keyed], handler: () => ({}) })],
    })
    const app = createTestApp({ plugins: [plugin] })
    const response = await app.request('/api/keyed/thing?trial=1')
    const body = await response.json()
    expect(response.status).toBe(503)
    expect(body.code).toBe('UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('SVC_UPSTREAM_KEYED_KEY')
    const directory = await (await app.request('/api/directory')).json()
    const entry = directory.operations.find((operation: { id: string }) => operation.id === 'keyed.thing')
    expect(entry).toMatchObject({ available: false })
    expect(entry.unavailableReason).toContain('SVC_UPSTREAM_KEYED_KEY')
    const configured = createTestApp({ plugins: [plugin], config: { upstreams: { keyed: { key: 'k' } } } })
    expect((await configured.request('/api/keyed/thing?trial=1')).status).toBe(200)
  })
})
