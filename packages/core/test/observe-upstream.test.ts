import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineOperation, definePlugin, defineUpstream } from '../src/index.ts'
import { createTestApp, serveFixtures, type FixtureServer, type TestApp } from '../src/testing/index.ts'

const ADMIN = 'admin-token-0123456789'
const auth = { authorization: `Bearer ${ADMIN}` }
const rates = defineUpstream({ id: 'rates-demo', name: 'Rates demo', baseUrl: 'https://rates.invalid', docsUrl: 'https://rates.invalid/docs', license: 'CC0' })

/** An operation on an upstream, with an example answer its docs page shows. */
const ratesPlugin = definePlugin({
  name: '@svc/plugin-rates-demo',
  version: '1.0.0',
  group: 'rates',
  operations: [
    defineOperation({
      name: 'latest',
      method: 'GET',
      description: 'The latest rate of a currency.',
      input: v.object({ currency: v.pipe(v.string(), v.length(3)) }),
      price: { usd: 0.002 },
      upstreams: [rates],
      example: { params: { currency: 'EUR' }, answer: { ok: true, items: [{ currency: 'EUR', rate: 1.08 }], total: 1 } },
      handler: async ({ input, upstream }) => {
        const answer = await upstream(rates).json<{ rate: number }>(`/latest/${input.currency}`)
        return { ok: true, items: [{ currency: input.currency, rate: answer.data.rate }], total: 1 }
      },
    }),
    defineOperation({
      name: 'cached',
      method: 'GET',
      description: 'The latest rate of a currency, from a minute-long cache, its shape checked.',
      input: v.object({ currency: v.pipe(v.string(), v.length(3)) }),
      price: { usd: 0.002 },
      upstreams: [rates],
      handler: async ({ input, upstream }) => {
        const answer = await upstream(rates).json(`/latest/${input.currency}`, { cacheTtlMs: 60_000, schema: v.object({ rate: v.number() }) })
        return { ok: true, items: [{ currency: input.currency, rate: answer.data.rate }], total: 1 }
      },
    }),
  ],
})

describe('upstream figures and declared examples', () => {
  let fixtures: FixtureServer
  let app: TestApp
  beforeAll(async () => {
    fixtures = await serveFixtures({ 'GET /latest/EUR': { body: { rate: 1.08 } }, 'GET /latest/XXX': { status: 500, body: 'down' }, 'GET /latest/GBP': { body: { rate: 0.86 } }, 'GET /latest/JPY': { body: { rate: 'unknown' } } })
    app = createTestApp({ plugins: [ratesPlugin], config: { adminToken: ADMIN, prices: { 'rates.latest': 0, 'rates.cached': 0 }, upstreams: { 'rates-demo': { baseUrl: fixtures.url } } } })
  })
  afterAll(async () => {
    await app.close()
    await fixtures.close()
  })

  it('counts upstream calls, errors and time per provider on /metrics and in the stats', async () => {
    expect((await app.request('/api/rates/latest?currency=EUR')).status).toBe(200)
    expect((await app.request('/api/rates/latest?currency=XXX')).status).toBe(502)
    const metrics = await (await app.request('/metrics', { headers: auth })).text()
    expect(metrics).toMatch(/svc_upstream_calls_total\{provider="rates-demo"\} 2/)
    expect(metrics).toMatch(/svc_upstream_errors_total\{provider="rates-demo"\} 1/)
    expect(metrics).toMatch(/svc_upstream_latency_seconds_avg\{provider="rates-demo"\} \d/)
    const stats = await (await app.request('/api/admin/stats', { headers: auth })).json()
    expect(stats.upstream).toEqual([expect.objectContaining({ provider: 'rates-demo', calls: 2, errors: 1, errorRate: 0.5, lastError: expect.objectContaining({ message: expect.any(String) }) })])
  })

  it('counts cache hits, and an answer of the wrong shape as an error, from the upstream toolkit alone', async () => {
    const before = (await (await app.request('/api/admin/stats', { headers: auth })).json()).upstream[0]
    for (let i = 0; i < 3; i++) expect((await app.request('/api/rates/cached?currency=GBP')).status).toBe(200)
    expect((await app.request('/api/rates/cached?currency=JPY')).status).toBe(502)
    const after = (await (await app.request('/api/admin/stats', { headers: auth })).json()).upstream[0]
    expect(after.calls - before.calls).toBe(2) // one for GBP (then two cache hits), one for JPY
    expect(after.errors - before.errors).toBe(1)
    expect(after.lastError.message).toContain('unexpected shape')
    const metrics = await (await app.request('/metrics', { headers: auth })).text()
    expect(metrics).toMatch(/svc_upstream_cache_hits_total\{provider="rates-demo"\} 2/)
  })

  it("shows the declared example's params in the samples and its answer on the docs page", async () => {
    const page = await (await app.request('/docs/rates.latest')).text()
    expect(page).toContain('<h2>Example answer</h2>')
    expect(page).toContain('&quot;rate&quot;: 1.08')
    expect(page).toContain('/api/rates/latest?currency=EUR&amp;trial=1')
  })
})
