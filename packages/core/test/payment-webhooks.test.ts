import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const ADMIN = 'admin-token-0123456789'
const auth = { authorization: `Bearer ${ADMIN}` }
const PAYER = '0x00000000000000000000000000000000000000bb'

interface Received {
  url: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

const received: Received[] = []
let failNext = 0
let server: Server
let target: string
const app = h.open({
  plugins: [demoPlugin],
  gate: createTestPaymentGate(),
  config: { adminToken: ADMIN, settings: { 'payment-webhooks': { allowLoopbackForTests: true, retryBaseMs: 20, pollIntervalMs: 20 } } },
}).app

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      if (failNext > 0) {
        failNext--
        response.writeHead(500).end()
        return
      }
      received.push({ url: request.url ?? '', headers: request.headers, body })
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  await app.start()
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payments`
})
afterAll(async () => {
  await app.close()
  await new Promise((resolve) => server.close(resolve))
})

/** Standard Webhooks: v1,base64(HMAC-SHA256(secret, id.timestamp.body)). */
function verify(secret: string, message: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  const expected = createHmac('sha256', key).update(`${message.headers['webhook-id']}.${message.headers['webhook-timestamp']}.${message.body}`).digest('base64')
  return message.headers['webhook-signature'] === `v1,${expected}`
}

describe('payment event webhooks', () => {
  let secret: string
  let id: string

  it('refuses bad registrations naming the field', async () => {
    for (const [body, field] of [[{ url: 'ftp://x' }, 'url'], [{ url: 'http://10.0.0.1/hook' }, 'url'], [{ url: target, events: ['payment.lost'] }, 'events'], [{ url: target, extra: 1 }, 'extra']] as const) {
      const response = await app.request('/api/admin/webhooks', { json: body, headers: auth })
      expect(response.status).toBe(400)
      expect((await response.json()).field).toBe(field)
    }
    expect((await app.request('/api/admin/webhooks', { json: { url: target } })).status).toBe(401)
  })

  it('registers a target and shows it without its secret', async () => {
    const response = await app.request('/api/admin/webhooks', { json: { url: target }, headers: auth })
    expect(response.status).toBe(200)
    const { webhook } = await response.json()
    expect(webhook.secret).toMatch(/^whsec_/)
    expect(webhook.events).toEqual(['payment.settled', 'payment.pending', 'payment.refused'])
    ;({ secret, id } = webhook)
    const listed = await (await app.request('/api/admin/webhooks', { headers: auth })).json()
    expect(listed.webhooks).toHaveLength(1)
    expect(listed.webhooks[0].secret).not.toBe(secret)
  })

  it('sends a signed payment.settled event for a paid call', async () => {
    received.length = 0
    expect((await app.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: PAYER } })).status).toBe(200)
    await expect.poll(() => received.length, { timeout: 3000 }).toBe(1)
    const event = JSON.parse(received[0]!.body)
    expect(event).toMatchObject({ type: 'payment.settled', data: { operation: 'demo.echo', amountUsd: 0.0025, amount: '2500', network: 'eip155:8453', payer: PAYER } })
    expect(verify(secret, received[0]!)).toBe(true)
    expect(verify(secret, { ...received[0]!, body: received[0]!.body.replace('2500', '2501') })).toBe(false)
  })

  it('sends payment.refused for a rejected payment, retrying a failing target', async () => {
    received.length = 0
    failNext = 1
    expect((await app.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: '' } })).status).toBe(402)
    await expect.poll(() => received.length, { timeout: 3000 }).toBe(1)
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'payment.refused', data: { operation: 'demo.echo', reason: 'PAYMENT_INVALID', amountUsd: 0 } })
    await expect.poll(async () => (await (await app.request('/api/admin/webhooks', { headers: auth })).json()).deliveries[0]).toMatchObject({ type: 'payment.refused', status: 'delivered', attempts: 2, responseStatus: 204, webhook: id })
  })

  it('sends nothing for a trial call, and nothing once the target is removed', async () => {
    received.length = 0
    expect((await app.request('/api/demo/echo?text=hi&trial=1')).status).toBe(200)
    expect((await app.request(`/api/admin/webhooks/${id}`, { method: 'DELETE', headers: auth })).status).toBe(200)
    expect((await app.request(`/api/admin/webhooks/${id}`, { method: 'DELETE', headers: auth })).status).toBe(404)
    // A second target still registered shows when the event has been sent.
    expect((await app.request('/api/admin/webhooks', { json: { url: `${target}?second`, events: ['payment.settled'] }, headers: auth })).status).toBe(200)
    expect((await app.request('/api/demo/echo?text=hi', { headers: { [TEST_PAYER_HEADER]: PAYER } })).status).toBe(200)
    await expect.poll(() => received.length, { timeout: 3000 }).toBe(1)
    expect(received[0]!.url).toBe('/payments?second')
  })
})
