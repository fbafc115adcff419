import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream, type OperationDefinition, type UpstreamClient } from '../src/index.ts'
import { declaredTtlOf } from '../src/upstream/sources.ts'
import { createTestApp, serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// A source can match by query values (one path cached two ways), a `{name*}` rest of the path, and the empty
// path (the base URL itself, where JSON-RPC is POSTed): the calls they match take their TTLs.

const api = defineUpstream({ id: 'matched', name: 'Matched API', baseUrl: 'https://matched.invalid', cacheTtlMs: 0 })

describe('declared sources matching by query, rest of path and base URL', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({
      'GET /data': () => ({ body: { n: server.requests.length } }),
      'GET /ipfs/bafy/meta/1.json': () => ({ body: { n: server.requests.length } }),
      'POST /': () => ({ body: { n: server.requests.length } }),
    })
  })
  afterAll(() => server.close())

  // Each operation calls twice and answers whether the second call was served from the cache.
  const operation = (name: string, declared: Pick<OperationDefinition, 'cacheTtl' | 'sources'>, call: (c: UpstreamClient) => Promise<{ data: unknown }>) =>
    defineOperation({
      name,
      method: 'GET',
      description: `Calls the matched API twice (${name}).`,
      input: v.object({}),
      price: { usd: 0 },
      upstreams: [api],
      ...declared,
      async handler({ upstream }) {
        const first = (await call(upstream(api))).data as { n: number }
        const second = (await call(upstream(api))).data as { n: number }
        return { cached: first.n === second.n }
      },
    })
  const byProduct = { cacheTtl: '1h' as const, sources: [{ path: '/data', query: { product: 'level' }, cacheTtl: '0s' as const }, { path: '/data' }] }
  const plugin = definePlugin({
    name: '@svc/plugin-matching-test',
    version: '0.0.0',
    group: 'matching',
    operations: [
      operation('query-level', byProduct, (c) => c.json('/data', { query: { product: 'level', station: 1 } })),
      operation('query-other', byProduct, (c) => c.json('/data', { query: { product: 'predictions', station: 2 } })),
      operation('rest-of-path', { sources: [{ path: '/ipfs/{path*}', cacheTtl: '1d' }] }, (c) => c.json('/ipfs/bafy/meta/1.json')),
      operation('one-segment', { sources: [{ path: '/ipfs/{cid}', cacheTtl: '1d' }] }, (c) => c.json('/ipfs/bafy/meta/1.json', { query: { a: 1 } })),
      operation('base-url', { sources: [{ path: '', method: 'POST', cacheTtl: '15s' }] }, (c) => c.json('', { method: 'POST', body: { id: 1 } })),
    ],
  })
  const app = () => createTestApp({ plugins: [plugin], config: { upstreams: { matched: { baseUrl: server.url } } } })
  const cached = async (name: string) => ((await (await app().request(`/api/matching/${name}`)).json()) as { data: { cached: boolean } }).data.cached

  it('gives a call the TTL of the source whose query values it sends, others the next match', async () => {
    expect(await cached('query-level')).toBe(false)
    expect(await cached('query-other')).toBe(true)
  })

  it('matches the rest of a path, several segments, with {name*} ({name} stays one segment)', async () => {
    expect(await cached('rest-of-path')).toBe(true)
    expect(await cached('one-segment')).toBe(false)
  })

  it("matches a POST to the base URL itself with the path ''", async () => {
    expect(await cached('base-url')).toBe(true)
  })

  it('reads query values from the query or the path, as strings, the query winning', () => {
    const ttl = declaredTtlOf({ sources: [{ path: '/api', query: { action: 'get', props: 'labels' }, cacheTtl: '1d' }, { path: '/api', cacheTtl: '6h' }] })!
    expect(ttl(api, '/api', 'GET', { action: 'get', props: 'labels', ids: 'Q1' })).toBe(86_400_000)
    expect(ttl(api, '/api', 'GET', { action: 'get', props: 'labels|claims' })).toBe(6 * 3_600_000)
    expect(ttl(api, '/api', 'GET', { action: 'get' })).toBe(6 * 3_600_000)
    expect(ttl(api, '/api?action=get&props=labels', 'GET')).toBe(86_400_000)
    expect(ttl(api, '/api?action=get&props=labels', 'GET', { props: 'claims' })).toBe(6 * 3_600_000)
    expect(ttl(api, '/api', 'GET', { action: 'get', props: undefined })).toBe(6 * 3_600_000)
    const numeric = declaredTtlOf({ sources: [{ path: '/candles', query: { granularity: '60' }, cacheTtl: '1min' }], cacheTtl: '5min' })!
    expect([numeric(api, '/candles', 'GET', { granularity: 60 }), numeric(api, '/candles', 'GET', { granularity: 300 })]).toEqual([60_000, 300_000])
  })

  it('matches paths: {name*} takes one segment or more, not the query; the empty path only the base URL', () => {
    const ttl = declaredTtlOf({ sources: [{ path: '/ipfs/{path*}', cacheTtl: '1d' }, { path: '', method: 'POST', cacheTtl: '15s' }], cacheTtl: '1min' })!
    expect(ttl(api, '/ipfs/bafy', 'GET')).toBe(86_400_000)
    expect(ttl(api, '/ipfs/bafy/a/b.json?x=1', 'GET')).toBe(86_400_000)
    expect(ttl(api, '/ipfs/', 'GET')).toBe(60_000)
    expect(ttl(api, '/ipns/bafy/a', 'GET')).toBe(60_000)
    expect(ttl(api, '', 'POST')).toBe(15_000)
    expect(ttl(api, '/rpc', 'POST')).toBeUndefined()
  })

  it('never reads a {name} segment on into the query or fragment: a near-miss path takes the fallback TTL', () => {
    const ttl = declaredTtlOf({ sources: [{ path: '/a/{id}/b', cacheTtl: '1d' }, { path: '/c/{id}', cacheTtl: '6h' }], cacheTtl: '30s' })!
    expect(ttl(api, '/a/x/b', 'GET')).toBe(86_400_000)
    expect(ttl(api, '/a/x/b?next=1', 'GET')).toBe(86_400_000)
    // `/a/x` asked with a query value holding `/b` is not `/a/{id}/b`.
    expect(ttl(api, '/a/x?next=/b', 'GET')).toBe(30_000)
    expect(ttl(api, '/a/x#/b', 'GET')).toBe(30_000)
    // A segment is at least one character before the query.
    expect(ttl(api, '/c/?id=1', 'GET')).toBe(30_000)
    expect(ttl(api, '/c/1?id=1', 'GET')).toBe(6 * 3_600_000)
  })

  it('refuses a query without a path or values, a {name*} before the end and a path neither empty nor absolute', () => {
    const base = { name: 'bad', method: 'GET' as const, description: 'Bad.', input: v.object({}), price: { usd: 0 }, handler: () => ({}) }
    expect(() => defineOperation({ ...base, sources: [{ about: 'words', query: { a: 'b' } }] })).toThrow(/query needs a path/)
    expect(() => defineOperation({ ...base, sources: [{ path: '/a', query: {} }] })).toThrow(/query needs a path and at least one value/)
    expect(() => defineOperation({ ...base, sources: [{ path: '/ipfs/{path*}/meta' }] })).toThrow(/\{name\*\} \(the rest of the path\) before its end/)
    expect(() => defineOperation({ ...base, sources: [{ path: 'rpc' }] })).toThrow(/must start with \//)
    expect(() => defineOperation({ ...base, sources: [{ path: '', method: 'POST' }, { path: '/ipfs/{path*}' }] })).not.toThrow()
  })
})
