import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createError, defineOperation, definePlugin } from '../src/index.ts'
import { createTestPaymentGate, TEST_SIGNED_IN_HEADER, testHost } from '../src/testing/index.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const source = { provider: 'x', url: 'https://example.org', license: 'MIT' }
const whoPlugin = definePlugin({
  name: 'who', version: '1.0.0', group: 'who',
  operations: [
    defineOperation({ name: 'notes', method: 'GET', description: 'The caller wallet\'s notes.', input: v.object({ n: v.optional(v.pipe(v.string(), v.maxLength(3))) }), price: { usd: 0.005 }, access: 'identity', handler: ({ caller }) => ({ ok: true, items: [{ kind: caller.kind, payer: caller.payer ?? null }], total: 1, source }) }),
    defineOperation({ name: 'me', method: 'GET', description: 'Who the caller wallet is.', input: v.object({}), price: { usd: 0 }, access: 'identity', handler: ({ caller }) => ({ ok: true, items: [{ payer: caller.payer ?? null }], total: 1, source }) }),
    defineOperation({ name: 'broken', method: 'GET', description: 'Fails.', input: v.object({}), price: { usd: 0 }, access: 'identity', handler: () => { throw createError('UPSTREAM_FAILED', 'down') } }),
  ],
})

describe('identity-only operations (access: identity)', () => {
  const gate = createTestPaymentGate()
  const app = h.open({ plugins: [whoPlugin], gate, config: { publicUrl: 'https://api.example.com' } }).app
  const signedIn = { [TEST_SIGNED_IN_HEADER]: '0xAbC@eip155:84532' }

  it('answers the signed-in wallet as the caller, charging nothing', async () => {
    for (const path of ['/api/who/notes', '/api/who/me']) {
      const response = await app.request(path, { headers: signedIn })
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.data.items[0].payer).toEqual({ address: '0xAbC', network: 'eip155:84532' })
      expect(body.meta).toMatchObject({ caller: 'free', cost: { amount: '0' }, settlement: null })
    }
    expect(gate.settled).toEqual([])
  })

  it('without a sign-in: a priced one is paid for as usual, a free one answers 402', async () => {
    expect((await app.request('/api/who/notes')).status).toBe(402)
    const paid = await app.request('/api/who/notes', { headers: { 'x-test-payer': '0xdef' } })
    expect((await paid.json()).data.items[0]).toEqual({ kind: 'paid', payer: { address: '0xdef', network: 'eip155:8453' } })
    expect(gate.settled).toEqual([{ operation: 'who.notes', payer: '0xdef', amountMicros: 5000 }])
    const unsigned = await app.request('/api/who/me')
    expect(unsigned.status).toBe(402)
    expect(await unsigned.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', resource: 'https://api.example.com/api/who/me' })
  })

  it('validates before the sign-in is checked, and a failing one is an error like any other', async () => {
    const bad = await app.request('/api/who/notes?n=toolong', { headers: { [TEST_SIGNED_IN_HEADER]: '' } })
    expect(bad.status).toBe(400)
    expect((await app.request('/api/who/me', { headers: { [TEST_SIGNED_IN_HEADER]: ' ' } })).status).toBe(402)
    expect((await app.request('/api/who/broken', { headers: signedIn })).status).toBe(502)
  })

  it('an operator pricing a priced one at 0 makes it free for everyone; one free by definition still needs the sign-in', async () => {
    const free = h.open({ plugins: [whoPlugin], gate: createTestPaymentGate(), config: { prices: { 'who.notes': 0 } } }).app
    const unsigned = await free.request('/api/who/notes')
    expect(unsigned.status).toBe(200)
    expect((await unsigned.json()).data.items[0]).toEqual({ kind: 'free', payer: null })
    expect((await free.request('/api/who/me')).status).toBe(402)
  })

  it('is for reads: an operation with effects or a plan cannot declare it', () => {
    expect(() => defineOperation({ name: 'put', method: 'POST', description: 'Writes.', input: v.object({}), price: { usd: 0.01 }, access: 'identity', effects: ['state'], handler: () => ({}) })).toThrow(/identity-only operation reads/)
  })

  it('is declared in the directory, OpenAPI (sign in, or pay) and llms.txt', async () => {
    const directory = await (await app.request('/api/directory')).json()
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'who.notes')).toMatchObject({ access: 'identity', pricing: 'fixed' })
    const openapi = await (await app.request('/openapi.json')).json()
    expect(openapi.paths['/api/who/notes'].get.security).toEqual([{ siwx: [] }, {}])
    expect(openapi.paths['/api/who/notes'].get['x-payment-info'].price).toEqual({ mode: 'fixed', currency: 'USD', amount: '0.005000' })
    expect(openapi.paths['/api/who/me'].get.security).toEqual([{ siwx: [] }])
    expect(await (await app.request('/llms.txt')).text()).toContain('(who.notes, $0.005000, free with a wallet sign-in (SIGN-IN-WITH-X))')
  })
})

describe("a wallet's own account (account.receipts, account.channels)", () => {
  it('is served where a rail can prove a wallet: a signed-in wallet reads its own, nothing charged', async () => {
    const gate = createTestPaymentGate()
    const app = h.open({ plugins: [], gate }).app
    const response = await app.request('/api/account/receipts', { headers: { [TEST_SIGNED_IN_HEADER]: '0xAbC@eip155:84532' } })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual({ payer: '0xAbC', network: 'eip155:84532', count: 0, receipts: [] })
    expect(gate.settled).toEqual([])
  })

  it('is unavailable on a host without a payment rail (no wallet could sign in): listed so, 503 naming what to install, even in trial mode', async () => {
    const app = h.open({ plugins: [] }).app
    for (const path of ['/api/account/receipts', '/api/account/channels', '/api/account/channels?trial=1']) {
      const response = await app.request(path)
      expect(response.status).toBe(503)
      expect((await response.json()).error).toMatch(/needs a payment rail/)
    }
    const directory = await (await app.request('/api/directory')).json()
    const listed = directory.operations.filter((operation: { id: string }) => operation.id.startsWith('account.'))
    expect(listed.map((operation: { id: string; available: boolean }) => [operation.id, operation.available])).toEqual([['account.channels', false], ['account.receipts', false]])
  })
})
