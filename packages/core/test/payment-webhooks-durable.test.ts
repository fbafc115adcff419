import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisState } from '@svc/state-redis'
import { createEmbeddedState, type StateStore } from '../src/index.ts'
import { createTestPaymentGate, describeWith, testRedisUrl, TEST_PAYER_HEADER, testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const ADMIN = 'admin-token-0123456789'
const auth = { authorization: `Bearer ${ADMIN}` }
const PAYER = '0x00000000000000000000000000000000000000bb'

/** A receiver that answers 503 until `up`, recording the webhook-id of every request. */
let up = false
const attempts: string[] = []
const delivered: string[] = []
let server: Server
let target: string

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const id = String(request.headers['webhook-id'])
      attempts.push(id)
      if (up) delivered.push(id)
      response.writeHead(up ? 204 : 503).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payments`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const hostOn = (state: StateStore) => h.open({
  plugins: [demoPlugin],
  gate: createTestPaymentGate(),
  state,
  config: { adminToken: ADMIN, settings: { 'payment-webhooks': { allowLoopbackForTests: true, retryBaseMs: 20, pollIntervalMs: 20 } } },
}).app

/**
 * A payment event whose target is down when it happens is owed in the state, not in the memory of
 * the host that saw the payment: another host (or the same one restarted) delivers it.
 */
function durableSuite(stateOf: () => StateStore) {
  it('delivers an event owed by a host that stopped, from another host on the same state, with the same webhook-id', async () => {
    up = false
    attempts.length = 0
    delivered.length = 0
    const first = hostOn(stateOf())
    await first.start()
    expect((await first.request('/api/admin/webhooks', { json: { url: target }, headers: auth })).status).toBe(200)
    expect((await first.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: PAYER } })).status).toBe(200)
    await expect.poll(() => attempts.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1)
    await first.close()
    const owed = attempts[0]!
    expect(delivered).toEqual([])

    up = true
    const second = hostOn(stateOf())
    await second.start()
    try {
      const latest = async () => (await (await second.request('/api/admin/webhooks', { headers: auth })).json()).deliveries[0]
      await expect.poll(latest, { timeout: 10_000 }).toMatchObject({ id: owed, type: 'payment.settled', status: 'delivered', responseStatus: 204 })
      expect(delivered).toEqual([owed])
      const deliveries = [await latest()]
      expect(deliveries[0].attempts).toBeGreaterThanOrEqual(2)
    } finally {
      await second.close()
    }
  }, 30_000)
}

describe('payment webhooks survive a restart (embedded state on disk)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-payment-outbox-'))
  durableSuite(() => createEmbeddedState({ dir }))
})

const describeWithRedis = await describeWith('redis')
describeWithRedis('payment webhooks survive the host (Redis)', () => {
  const prefix = `svc-payhooks-${process.pid}-${Date.now()}:`
  durableSuite(() => createRedisState({ url: testRedisUrl(), prefix }))
})
