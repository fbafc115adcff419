import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { UptoEvmScheme } from '@x402/evm/upto/client'
import { decodePaymentResponseHeader, wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PERMIT2_ADDRESS, paymentKey, UPTO_PROXY_ADDRESS } from '../src/index.ts'
import { meteredHosts } from './_metered.ts'
import { officialFacilitator, type OfficialFacilitator } from './_official-facilitator.ts'
import { decodeHeader, payTo, rail, stubFacilitator, type StubFacilitator } from './_setup.ts'
import { signUpto } from './_upto.ts'
import { asHeader } from './_official-402.ts'

const { meteredApp } = meteredHosts()

let facilitator: OfficialFacilitator
let exactOnly: StubFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
  exactOnly = await stubFacilitator()
})
afterAll(async () => {
  await facilitator.close()
  await exactOnly.close()
})
beforeEach(() => facilitator.reset())

type App = ReturnType<typeof meteredApp>
const chat = (app: App, body: Record<string, unknown>, header?: string) =>
  app.request('/api/metered/chat', { json: body, ...(header ? { headers: { 'payment-signature': header } } : {}) })
const settleCalls = () => facilitator.requests.filter((request) => request.path === '/settle').length

/** The official client with the upto scheme (and exact, for rails without upto), paying the app in process. */
function uptoClient(app: App, options: { upto?: boolean } = {}) {
  const payer = privateKeyToAccount(generatePrivateKey())
  const client = new x402Client()
  if (options.upto ?? true) client.register(rail.network, new UptoEvmScheme(payer))
  registerExactEvmScheme(client, { signer: payer, networks: [rail.network] })
  const sent: string[] = []
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const header = request.headers.get('payment-signature')
    if (header) sent.push(header)
    return app.app.fetch(request)
  }
  const fetch = wrapFetchWithPayment(fetchApp, client)
  return { payer, sent, chat: (body: Record<string, unknown>) => fetch('http://localhost/api/metered/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) }
}

describe('the 402 of an up-to billed call', () => {
  it('offers upto at the quoted maximum, with Permit2 and the facilitator to sign for, before exact at the same maximum', async () => {
    const response = await chat(meteredApp(facilitator.url), { max_tokens: 1000 })
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body.accepts).toEqual([
      { scheme: 'upto', network: rail.network, amount: '10000', asset: rail.asset, payTo, maxTimeoutSeconds: 60, extra: { name: 'USDC', version: '2', assetTransferMethod: 'permit2', facilitatorAddress: facilitator.address } },
      { scheme: 'exact', network: rail.network, amount: '10000', asset: rail.asset, payTo, maxTimeoutSeconds: 60, extra: { name: 'USDC', version: '2' } },
    ])
    expect(body.error).toMatch(/0\.010000 USDC for metered\.chat at most .*only the actual usage is settled/)
    expect(decodeHeader(response.headers.get('payment-required'))).toEqual(asHeader(body))
  })

  it('offers exact alone when the facilitator does not settle upto, and says so', async () => {
    const response = await chat(meteredApp(exactOnly.url), { max_tokens: 1000 })
    const body = await response.json()
    expect(body.accepts.map((entry: any) => entry.scheme)).toEqual(['exact'])
    expect(body.error).toMatch(/does not settle "upto"/)
  })

  it('does not offer upto for calls that are not billed by usage', async () => {
    const body = await (await meteredApp(facilitator.url).request('/api/metered/fanout', { json: { recipients: ['a'] } })).json()
    expect(body.accepts.map((entry: any) => entry.scheme)).toEqual(['exact'])
  })
})

describe('the official upto client (@x402/evm/upto) through the official facilitator', () => {
  it('authorizes the quoted maximum; only the reported usage is settled, and shown in meta and PAYMENT-RESPONSE', async () => {
    const app = meteredApp(facilitator.url)
    const { payer, chat: pay } = uptoClient(app)
    const response = await pay({ max_tokens: 1000, use: 400 })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta).toMatchObject({
      caller: 'paid',
      cost: { amount: '4000', usd: 0.004 },
      authorized: { amount: '10000', usd: 0.01 },
      usage: { amount: '4000', tokens: 400 },
      settlement: { status: 'settled', amount: '4000', payer: payer.address, network: rail.network },
    })
    expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true, amount: '4000', payer: payer.address, network: rail.network })
    // On chain: the proxy's settle for 4000 of a permit for 10000, sent by the facilitator the client signed for.
    expect(facilitator.sent).toHaveLength(1)
    const [permit, amount, owner, witness] = facilitator.sent[0]!.args
    expect(facilitator.sent[0]).toMatchObject({ address: UPTO_PROXY_ADDRESS, functionName: 'settle' })
    expect({ permitted: permit.permitted.amount, amount, owner, to: witness.to, by: witness.facilitator }).toEqual({ permitted: 10000n, amount: 4000n, owner: payer.address, to: payTo, by: facilitator.address })
    // Verified locally: the facilitator was asked only to settle.
    expect(facilitator.requests.map((request) => request.path)).toEqual(['/supported', '/verify', '/settle'])
  })

  it('settles a fixed up-to maximum by usage as well (0.09 at most, 3 pages used)', async () => {
    const app = meteredApp(facilitator.url)
    const payer = privateKeyToAccount(generatePrivateKey())
    const client = new x402Client().register(rail.network, new UptoEvmScheme(payer))
    const response = await wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init)), client)('http://localhost/api/metered/ocr?pages=3')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta).toMatchObject({ cost: { amount: '9000' }, authorized: { amount: '90000' }, usage: { pages: 3 } })
    expect(facilitator.sent[0]!.args[1]).toBe(9000n)
  })

  it('settles nothing and asks no one when the usage is zero; the permit cannot be used again', async () => {
    const app = meteredApp(facilitator.url)
    const { payer, sent, chat: pay } = uptoClient(app)
    const response = await pay({ max_tokens: 1000, use: 0 })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta).toMatchObject({ cost: { amount: '0' }, authorized: { amount: '10000' }, usage: { amount: '0', tokens: 0 }, settlement: { status: 'settled', amount: '0', payer: payer.address } })
    expect(body.meta.settlement.transaction).toBeUndefined()
    expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true, amount: '0', transaction: '' })
    expect(settleCalls()).toBe(0)
    expect(facilitator.sent).toHaveLength(0)
    const replay = await chat(app, { max_tokens: 1000, use: 0 }, sent[0])
    expect(await replay.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'nonce_used' })
  })

  it('never settles more than authorized: usage above the maximum is settled at the maximum', async () => {
    const { chat: pay } = uptoClient(meteredApp(facilitator.url))
    const body = await (await pay({ max_tokens: 1000, use: 5000 })).json()
    expect(body.meta).toMatchObject({ cost: { amount: '10000' }, authorized: { amount: '10000' }, usage: { amount: '50000' }, settlement: { amount: '10000' } })
    expect(facilitator.sent[0]!.args[1]).toBe(10000n)
  })

  it('settles the maximum when the operation reports no usage', async () => {
    const { chat: pay } = uptoClient(meteredApp(facilitator.url))
    const body = await (await pay({ max_tokens: 200, report: false })).json()
    expect(body.meta).toMatchObject({ cost: { amount: '2000' }, authorized: { amount: '2000' }, settlement: { amount: '2000' } })
    expect(body.meta.usage).toBeUndefined()
  })

  it('settles nothing for a failed call, and the same permit pays the retry', async () => {
    const app = meteredApp(facilitator.url)
    const { sent, chat: pay } = uptoClient(app)
    const failed = await pay({ max_tokens: 1000, fail: true })
    expect(failed.status).toBe(502)
    expect(settleCalls()).toBe(0)
    const retry = await chat(app, { max_tokens: 1000, use: 10 }, sent[0])
    expect(retry.status).toBe(200)
    expect((await retry.json()).meta.cost.amount).toBe('100')
    expect(facilitator.sent).toHaveLength(1)
  })

  it('withholds the result when the settlement outcome is unknown, and never takes the permit again', async () => {
    const app = meteredApp(facilitator.url)
    const { sent, chat: pay } = uptoClient(app)
    facilitator.down = true
    const response = await pay({ max_tokens: 1000, use: 10 })
    const body = await response.json()
    expect(response.status).toBe(202)
    expect(body).toMatchObject({ code: 'SETTLEMENT_PENDING', reason: 'settlement_pending' })
    expect(body.data).toBeUndefined()
    facilitator.down = false
    expect(await (await chat(app, { max_tokens: 1000, use: 10 }, sent[0])).json()).toMatchObject({ reason: 'nonce_used' })
  })

  it('is taken by exactly one of 100 concurrent requests carrying one permit', async () => {
    const app = meteredApp(facilitator.url)
    const { header } = await signUpto({ facilitator: facilitator.address })
    const responses = await Promise.all(Array.from({ length: 100 }, () => chat(app, { max_tokens: 1000, use: 100 }, header)))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 402)).toHaveLength(99)
    expect(settleCalls()).toBe(1)
    expect(facilitator.sent).toHaveLength(1)
  })

  it('reserves the permit under Permit2 and its nonce, until its deadline', async () => {
    const app = meteredApp(facilitator.url)
    const deadline = Math.floor(Date.now() / 1000) + 50
    const { header, payload, from } = await signUpto({ facilitator: facilitator.address, deadline })
    expect((await chat(app, { max_tokens: 1000, use: 1 }, header)).status).toBe(200)
    const key = paymentKey(rail.network, PERMIT2_ADDRESS, from, payload.payload.permit2Authorization.nonce)
    expect(key).toBe(`x402:nonce:${rail.network}:${PERMIT2_ADDRESS.toLowerCase()}:${from.toLowerCase()}:${payload.payload.permit2Authorization.nonce}`)
    expect(await app.runtime.state.get(key)).toMatchObject({ state: 'settled', transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const ttl = (await app.runtime.state.ttl(key))!
    expect(Math.abs(ttl - (deadline * 1000 + 600_000 - Date.now()))).toBeLessThan(5000)
  })
})

describe('clients without upto', () => {
  it('pay an up-to billed call with exact at the maximum, settled in full', async () => {
    const { chat: pay } = uptoClient(meteredApp(facilitator.url), { upto: false })
    const response = await pay({ max_tokens: 1000, use: 400 })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta).toMatchObject({ cost: { amount: '10000' }, authorized: { amount: '10000' }, usage: { amount: '4000' }, settlement: { amount: '10000' } })
    expect(facilitator.exactSettled[0].paymentRequirements).toMatchObject({ scheme: 'exact', amount: '10000' })
  })
})

describe('a host whose facilitator does not settle upto', () => {
  it('refuses an upto payment with unsupported_scheme', async () => {
    const { header } = await signUpto({ facilitator: '0x00000000000000000000000000000000000000f1' })
    const body = await (await chat(meteredApp(exactOnly.url), { max_tokens: 1000 }, header)).json()
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'unsupported_scheme' })
  })
})

