import { createRedisState } from '@svc/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { appWith, payTo, rail, signPayment, stubFacilitator, type StubFacilitator } from './_setup.ts'

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => {
  facilitator.settled.length = 0
  facilitator.settleMode = 'ok'
  facilitator.verifyValid = true
})

const paid = (app: ReturnType<typeof appWith>, header: string, path = '/api/paid/thing') => app.request(path, { headers: { 'payment-signature': header } })

describe('402 answer', () => {
  it('offers the Base Sepolia USDC rail with its EIP-712 domain, in the body and the PAYMENT-REQUIRED header', async () => {
    const response = await appWith(facilitator.url).request('/api/paid/thing?q=1')
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({
      x402Version: 2,
      resource: 'http://localhost/api/paid/thing?q=1',
      accepts: [{ scheme: 'exact', network: 'eip155:84532', amount: '10000', asset: rail.asset, payTo, maxTimeoutSeconds: 60, extra: { name: 'USDC', version: '2' } }],
    })
    expect(body.error).toMatch(/0\.010000 USDC for paid\.thing/)
    expect(body.extensions.bazaar.schema.properties.input.properties.queryParams.properties.q).toEqual({ type: 'string', default: 'x' })
    expect(JSON.parse(Buffer.from(response.headers.get('payment-required')!, 'base64').toString())).toEqual(body)
  })

  it('offers the Solana rail with the facilitator fee payer when a Solana pay-to is configured', async () => {
    const { createTestApp } = await import('@svc/core/testing')
    const { createX402Gate, createFacilitator } = await import('../src/index.ts')
    const { paidPlugin } = await import('./_setup.ts')
    const app = createTestApp({ plugins: [paidPlugin], gate: (c) => createX402Gate({ state: c.state, network: 'testnet', payTo: { solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }, facilitator: createFacilitator({ url: facilitator.url }) }) })
    const body = await (await app.request('/api/paid/thing')).json()
    expect(body.accepts).toEqual([{ scheme: 'exact', network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', amount: '10000', asset: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', payTo: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', maxTimeoutSeconds: 60, extra: { feePayer: '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4' } }])
  })

  it('says so when no facilitator or no pay-to is configured, with empty accepts', async () => {
    for (const app of [appWith(undefined), appWith(facilitator.url, undefined, '')]) {
      const body = await (await app.request('/api/paid/thing')).json()
      expect(body.accepts).toEqual([])
      expect(body.error).toMatch(/accepts no payment yet/)
    }
  })
})

describe('paying', () => {
  it('runs the call, settles once, and returns the settlement in meta and PAYMENT-RESPONSE', async () => {
    const payer = privateKeyToAccount(generatePrivateKey())
    const { header } = await signPayment({ account: payer })
    const response = await paid(appWith(facilitator.url), header)
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].payer).toEqual({ address: payer.address, network: 'eip155:84532' })
    expect(body.meta).toMatchObject({ caller: 'paid', cost: { amount: '10000' }, settlement: { status: 'settled', amount: '10000', payer: payer.address, network: rail.network } })
    const settled = JSON.parse(Buffer.from(response.headers.get('payment-response')!, 'base64').toString())
    expect(settled).toMatchObject({ success: true, network: rail.network })
    expect(facilitator.settled).toHaveLength(1)
    expect(facilitator.settled[0]!.paymentRequirements).toMatchObject({ scheme: 'exact', amount: '10000', payTo })
    expect(facilitator.settled[0]!.paymentPayload.resource).toEqual({ url: 'http://localhost/api/paid/thing' })
  })

  it('refuses a replay of a settled payment', async () => {
    const app = appWith(facilitator.url)
    const { header } = await signPayment()
    expect((await paid(app, header)).status).toBe(200)
    const replay = await (await paid(app, header)).json()
    expect(replay).toMatchObject({ status: 402, code: 'PAYMENT_INVALID', reason: 'nonce_used', x402Version: 2 })
    expect(facilitator.settled).toHaveLength(1)
  })

  it('never settles a failed call and lets the same authorization be used again', async () => {
    const app = appWith(facilitator.url)
    const { header } = await signPayment()
    expect((await paid(app, header, '/api/paid/broken')).status).toBe(502)
    expect(facilitator.settled).toHaveLength(0)
    expect((await paid(app, header)).status).toBe(200)
    expect(facilitator.settled).toHaveLength(1)
  })

  it('withholds the result when the facilitator refuses, and frees the payment for a retry', async () => {
    const app = appWith(facilitator.url)
    const { header } = await signPayment()
    facilitator.settleMode = 'refuse'
    const refused = await paid(app, header)
    const text = await refused.text()
    expect(refused.status).toBe(402)
    expect(JSON.parse(text)).toMatchObject({ code: 'SETTLEMENT_FAILED', reason: 'insufficient_funds' })
    expect(text).not.toContain('"items"')
    facilitator.settleMode = 'ok'
    expect((await paid(app, header)).status).toBe(200)
  })

  it('keeps a payment whose settlement is pending, so it can never be charged twice', async () => {
    const app = appWith(facilitator.url)
    const { header } = await signPayment()
    facilitator.settleMode = 'down'
    expect(await (await paid(app, header)).json()).toMatchObject({ code: 'SETTLEMENT_FAILED', reason: 'settlement_pending' })
    facilitator.settleMode = 'ok'
    expect(await (await paid(app, header)).json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'nonce_used' })
    expect(facilitator.settled).toHaveLength(0)
  })

  it('accepts one of 100 concurrent requests carrying the same payment', async () => {
    const app = appWith(facilitator.url)
    const { header } = await signPayment()
    const responses = await Promise.all(Array.from({ length: 100 }, () => paid(app, header)))
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    expect(responses.filter((response) => response.status === 402)).toHaveLength(99)
    expect(facilitator.settled).toHaveLength(1)
  })

  it('accepts one of 50 concurrent requests spread over two hosts sharing Redis', async () => {
    const prefix = `x402-test-${process.pid}-${Date.now()}:`
    const hosts = [0, 1].map(() => appWith(facilitator.url, createRedisState({ url: 'redis://127.0.0.1:6379/15', prefix })))
    const { header } = await signPayment()
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => paid(hosts[i % 2]!, header)))
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    expect(facilitator.settled).toHaveLength(1)
    await Promise.all(hosts.map((host) => host.close()))
  })

  it('accepts a version 1 client sending X-PAYMENT', async () => {
    const { payload } = await signPayment()
    const v1 = { x402Version: 1, scheme: 'exact', network: 'base-sepolia', payload: payload.payload }
    const response = await appWith(facilitator.url).request('/api/paid/thing', { headers: { 'x-payment': Buffer.from(JSON.stringify(v1)).toString('base64') } })
    expect(response.status).toBe(200)
    expect(facilitator.settled[0]!.paymentPayload).toMatchObject({ x402Version: 2, accepted: { network: rail.network } })
  })
})

describe('rejections answer 402 with a machine-readable reason and never a 5xx', () => {
  const now = Math.floor(Date.now() / 1000)
  const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64')

  it.each([
    ['bad signature', async () => (await signPayment({ signer: privateKeyToAccount(generatePrivateKey()) })).header, 'invalid_signature'],
    ['signed for another chain', async () => (await signPayment({ chainId: 8453 })).header, 'invalid_signature'],
    ['wrong pay-to', async () => (await signPayment({ to: privateKeyToAccount(generatePrivateKey()).address })).header, 'wrong_pay_to'],
    ['amount under the price', async () => (await signPayment({ value: '9999' })).header, 'wrong_amount'],
    ['amount over the price', async () => (await signPayment({ value: '10001' })).header, 'wrong_amount'],
    ['expired', async () => (await signPayment({ validBefore: now - 10 })).header, 'expired'],
    ['not yet valid', async () => (await signPayment({ validAfter: now + 3600, validBefore: now + 7200 })).header, 'not_yet_valid'],
    ['wrong network', async () => (await signPayment({ network: 'eip155:1' })).header, 'wrong_network'],
    ['wrong asset', async () => (await signPayment({ asset: '0x0000000000000000000000000000000000000bad' })).header, 'wrong_asset'],
    ['malformed base64', async () => '%%%not-base64%%%', 'invalid_payload'],
    ['malformed JSON', async () => encode('{"x402Version": 2,'), 'invalid_payload'],
    ['missing authorization', async () => encode({ x402Version: 2, accepted: { scheme: 'exact', network: rail.network, amount: '10000', asset: rail.asset, payTo, maxTimeoutSeconds: 60 }, payload: { signature: '0x12' } }), 'invalid_payload'],
    ['v1 payload in the v2 header', async () => encode({ x402Version: 1, scheme: 'exact', network: 'base-sepolia', payload: {} }), 'version_mismatch'],
    ['unsupported scheme', async () => { const { payload } = await signPayment(); payload.accepted.scheme = 'upto'; return encode(payload) }, 'unsupported_scheme'],
  ])('%s', async (_label, makeHeader, reason) => {
    facilitator.verifyValid = false
    const response = await paid(appWith(facilitator.url), await makeHeader())
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason, x402Version: 2 })
    expect(body.accepts).toHaveLength(1)
    expect(response.headers.get('payment-required')).toBeTruthy()
    expect(facilitator.settled).toHaveLength(0)
  })

  it('rejects a v2 payload sent in the v1 header', async () => {
    const { header } = await signPayment()
    const body = await (await appWith(facilitator.url).request('/api/paid/thing', { headers: { 'x-payment': header } })).json()
    expect(body.reason).toBe('version_mismatch')
  })

  it('lets the facilitator vouch for a smart-wallet (EIP-1271) signature', async () => {
    facilitator.verifyValid = true
    const { header } = await signPayment({ signer: privateKeyToAccount(generatePrivateKey()) })
    expect((await paid(appWith(facilitator.url), header)).status).toBe(200)
  })
})
