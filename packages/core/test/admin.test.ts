import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisState } from '@svc/state-redis'
import { createEmbeddedState, type StateStore } from '../src/index.ts'
import { createTestPaymentGate, describeWith, testRedisUrl, TEST_PAYER_HEADER, type TestApp, testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const ADMIN = 'admin-token-0123456789'
const auth = { authorization: `Bearer ${ADMIN}` }
const PAYER = '0x00000000000000000000000000000000000000aa'

/** Two hosts sharing one state (the same store embedded; two clients of one Redis). */
function hosts(states: [StateStore, StateStore]): [TestApp, TestApp] {
  return states.map((state) => h.open({ plugins: [demoPlugin], state, gate: createTestPaymentGate(), config: { adminToken: ADMIN } }).app) as [TestApp, TestApp]
}

const directoryPrice = async (app: TestApp, id: string) => {
  const body = await (await app.request(`/api/directory?group=${id.split('.')[0]}`)).json()
  return body.operations.find((entry: { id: string }) => entry.id === id).versions[0].price.usd
}

function adminSuite(makeStates: () => [StateStore, StateStore], shared: boolean) {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    ;[a, b] = hosts(makeStates())
    await a.start()
    await b.start()
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it('asks for the admin token (401 without or with a wrong one)', async () => {
    for (const path of ['/api/admin/stats', '/api/admin/prices', '/api/admin/webhooks', '/metrics']) {
      expect((await a.request(path)).status).toBe(401)
      expect((await a.request(path, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401)
    }
  })

  it('counts calls, trials, payments and revenue on /metrics and in the stats of every host', async () => {
    expect((await a.request('/api/demo/echo?text=hi&trial=1')).status).toBe(200)
    expect((await a.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: PAYER } })).status).toBe(200)
    expect((await b.request('/api/demo/submit', { json: { name: 'x' }, headers: { [TEST_PAYER_HEADER]: `${PAYER}@solana:mainnet` } })).status).toBe(200)
    expect((await a.request('/api/demo/fail?how=upstream&trial=1')).status).toBe(502)
    expect((await a.request('/api/demo/echo?text=x')).status).toBe(400)

    const metrics = await (await a.request('/metrics', { headers: auth })).text()
    expect(metrics).toContain('svc_calls_total{operation="demo.echo",status="200",caller="trial"} 1')
    expect(metrics).toContain('svc_calls_total{operation="demo.echo",status="200",caller="paid"} 1')
    expect(metrics).toContain('svc_calls_total{operation="demo.fail",status="502",caller="trial"} 1')
    expect(metrics).toContain('svc_payments_total{outcome="settled",network="eip155:8453"} 1')
    expect(metrics).toContain('svc_payments_usd_total{outcome="settled",network="eip155:8453"} 0.0025')
    expect(metrics).toContain('svc_trial_claims_total{operation="demo.echo"} 1')
    expect(metrics).toMatch(/svc_call_duration_seconds_count\{operation="demo.echo"\} 3/)

    // Two 402s (a payment asked for, the hour's trial already used): the first half of a paid call, not answers.
    expect((await a.request('/api/demo/echo?text=hi')).status).toBe(402)
    expect((await a.request('/api/demo/echo?text=hi&trial=1')).status).toBe(402)

    // A host writes its figures every 5 s and when its stats are read: read b's first, so a sees them now.
    expect((await b.request('/api/admin/stats', { headers: auth })).status).toBe(200)
    const response = await a.request('/api/admin/stats?days=7', { headers: auth })
    expect(response.status).toBe(200)
    const stats = await response.json()
    // Both hosts' calls when they share the state; otherwise b's call is its own.
    expect(stats.totals.calls).toBe(shared ? 5 : 4)
    // The error rate is the host's failures (the 502); the 400 was the caller's, the 402s asked for payment.
    expect(stats.totals).toMatchObject({ errors: 1, rejected: 1, challenges: 2, errorRate: shared ? 0.2 : 0.25 })
    expect(stats.topOperations.find((item: { operation: string }) => item.operation === 'demo.echo')).toMatchObject({ calls: 3, errors: 0, rejected: 1, challenges: 2 })
    expect(stats.failures).toEqual([
      { operation: 'demo.echo', status: 400, code: 'INVALID_INPUT', count: 1 },
      { operation: 'demo.fail', status: 502, code: 'UPSTREAM_FAILED', count: 1 },
    ])
    expect(stats.totals.trials).toBe(1)
    expect(stats.totals.payments.settled).toBe(shared ? 2 : 1)
    expect(stats.totals.revenueUsd).toBe(shared ? 0.0075 : 0.0025)
    expect(stats.topPayers[0]).toEqual({ payer: PAYER, revenueUsd: shared ? 0.0075 : 0.0025, calls: shared ? 2 : 1 })
    expect(stats.revenueByNetwork).toContainEqual({ network: 'eip155:8453', revenueUsd: 0.0025 })
    expect(stats.byDay).toHaveLength(7)
    expect(stats.byDay.at(-1).calls).toBe(stats.totals.calls)
    expect(stats.totals.p50Ms).toBeGreaterThan(0)
    expect(stats.topOperations[0].operation).toBe('demo.echo')
  })

  it('rejects bad stats and price input naming the field', async () => {
    const stats = await a.request('/api/admin/stats?days=0', { headers: auth })
    expect(stats.status).toBe(400)
    expect((await stats.json()).field).toBe('days')
    for (const [prices, field] of [[{ 'demo.nope': 1 }, 'prices.demo.nope'], [{ 'demo.echo': -1 }, 'prices.demo.echo'], [{ 'demo.echo': 0.0000001 }, 'prices.demo.echo'], [[], 'prices']] as const) {
      const response = await a.request('/api/admin/prices', { method: 'PUT', json: { prices }, headers: auth })
      expect(response.status).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
  })

  it('changes a price at once: directory, OpenAPI, 402 quote, settlement and docs; with an audit trail', async () => {
    // The pages are rendered once and kept: read them first, so the change must replace what is kept.
    for (const host of [a, b]) expect(await (await host.request('/docs/demo.echo')).text()).toContain('$0.0025 per call')
    const put = await a.request('/api/admin/prices', { method: 'PUT', json: { prices: { 'demo.echo': 0.004 }, note: 'launch price' }, headers: auth })
    expect(put.status).toBe(200)
    expect((await put.json()).changes).toEqual([expect.objectContaining({ operation: 'demo.echo', fromUsd: 0.0025, toUsd: 0.004, note: 'launch price' })])
    expect(await directoryPrice(a, 'demo.echo')).toBe(0.004)
    const openapi = await (await a.request('/openapi.json')).json()
    expect(openapi.paths['/api/demo/echo'].get['x-svc-price']).toEqual({ usd: 0.004 })
    expect(await (await a.request('/docs/demo.echo')).text()).toContain('$0.004 per call')
    const paid = await (await a.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: PAYER } })).json()
    expect(paid.meta.cost.usd).toBe(0.004)
    // The other host sees it within its poll (1 s) when the state is shared.
    if (shared) {
      await expect.poll(() => directoryPrice(b, 'demo.echo'), { timeout: 3000, interval: 100 }).toBe(0.004)
      expect(await (await b.request('/docs/demo.echo')).text()).toContain('$0.004 per call')
    }
    const listing = await (await a.request('/api/admin/prices', { headers: auth })).json()
    expect(listing.operations).toContainEqual({ id: 'demo.echo', usd: 0.004, pricing: 'fixed' })
    expect(listing.audit[0]).toMatchObject({ operation: 'demo.echo', toUsd: 0.004 })
    const reset = await a.request('/api/admin/prices', { method: 'PUT', json: { prices: { 'demo.echo': null } }, headers: auth })
    expect((await reset.json()).changes[0]).toMatchObject({ fromUsd: 0.004, toUsd: 0.0025 })
    expect(await directoryPrice(a, 'demo.echo')).toBe(0.0025)
  })
}

describe('admin API and metrics, embedded state', () => {
  const state = createEmbeddedState()
  adminSuite(() => [state, state], true)
})

describe('admin API and metrics, separate hosts without shared state', () => {
  adminSuite(() => [createEmbeddedState(), createEmbeddedState()], false)
})

const describeWithRedis = await describeWith('redis')
describeWithRedis('admin API and metrics, two hosts on Redis', () => {
  const prefix = `svc-admin-${process.pid}-${Date.now()}:`
  adminSuite(() => [createRedisState({ url: testRedisUrl(), prefix }), createRedisState({ url: testRedisUrl(), prefix })], true)
})
