import { createEmbeddedState, type StateStore } from '@svc/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paymentKey } from '../src/index.ts'
import { asV1, signPayment } from './_evm.ts'
import { x402Hosts, decodeHeader, pay, payTo, rail, stubFacilitator, type StubFacilitator } from './_setup.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

const settleCalls = () => facilitator.requests.filter((request) => request.path === '/settle').length

describe('a valid payment', () => {
  it('runs the call, settles once, and returns the settlement in meta and PAYMENT-RESPONSE', async () => {
    const payer = privateKeyToAccount(generatePrivateKey())
    const { header } = await signPayment({ account: payer })
    const response = await pay(appWith({ facilitatorUrl: facilitator.url }), header)
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].payer).toEqual({ address: payer.address, network: 'eip155:84532' })
    expect(body.meta).toMatchObject({ caller: 'paid', settlement: { status: 'settled', amount: '10000', payer: payer.address, network: rail.network, transaction: `0x${'ab'.repeat(32)}` } })
    expect(decodeHeader(response.headers.get('payment-response'))).toMatchObject({ success: true, network: rail.network, payer: payer.address, amount: '10000' })
    expect(facilitator.settled).toHaveLength(1)
    expect(facilitator.settled[0]).toMatchObject({ x402Version: 2, paymentRequirements: { scheme: 'exact', network: rail.network, amount: '10000', asset: rail.asset, payTo, extra: { name: 'USDC', version: '2' } } })
    // The signature is checked here; the facilitator is asked only whether the payer can pay (its /verify simulates the transfer).
    expect(facilitator.requests.filter((request) => request.path === '/verify')).toHaveLength(1)
  })

  it('accepts a version 1 client sending X-PAYMENT, and answers X-PAYMENT-RESPONSE too', async () => {
    const { payload } = await signPayment()
    const response = await pay(appWith({ facilitatorUrl: facilitator.url }), asV1(payload), '/api/paid/thing', 'x-payment')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-payment-response')).toBe(response.headers.get('payment-response'))
    expect(facilitator.settled[0]!.paymentPayload).toMatchObject({ x402Version: 2, accepted: { network: rail.network, amount: '10000' }, payload: payload.payload })
  })

  it('records the payment settled in the shared state, under its nonce, until it expires', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const validBefore = Math.floor(Date.now() / 1000) + 50
    // Signed with no resource, so the same authorization may be tried on the failing operation first.
    const { header, payload, from } = await signPayment({ validBefore, resource: undefined })
    const key = `x402:nonce:eip155:84532:${rail.asset.toLowerCase()}:${from.toLowerCase()}:${payload.payload.authorization.nonce}`
    expect(paymentKey(rail.network, rail.asset, from, payload.payload.authorization.nonce)).toBe(key)
    expect((await pay(app, header, '/api/paid/broken')).status).toBe(502)
    expect(await app.runtime.state.get(key)).toBeUndefined()
    expect((await pay(app, header)).status).toBe(200)
    expect(await app.runtime.state.get(key)).toMatchObject({ state: 'settled', transaction: `0x${'ab'.repeat(32)}` })
    const ttl = (await app.runtime.state.ttl(key))!
    expect(Math.abs(ttl - (validBefore * 1000 + 600_000 - Date.now()))).toBeLessThan(5000)
  })

  it('refuses a replay of a settled payment with nonce_used', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const { header } = await signPayment()
    expect((await pay(app, header)).status).toBe(200)
    const replay = await pay(app, header)
    expect(await replay.json()).toMatchObject({ status: 402, code: 'PAYMENT_INVALID', reason: 'nonce_used', x402Version: 2 })
    expect(settleCalls()).toBe(1)
  })

  it('is taken by exactly one of 100 concurrent requests carrying it', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const { header } = await signPayment()
    const responses = await Promise.all(Array.from({ length: 100 }, () => pay(app, header)))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 402)).toHaveLength(99)
    const reasons = await Promise.all(responses.filter((response) => response.status === 402).map(async (response) => (await response.json()).reason))
    expect(new Set(reasons)).toEqual(new Set(['nonce_used']))
    expect(settleCalls()).toBe(1)
  })
})

describe('failures never charge twice', () => {
  it('never settles a failed call, and the same authorization works on retry', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const { header } = await signPayment({ resource: undefined })
    expect((await pay(app, header, '/api/paid/broken')).status).toBe(502)
    expect(settleCalls()).toBe(0)
    expect((await pay(app, header)).status).toBe(200)
    expect(settleCalls()).toBe(1)
  })

  it('withholds the result when the facilitator refuses, and frees the payment for a retry', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const { header } = await signPayment()
    facilitator.settleMode = 'refuse'
    const refused = await pay(app, header)
    const text = await refused.text()
    expect(refused.status).toBe(402)
    expect(JSON.parse(text)).toMatchObject({ code: 'SETTLEMENT_FAILED', reason: 'invalid_exact_evm_insufficient_balance' })
    expect(text).not.toContain('"items"')
    expect(refused.headers.get('payment-response')).toBeNull()
    facilitator.settleMode = 'ok'
    expect((await pay(app, header)).status).toBe(200)
  })

  it.each([
    ['a 5xx', 'down'],
    ['a timeout', 'slow'],
    ['settlement_pending twice', 'pending'],
  ] as const)('keeps a payment pending after %s: 202 settlement_pending, no 402 that makes the client pay again, and never taken again', async (_label, mode) => {
    const app = appWith({ facilitatorUrl: facilitator.url, timeoutMs: 400 })
    const { header } = await signPayment()
    facilitator.settleMode = mode
    const first = await pay(app, header)
    const body = await first.json()
    expect(first.status).toBe(202)
    expect(body).toMatchObject({ code: 'SETTLEMENT_PENDING', reason: 'settlement_pending' })
    expect(first.headers.get('retry-after')).toBe('5')
    expect(decodeHeader(first.headers.get('payment-response'))).toMatchObject({ success: false, errorReason: 'settlement_pending' })
    expect(body.data).toBeUndefined()
    facilitator.settleMode = 'ok'
    expect(await (await pay(app, header)).json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'nonce_used' })
    expect(facilitator.settled).toHaveLength(0)
  })

  it('answers 202 settlement_pending when the pending settlement cannot be written for the outbox, not a 500 for a payment that may move', async () => {
    // Made up for the test: the state refuses to write settlement records (a disk or Redis hiccup) as the settlement comes back pending.
    const inner = createEmbeddedState()
    const state = new Proxy(inner, {
      get(target, name, receiver) {
        if (name !== 'set') return Reflect.get(target, name, receiver)
        return (key: string, value: unknown, options?: unknown) => key.startsWith('pay:settlement:') ? Promise.reject(new Error('state store unavailable')) : target.set(key, value, options as never)
      },
    }) as StateStore
    const app = appWith({ facilitatorUrl: facilitator.url, timeoutMs: 400, state })
    const { header } = await signPayment()
    facilitator.settleMode = 'pending'
    const first = await pay(app, header)
    const body = await first.json()
    expect(first.status, JSON.stringify(body)).toBe(202)
    expect(body).toMatchObject({ code: 'SETTLEMENT_PENDING', reason: 'settlement_pending' })
    expect(JSON.stringify(body)).not.toContain('state store unavailable')
  })
})
