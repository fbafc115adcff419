import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { defineUpstream } from '../src/upstream/types.ts'
import { serveFixtures, type FixtureAnswer, type FixtureServer } from '../src/testing/fixture-server.ts'
import { forEachBackend, handClock, hostOf, stateFor } from './_upstream-hosts.ts'

const rates = defineUpstream({ id: 'rates', name: 'Rates API', baseUrl: 'https://rates.invalid', maxStaleSeconds: 3600 })

let server: FixtureServer
let answer: FixtureAnswer
let served = 0
beforeAll(async () => {
  server = await serveFixtures({ 'GET /rates': () => (answer.status && answer.status >= 500 ? answer : { ...answer, body: { served: ++served } }) })
})
afterAll(() => server.close())
beforeEach(() => {
  answer = { delayMs: 50 }
  server.requests.length = 0
})

await forEachBackend('upstream sharing', (backend) => {
  const space = stateFor(backend)
  const clock = handClock()

  it('sends one request for 100 identical concurrent calls, and one per distinct request', async () => {
    const state = space()
    const { client, upstreams } = hostOf(rates, server.url, state(), clock.now)
    const answers = await Promise.all(Array.from({ length: 100 }, () => client.json<{ served: number }>('/rates', { query: { base: 'EUR' } })))
    expect(server.requests).toHaveLength(1)
    expect(new Set(answers.map((a) => a.data.served)).size).toBe(1)
    await Promise.all([client.json('/rates', { query: { base: 'USD' } }), client.json('/rates', { query: { base: 'GBP' } })])
    expect(server.requests).toHaveLength(3)
    const [stats] = await upstreams.stats()
    expect(stats).toMatchObject({ provider: 'rates', requests: 3, coalesced: 99 })
  })

  it('does not share a POST unless the adapter says it may', async () => {
    const state = space()
    const { client } = hostOf(rates, server.url, state(), clock.now)
    answer = { delayMs: 50 }
    const post = () => client.json('/rates', { method: 'POST', body: { a: 1 } }).catch(() => undefined)
    await Promise.all([post(), post()])
    expect(server.requests).toHaveLength(2)
  })

  it('answers from the cache for its TTL, then asks again', async () => {
    const state = space()
    const { client, upstreams } = hostOf(rates, server.url, state(), clock.now)
    const first = await client.json<{ served: number }>('/rates', { query: { base: 'CHF' }, cacheTtlMs: 60_000 })
    clock.advance(59_000)
    expect((await client.json<{ served: number }>('/rates', { query: { base: 'CHF' }, cacheTtlMs: 60_000 })).data).toEqual(first.data)
    expect(server.requests).toHaveLength(1)
    clock.advance(2_000)
    expect((await client.json<{ served: number }>('/rates', { query: { base: 'CHF' }, cacheTtlMs: 60_000 })).data.served).toBeGreaterThan(first.data.served)
    expect(server.requests).toHaveLength(2)
    expect((await upstreams.stats())[0]).toMatchObject({ cacheHits: 1 })
  })

  it('serves a stale answer while one request refreshes it (stale-while-revalidate)', async () => {
    const state = space()
    const { client } = hostOf(rates, server.url, state(), clock.now)
    const request = { query: { base: 'JPY' }, cacheTtlMs: 1000, staleWhileRevalidateMs: 60_000 }
    const first = await client.json<{ served: number }>('/rates', request)
    clock.advance(5_000)
    const stale = await client.json<{ served: number }>('/rates', request)
    expect(stale.data).toEqual(first.data)
    expect(stale.stale).toEqual({ ageSeconds: 5, reason: 'revalidating' })
    await expect.poll(() => server.requests.length).toBe(2)
    await expect.poll(async () => (await client.json<{ served: number }>('/rates', request)).data.served).toBeGreaterThan(first.data.served)
  })

  it('answers from a cached answer within maxStaleSeconds when the provider fails, saying its age', async () => {
    const state = space()
    const { client, upstreams } = hostOf(rates, server.url, state(), clock.now)
    const request = { query: { base: 'SEK' }, cacheTtlMs: 60_000 }
    const first = await client.json<{ served: number }>('/rates', request)
    answer = { status: 503, body: 'down' }
    clock.advance(60_000 + 1800_000)
    const stale = await client.json<{ served: number }>('/rates', request)
    expect(stale.data).toEqual(first.data)
    expect(stale.stale).toEqual({ ageSeconds: 1860, reason: 'provider-failed' })
    clock.advance(1801_000) // past maxStaleSeconds (3600 s beyond the TTL)
    await expect(client.json('/rates', request)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', upstreamStatus: 503 })
    expect((await upstreams.stats())[0]).toMatchObject({ staleServed: 1, failures: 2 })
  })

  it('answers from a stale cached answer when a declared quota is spent, saying why', async () => {
    const state = space()
    const capped = defineUpstream({ id: 'capped', name: 'Capped API', baseUrl: 'https://capped.invalid', maxStaleSeconds: 3600, quota: { withoutKey: { requests: 1, perSeconds: 86400 } } })
    const { client } = hostOf(capped, server.url, state(), clock.now)
    const request = { query: { base: 'PLN' }, cacheTtlMs: 60_000 }
    const first = await client.json<{ served: number }>('/rates', request)
    clock.advance(120_000)
    const stale = await client.json<{ served: number }>('/rates', request)
    expect(stale.data).toEqual(first.data)
    expect(stale.stale).toEqual({ ageSeconds: 120, reason: 'rate-limited' })
    await expect(client.json('/rates', { query: { base: 'CZK' } })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT' })
    expect(server.requests).toHaveLength(1)
  })

  if (backend === 'redis') {
    it('shares cached answers and concurrent fetches between two hosts on one Redis', async () => {
      const state = space()
      const a = hostOf(rates, server.url, state(), clock.now)
      const b = hostOf(rates, server.url, state(), clock.now)
      const request = { query: { base: 'NOK' }, cacheTtlMs: 60_000 }
      const first = await a.client.json<{ served: number }>('/rates', request)
      expect((await b.client.json<{ served: number }>('/rates', request)).data).toEqual(first.data)
      expect(server.requests).toHaveLength(1)
      answer = { delayMs: 200 }
      const both = await Promise.all([a.client.json<{ served: number }>('/rates', { ...request, query: { base: 'DKK' } }), b.client.json<{ served: number }>('/rates', { ...request, query: { base: 'DKK' } })])
      expect(both[0].data).toEqual(both[1].data)
      expect(server.requests).toHaveLength(2)
    })
  }
})
