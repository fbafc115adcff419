import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream } from '../src/index.ts'
import { createTestApp, manualClock, serveFixtures, type FixtureAnswer, type FixtureServer } from '../src/testing/index.ts'

const ecb = defineUpstream({ id: 'ecb-test', name: 'ECB stand-in', baseUrl: 'https://ecb.invalid', maxStaleSeconds: 3600, breaker: { failures: 1, openSeconds: 30 }, quota: { withoutKey: { requests: 10, perSeconds: 86400 } } })
const plugin = definePlugin({
  name: 'rates-plugin',
  version: '1.0.0',
  group: 'rates',
  operations: [defineOperation({
    name: 'latest',
    method: 'GET',
    description: 'Latest rates from the stand-in.',
    input: v.object({ fresh: v.optional(v.string()) }),
    price: { usd: 0.01 },
    upstreams: [ecb],
    handler: async ({ input, upstream }) => {
      const { data } = await upstream(ecb).json('/rates', { query: { fresh: input.fresh }, cacheTtlMs: 1, schema: v.object({ rate: v.number() }) })
      return { rate: data.rate }
    },
  })],
})

describe('upstream behaviour in the envelope and the host stats', () => {
  let server: FixtureServer
  let answer: FixtureAnswer = { body: { rate: 1.08 } }
  beforeAll(async () => {
    server = await serveFixtures({ 'GET /rates': () => answer })
  })
  afterAll(() => server.close())

  it('says in meta.upstream that an answer is stale, fails fast once the breaker is open, refuses past the quota', async () => {
    const clock = manualClock()
    const app = createTestApp({ plugins: [plugin], now: clock.now, config: { prices: { 'rates.latest': 0 }, upstreams: { 'ecb-test': { baseUrl: server.url } } } })
    const first = await (await app.request('/api/rates/latest')).json()
    expect(first.data).toEqual({ rate: 1.08 })
    expect(first.meta.upstream).toBeUndefined()

    clock.elapse(20) // past the 1 ms TTL
    answer = { status: 500, body: 'down' }
    const stale = await app.request('/api/rates/latest')
    const body = await stale.json()
    expect(stale.status).toBe(200)
    expect(body.data).toEqual({ rate: 1.08 })
    expect(body.meta.upstream).toEqual({ stale: true, ageSeconds: 0, answers: [{ provider: 'ecb-test', ageSeconds: 0, reason: 'provider-failed' }] })

    const paused = await app.request('/api/rates/latest?fresh=1')
    expect(paused.status).toBe(503)
    expect(paused.headers.get('retry-after')).toBe('30')
    expect((await paused.json()).code).toBe('UPSTREAM_FAILED')

    const [stats] = await app.upstreamStats()
    expect(stats).toMatchObject({ provider: 'ecb-test', staleServed: 1, failures: 1, failedFast: 1, breaker: { state: 'open' }, quota: [{ requests: 10, used: 4 }] })
  })

  it('refuses past the quota with 429 and Retry-After, and lists providers not yet called', async () => {
    answer = { body: { rate: 1.1 } }
    const app = createTestApp({ plugins: [plugin], config: { prices: { 'rates.latest': 0 }, upstreams: { 'ecb-test': { baseUrl: server.url } } } })
    expect((await app.upstreamStats()).map((line) => line.provider)).toEqual(['ecb-test'])
    for (let i = 0; i < 10; i++) expect((await app.request(`/api/rates/latest?fresh=${i}`)).status).toBe(200)
    const refused = await app.request('/api/rates/latest?fresh=x')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).code).toBe('UPSTREAM_RATE_LIMIT')
  })
})
