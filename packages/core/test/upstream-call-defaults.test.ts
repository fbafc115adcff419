import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream, isApiError } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { createTestApp, serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// What a call gets without saying it: the call's signal (from `ctx.upstream`) and the provider's cache TTL.

const cached = defineUpstream({ id: 'cached', name: 'Cached API', baseUrl: 'https://cached.invalid', cacheTtlMs: 60_000 })
const slowApi = defineUpstream({ id: 'slow-api', name: 'Slow API', baseUrl: 'https://slow.invalid' })

describe('upstream call defaults', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({
      'GET /count': () => ({ body: { n: server.requests.length } }),
      'POST /count': () => ({ body: { n: server.requests.length } }),
      'GET /slow': { delayMs: 3000, body: { late: true } },
      'POST /slow': { delayMs: 3000, body: { late: true } },
    })
  })
  afterAll(() => server.close())

  describe('a default cache TTL per upstream', () => {
    const client = () => createUpstreams({ upstreams: { cached: { baseUrl: server.url } } })(cached)

    it('caches a GET that gives no TTL for the definition\'s', async () => {
      const c = client()
      const first = await c.json<{ n: number }>('/count')
      expect((await c.json<{ n: number }>('/count')).data.n).toBe(first.data.n)
    })

    it('lets a call give its own TTL, 0 meaning not cached', async () => {
      const c = client()
      const first = await c.json<{ n: number }>('/count', { query: { own: 1 }, cacheTtlMs: 0 })
      expect((await c.json<{ n: number }>('/count', { query: { own: 1 }, cacheTtlMs: 0 })).data.n).toBeGreaterThan(first.data.n)
    })

    it('caches a POST only when its call says so', async () => {
      const c = client()
      const first = await c.json<{ n: number }>('/count', { method: 'POST', body: { a: 1 } })
      const again = await c.json<{ n: number }>('/count', { method: 'POST', body: { a: 1 } })
      expect(again.data.n).toBeGreaterThan(first.data.n)
      const kept = await c.json<{ n: number }>('/count', { method: 'POST', body: { a: 2 }, cacheTtlMs: 60_000 })
      expect((await c.json<{ n: number }>('/count', { method: 'POST', body: { a: 2 }, cacheTtlMs: 60_000 })).data.n).toBe(kept.data.n)
    })

    it('refuses a negative default', () => {
      expect(() => defineUpstream({ id: 'bad-ttl', name: 'Bad', baseUrl: 'https://bad.invalid', cacheTtlMs: -1 })).toThrow(/cacheTtlMs/)
    })
  })

  describe("the call's signal bound into ctx.upstream", () => {
    // What the handler's upstream call ended with, and how long it took.
    let outcome: { code: string; ms: number } | undefined
    const operation = (name: string, request: () => { method?: 'GET' | 'POST'; signal?: AbortSignal; coalesce?: boolean }) =>
      defineOperation({
        name,
        method: 'GET',
        description: `Asks the slow upstream (${name}).`,
        input: v.object({}),
        price: { usd: 0 },
        upstreams: [slowApi],
        async handler({ upstream }) {
          const started = Date.now()
          try {
            await upstream(slowApi).json('/slow', request())
            outcome = { code: 'answered', ms: Date.now() - started }
          } catch (error) {
            outcome = { code: isApiError(error) ? error.code : 'other', ms: Date.now() - started }
            throw error
          }
          return { ok: true, items: [], total: 0, source: { provider: 'Slow API', url: 'https://slow.invalid', license: 'none' } }
        },
      })
    const plugin = definePlugin({
      name: '@svc/plugin-call-defaults-test',
      version: '0.0.0',
      group: 'defaults',
      operations: [
        operation('get', () => ({})),
        operation('post', () => ({ method: 'POST', coalesce: false })),
        operation('deadline', () => ({ signal: AbortSignal.timeout(100) })),
      ],
    })
    const app = () => createTestApp({ plugins: [plugin], config: { upstreams: { 'slow-api': { baseUrl: server.url, timeoutMs: 10_000 } } } })

    it.each(['get', 'post'])('a caller leaving cancels the %s request the handler made without passing a signal', async (name) => {
      outcome = undefined
      const leaving = new AbortController()
      const answer = app().request(`/api/defaults/${name}`, { signal: leaving.signal }).catch(() => undefined)
      setTimeout(() => leaving.abort(), 100)
      await answer
      await expect.poll(() => outcome, { timeout: 2500 }).toBeDefined()
      expect(outcome!.code).toBe('UPSTREAM_FAILED')
      expect(outcome!.ms).toBeLessThan(2000)
    })

    it("adds a request's own signal to the call's: either aborts", async () => {
      outcome = undefined
      await app().request('/api/defaults/deadline')
      expect(outcome!.code).not.toBe('answered')
      expect(outcome!.ms).toBeLessThan(2000)
    })
  })
})
