import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream, durationMs, durationText, sourcesInWords, type OperationDefinition } from '../src/index.ts'
import { declaredTtlOf } from '../src/upstream/sources.ts'
import { createTestApp, serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// An operation states its sources and their cache TTLs once, in its definition: its ctx.upstream calls use them.

const counted = defineUpstream({ id: 'counted', name: 'Counted API', baseUrl: 'https://counted.invalid', cacheTtlMs: 0 })
const other = defineUpstream({ id: 'other-counted', name: 'Other API', baseUrl: 'https://other.invalid' })

describe('declared operation sources', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({
      'GET /series/GDP': () => ({ body: { n: server.requests.length } }),
      'GET /fresh': () => ({ body: { n: server.requests.length } }),
      'POST /search': () => ({ body: { n: server.requests.length } }),
    })
  })
  afterAll(() => server.close())

  // Each call answers the two request counts it saw: equal when the second was served from the cache.
  const operation = (name: string, declared: Pick<OperationDefinition, 'cacheTtl' | 'sources'>, call: (c: ReturnType<Parameters<NonNullable<OperationDefinition['handler']>>[0]['upstream']>) => Promise<{ data: unknown }>) =>
    defineOperation({
      name,
      method: 'GET',
      description: `Calls the counted API twice (${name}).`,
      input: v.object({}),
      price: { usd: 0 },
      upstreams: [counted],
      ...declared,
      async handler({ upstream }) {
        const client = upstream(counted)
        const first = (await call(client)).data as { n: number }
        const second = (await call(client)).data as { n: number }
        return { cached: first.n === second.n }
      },
    })
  const plugin = definePlugin({
    name: '@svc/plugin-sources-test',
    version: '0.0.0',
    group: 'sources',
    operations: [
      operation('default-ttl', { cacheTtl: '1h' }, (c) => c.json('/fresh', { query: { a: 1 } })),
      operation('no-ttl', {}, (c) => c.json('/fresh', { query: { a: 2 } })),
      operation('own-zero', { cacheTtl: '1h' }, (c) => c.json('/fresh', { query: { a: 3 }, cacheTtlMs: 0 })),
      operation('by-path', { cacheTtl: '1h', sources: [{ path: '/series/{id}', cacheTtl: '0s' }, { path: '/fresh' }] }, (c) => c.json('/series/GDP')),
      operation('post-default', { cacheTtl: '1h' }, (c) => c.json('/search', { method: 'POST', body: { q: 1 } })),
      operation('post-source', { sources: [{ path: '/search', method: 'POST', cacheTtl: '10min' }] }, (c) => c.json('/search', { method: 'POST', body: { q: 2 } })),
    ],
  })
  const app = () => createTestApp({ plugins: [plugin], config: { upstreams: { counted: { baseUrl: server.url } } } })
  const cached = async (name: string) => ((await (await app().request(`/api/sources/${name}`)).json()) as { data: { cached: boolean } }).data.cached

  it("caches a GET call that gives no TTL for the operation's cacheTtl", async () => {
    expect(await cached('default-ttl')).toBe(true)
    expect(await cached('no-ttl')).toBe(false)
  })

  it("lets the call's own TTL win, 0 included", async () => {
    expect(await cached('own-zero')).toBe(false)
  })

  it('gives a call the TTL of the source its path matches', async () => {
    expect(await cached('by-path')).toBe(false)
  })

  it('caches a POST only when a source naming its method says so', async () => {
    expect(await cached('post-default')).toBe(false)
    expect(await cached('post-source')).toBe(true)
  })

  it('matches paths by segment, upstream and method', () => {
    const ttl = declaredTtlOf({ sources: [{ upstream: other, path: '/a/{id}', cacheTtl: '6h' }, { path: '/a/{id}/b', cacheTtl: '1d' }], cacheTtl: '30s' })!
    expect(ttl(other, '/a/x', 'GET')).toBe(6 * 3_600_000)
    expect(ttl(counted, '/a/x', 'GET')).toBe(30_000)
    expect(ttl(counted, '/a/x/b', 'GET')).toBe(86_400_000)
    expect(ttl(counted, '/a/x/b/c', 'GET')).toBe(30_000)
    expect(ttl(other, '/a/x', 'POST')).toBeUndefined()
    expect(declaredTtlOf({ sources: [{ about: 'computed locally' }] })).toBeUndefined()
  })

  it('refuses a TTL that is not a duration, a relative path and a source saying nothing', () => {
    const base = { name: 'bad', method: 'GET' as const, description: 'Bad.', input: v.object({}), price: { usd: 0 }, handler: () => ({}) }
    // @ts-expect-error a unit is one of ms, s, min, h, d
    expect(() => defineOperation({ ...base, cacheTtl: '10 minutes' })).toThrow(/cacheTtl "10 minutes"/)
    expect(() => defineOperation({ ...base, cacheTtl: '5 min' })).toThrow(/cacheTtl "5 min"/)
    expect(() => defineOperation({ ...base, sources: [{ path: 'series' }] })).toThrow(/must start with \//)
    expect(() => defineOperation({ ...base, sources: [{}] })).toThrow(/a path, an about or an operation/)
    expect(() => defineOperation({ ...base, sources: [{ operation: 'Accidents' }] })).toThrow(/"Accidents" is not an operation id/)
    expect(() => defineOperation({ ...base, sources: [{ operation: 'aviation.accidents', cacheTtl: '1h' }] })).toThrow(/takes its path and cacheTtl from that operation/)
    expect(() => defineOperation({ ...base, sources: [{ operation: 'aviation.accidents' }] })).not.toThrow()
  })

  it('says a source in words as one source with that about', () => {
    const base = { name: 'local', method: 'GET' as const, description: 'Local.', input: v.object({}), price: { usd: 0 }, handler: () => ({}) }
    expect(sourcesInWords('none (papaparse)')).toEqual([{ about: 'none (papaparse)' }])
    expect(defineOperation({ ...base, sources: sourcesInWords('none (papaparse)') }).sources).toEqual([{ about: 'none (papaparse)' }])
  })

  it('reads and writes durations', () => {
    expect([durationMs('30s'), durationMs('10min'), durationMs('6h'), durationMs('7d'), durationMs('1.5h'), durationMs('5 min')]).toEqual([30_000, 600_000, 21_600_000, 604_800_000, 5_400_000, undefined])
    expect([0, 15_000, 600_000, 3 * 3_600_000, 86_400_000, 7 * 86_400_000, 90_000].map(durationText)).toEqual(['none', '15 s', '10 min', '3 h', '1 day', '7 days', '90 s'])
  })
})
