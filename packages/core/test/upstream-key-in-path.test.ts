import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineUpstream } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { UpstreamError } from '../src/upstream/transport.ts'
import { type FixtureServer, serveFixtures } from '../src/testing/index.ts'

// A provider taking its key as the first path segment (Forecast.Solar's `/:apikey/estimate/...`), and echoing it back
// in its answers as Forecast.Solar does (`message.ratelimit.zone: "API key <key>"`, its client's recorded answers).
const inPath = defineUpstream({ id: 'in-path', name: 'Path Key API', baseUrl: 'https://path.invalid', key: { required: false, in: 'path', name: 'apikey' } })
const KEY = 'AbCdEfGh12345678'
const zone = (request: { path: string }) => `API key ${request.path.split('/')[1]}`

describe('a key in the path', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({
      'GET /AbCdEfGh12345678/estimate/1/2': (request) => ({ body: { result: { watts: 1 }, message: { ratelimit: { zone: zone(request) } }, seen: request.path } }),
      'GET /estimate/1/2': (request) => ({ body: { result: { watts: 1 }, message: { ratelimit: { zone: 'YOUR IP' } }, seen: request.path } }),
      'GET /AbCdEfGh12345678/refused': (request) => ({ status: 403, body: { message: { code: 403, text: `Invalid API key ${request.path.split('/')[1]}` } } }),
      'GET /AbCdEfGh12345678/reshaped': (request) => ({ body: { result: zone(request) } }),
      'GET /short/estimate/1/2': (request) => ({ body: { seen: request.path } }),
    })
  })
  afterAll(() => server.close())
  const client = (key?: string) => createUpstreams({ upstreams: { 'in-path': { baseUrl: server.url, timeoutMs: 2000, ...(key ? { key } : {}) } } })(inPath)

  it('goes as the first segment below the base URL, and the cited URL is the path without it', async () => {
    const answer = await client(KEY).json<{ seen: string }>('/estimate/1/2', { query: { time: 'iso8601' } })
    expect(server.last().path).toBe(`/${KEY}/estimate/1/2`)
    expect(server.last().query.get('time')).toBe('iso8601')
    expect(answer.url).toBe(`${server.url}/estimate/1/2?time=iso8601`)
    // Without a key, the public path.
    expect((await client().json<{ seen: string }>('/estimate/1/2')).data.seen).toBe('/estimate/1/2')
  })

  it('is URL-encoded in the path', async () => {
    let sent = ''
    const fetch = async (input: RequestInfo | URL) => {
      sent = String(input)
      return Response.json({})
    }
    await createUpstreams({ upstreams: { 'in-path': { key: 'a/b c?d#e12345' } } }, { fetch })(inPath).json('/estimate')
    expect(sent).toBe('https://path.invalid/a%2Fb%20c%3Fd%23e12345/estimate')
  })

  it('never comes back out: echoed in an answer (and its cached copy), an error body, a shape failure or the last error', async () => {
    const keyed = client(KEY)
    const first = await keyed.json<{ message: unknown; seen: string }>('/estimate/1/2', { cacheTtlMs: 60_000 })
    expect(first.data.message).toEqual({ ratelimit: { zone: 'API key [redacted]' } })
    expect(first.data.seen).toBe('/[redacted]/estimate/1/2')
    const cached = await keyed.json<unknown>('/estimate/1/2', { cacheTtlMs: 60_000 })
    expect(JSON.stringify(cached)).not.toContain(KEY)

    const refused = await keyed.json('/refused').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(UpstreamError)
    expect((refused as UpstreamError).upstreamBody).toContain('Invalid API key [redacted]')
    expect(JSON.stringify({ ...(refused as UpstreamError), message: (refused as Error).message })).not.toContain(KEY)

    const reshaped = await keyed.json('/reshaped', { schema: v.object({ result: v.number() }) }).catch((error: unknown) => error)
    expect((reshaped as Error).message).toContain('unexpected shape')
    expect((reshaped as Error).message).not.toContain(KEY)

    const upstreams = createUpstreams({ upstreams: { 'in-path': { baseUrl: server.url, timeoutMs: 2000, key: KEY } } })
    await upstreams(inPath).json('/refused').catch(() => {})
    const [stats] = await upstreams.stats([inPath])
    expect(JSON.stringify(stats)).not.toContain(KEY)
  })

  it('leaves a key shorter than 8 characters unscrubbed (it could be any word of the data)', async () => {
    const answer = await client('short').json<{ seen: string }>('/estimate/1/2')
    expect(answer.data.seen).toBe('/short/estimate/1/2')
  })
})

describe('keys elsewhere echoed by the provider', () => {
  it('a query key an error body repeats is redacted from the excerpt', async () => {
    const queryKeyed = defineUpstream({ id: 'in-query', name: 'Query Key API', baseUrl: 'https://query.invalid', key: { required: true, in: 'query', name: 'api_key' } })
    const fetch = async (input: RequestInfo | URL) => new Response(`bad request: ${String(input)}`, { status: 400 })
    const error = await createUpstreams({ upstreams: { 'in-query': { key: 'query-key-123456' } } }, { fetch })(queryKeyed).json('/x').catch((caught: unknown) => caught)
    expect((error as UpstreamError).upstreamBody).toBe('bad request: https://query.invalid/x?api_key=[redacted]')
  })

  it('a key a JSON answer writes escaped (a slash as `\\/`, as PHP does; a quote as `\\"`) is redacted there too', async () => {
    const headerKeyed = defineUpstream({ id: 'in-header', name: 'Header Key API', baseUrl: 'https://header.invalid', key: { required: true, in: 'header', name: 'x-key' } })
    const key = 'ab/cd+ef"gh=='
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      const sent = new Headers(init?.headers).get('x-key')!
      // Written as PHP's json_encode writes it: every slash escaped.
      return new Response(JSON.stringify({ zone: `API key ${sent}`, again: sent }).replaceAll('/', '\\/'), { headers: { 'content-type': 'application/json' } })
    }
    const answer = await createUpstreams({ upstreams: { 'in-header': { key } } }, { fetch })(headerKeyed).json<{ zone: string; again: string }>('/x')
    expect(answer.data).toEqual({ zone: 'API key [redacted]', again: '[redacted]' })
  })

  it('a key an answer header repeats (a next-page link, a rate-limit zone) is redacted there too', async () => {
    const queryKeyed = defineUpstream({ id: 'in-query', name: 'Query Key API', baseUrl: 'https://query.invalid', key: { required: true, in: 'query', name: 'api_key' } })
    const fetch = async (input: RequestInfo | URL) => Response.json({ ok: true }, { headers: { link: `<${String(input)}&page=2>; rel="next"`, 'x-ratelimit-zone': 'API key query-key-123456' } })
    const answer = await createUpstreams({ upstreams: { 'in-query': { key: 'query-key-123456' } } }, { fetch })(queryKeyed).json('/x')
    expect(answer.headers.get('link')).toBe('<https://query.invalid/x?api_key=[redacted]&page=2>; rel="next"')
    expect(answer.headers.get('x-ratelimit-zone')).toBe('API key [redacted]')
  })

  it('a key across the end of the kept excerpt leaves no part of it', async () => {
    const queryKeyed = defineUpstream({ id: 'in-query', name: 'Query Key API', baseUrl: 'https://query.invalid', key: { required: true, in: 'query', name: 'api_key' } })
    const fetch = async () => new Response(`${'x'.repeat(495)}query-key-123456`, { status: 500 })
    const error = await createUpstreams({ upstreams: { 'in-query': { key: 'query-key-123456', retryDelayMs: 0 } } }, { fetch })(queryKeyed).json('/x', { retry: false }).catch((caught: unknown) => caught)
    expect((error as UpstreamError).upstreamBody).toBe(`${'x'.repeat(495)}[reda`)
  })
})
