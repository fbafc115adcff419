import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedState, type StateStore } from '../src/index.ts'
import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const ADMIN = 'admin-token-0123456789'
const auth = { authorization: `Bearer ${ADMIN}` }
const PAYER = '0x00000000000000000000000000000000000000bb'

/** A state that counts the calls of each method (`get`) and of each method on each name (`indexRange <index>`). */
function countingState(inner: StateStore) {
  const calls: Record<string, number> = {}
  const state = new Proxy(inner, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        for (const counted of [String(name), `${String(name)} ${String(args[0])}`]) calls[counted] = (calls[counted] ?? 0) + 1
        return value.apply(target, args)
      }
    },
  })
  return { state, calls, reset: () => { for (const name of Object.keys(calls)) delete calls[name] } }
}

let received = 0
let server: Server
let target: string
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received++
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payments`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const appOn = (state: StateStore, now?: () => number) => h.open({
  plugins: [demoPlugin],
  state,
  ...(now ? { now } : {}),
  gate: createTestPaymentGate(),
  config: { adminToken: ADMIN, settings: { 'payment-webhooks': { allowLoopbackForTests: true, retryBaseMs: 20, pollIntervalMs: 20 } } },
}).app

describe('payment webhook registrations', () => {
  it('are read once for a burst of payments, without scanning the state', async () => {
    const counting = countingState(createEmbeddedState())
    let clock = Date.parse('2026-11-26T12:00:00Z')
    const app = appOn(counting.state, () => clock)
    await app.start()
    try {
      expect((await app.request('/api/admin/webhooks', { json: { url: target, events: ['payment.settled'] }, headers: auth })).status).toBe(200)
      // The first payment: the host's first outbox tick re-indexes the outbox (once per start and 10 minutes).
      expect((await app.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: PAYER } })).status).toBe(200)
      await expect.poll(() => received, { timeout: 5000 }).toBe(1)
      counting.reset()
      received = 0
      // The list read for that payment is out of date: the burst finds none to use.
      clock += 2000
      const answers = await Promise.all(Array.from({ length: 40 }, () => app.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: PAYER } })))
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200))
      await expect.poll(() => received, { timeout: 5000 }).toBe(40)
      // A prefix scan walks a Redis' whole keyspace: none per payment, and one read of the list for all 40.
      expect(counting.calls.scan ?? 0).toBe(0)
      expect(counting.calls['indexRange admin:payment-webhook-ids']).toBe(1)
      // Each delivery's log entry is written twice (pending, delivered): a burst shares its writes, no retry storm.
      expect(counting.calls.get ?? 0).toBeLessThan(40 * 5)
      expect(counting.calls.compareAndSet ?? 0).toBeLessThan(40 * 3)
    } finally {
      await app.close()
    }
  })

  it('keep the registrations of earlier versions (a key each, or one list), and remove them', async () => {
    const state = createEmbeddedState()
    await state.set('admin:payment-webhook:pwh_old1', { id: 'pwh_old1', webhook: { url: `${target}?one`, secret: 'whsec_b25l' }, events: ['payment.settled'], createdAt: '2026-01-02T00:00:00.000Z' })
    await state.set('admin:payment-webhooks', [{ id: 'pwh_old0', url: `${target}?zero`, secret: 'whsec_emVybw', events: ['payment.refused'], createdAt: '2026-01-01T00:00:00.000Z' }])
    const app = appOn(state)
    await app.start()
    try {
      const listed = await (await app.request('/api/admin/webhooks', { headers: auth })).json()
      expect(listed.webhooks.map((hook: { id: string }) => hook.id)).toEqual(['pwh_old0', 'pwh_old1'])
      expect(await state.get('admin:payment-webhooks')).toBeUndefined()
      expect((await app.request('/api/admin/webhooks/pwh_old0', { method: 'DELETE', headers: auth })).status).toBe(200)
      const after = await (await app.request('/api/admin/webhooks', { headers: auth })).json()
      expect(after.webhooks.map((hook: { id: string }) => hook.id)).toEqual(['pwh_old1'])
    } finally {
      await app.close()
    }
  })

  it('refuse a registration past the most a host keeps', async () => {
    const state = createEmbeddedState()
    const app = appOn(state)
    try {
      for (let i = 0; i < 100; i++) expect((await app.request('/api/admin/webhooks', { json: { url: `${target}?n=${i}` }, headers: auth })).status).toBe(200)
      const refused = await app.request('/api/admin/webhooks', { json: { url: target }, headers: auth })
      expect(refused.status).toBe(409)
      expect((await refused.json()).error).toMatch(/100 payment webhooks/)
    } finally {
      await app.close()
    }
  })
})
