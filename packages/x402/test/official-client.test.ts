import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { ExactEvmSchemeV1 } from '@x402/evm/v1'
import { decodePaymentResponseHeader, wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { officialFacilitator } from './_official-facilitator.ts'
import { x402Hosts, decodeHeader, encodeJson, rail, stubFacilitator, type StubFacilitator } from './_setup.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

function payingFetch(app: ReturnType<typeof appWith>) {
  const payer = privateKeyToAccount(generatePrivateKey())
  const client = new x402Client()
  registerExactEvmScheme(client, { signer: payer, networks: [rail.network] })
  // The client's requests go to the app in process.
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init))
  return { payer, fetch: wrapFetchWithPayment(fetchApp, client) }
}

describe('the official x402 client (@x402/fetch + @x402/evm) as the paying peer', () => {
  it('reads the 402, signs an EIP-3009 authorization, gets the result and a settlement receipt', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const { payer, fetch } = payingFetch(app)
    const response = await fetch('http://localhost/api/paid/thing?q=hello')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0]).toEqual({ q: 'hello', payer: { address: payer.address, network: rail.network } })
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000', payer: payer.address, network: rail.network })
    expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true, network: rail.network, amount: '10000' })
    expect(facilitator.settled).toHaveLength(1)
    expect(facilitator.settled[0]!.paymentPayload.payload.authorization).toMatchObject({ from: payer.address, value: '10000' })
  })

  it('signs a payment that echoes no discovery declaration (a header half the size), while the facilitator still gets the bazaar one', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const client = new x402Client()
    registerExactEvmScheme(client, { signer: privateKeyToAccount(generatePrivateKey()), networks: [rail.network] })
    const signatures: string[] = []
    const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const signature = request.headers.get('payment-signature')
      if (signature) signatures.push(signature)
      return app.app.fetch(request)
    }
    const response = await wrapFetchWithPayment(fetchApp, client)('http://localhost/api/paid/thing?q=hello')
    expect(response.status).toBe(200)
    expect(decodeHeader(signatures[0]!).extensions?.bazaar).toBeUndefined()
    // An EIP-3009 payment with its offer, resource and the echoed payment-identifier declaration (the
    // official extension's info and schema, ~350 B): about 1.4 KB of base64, not the 2 KB it was with the echoed bazaar schema.
    expect(signatures[0]!.length).toBeLessThan(1500)
    expect(facilitator.settled[0]!.paymentPayload.extensions.bazaar.info.input).toEqual({ type: 'http', method: 'GET', queryParams: { q: 'x' } })
  })

  it('pays a POST operation with a JSON body', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const { fetch } = payingFetch(app)
    const response = await fetch('http://localhost/api/paid/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hi' }) })
    expect(response.status).toBe(200)
    expect((await response.json()).data.items[0]).toEqual({ text: 'hi' })
    expect(facilitator.settled[0]!.paymentRequirements.amount).toBe('2000')
  })

  it('gets the failure back, with nothing charged, when the call fails', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const { fetch } = payingFetch(app)
    const response = await fetch('http://localhost/api/paid/broken')
    expect(response.status).toBe(502)
    expect(facilitator.settled).toHaveLength(0)
  })
})

describe('the official x402 version 1 client (@x402/evm/v1) paying with X-PAYMENT', () => {
  it('signs from the 402 offer restated in v1 terms; its payload is verified, settled once and answered with X-PAYMENT-RESPONSE', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const offer = (await (await app.request('/api/paid/thing')).json()).accepts[0]
    // A v1 client reads v1 requirements: network by name, maxAmountRequired.
    const v1Requirements = { ...offer, network: 'base-sepolia', maxAmountRequired: offer.amount, resource: 'http://localhost/api/paid/thing', description: '', mimeType: 'application/json' }
    const payer = privateKeyToAccount(generatePrivateKey())
    const payload = await new ExactEvmSchemeV1(payer).createPaymentPayload(1, v1Requirements)
    expect(payload).toMatchObject({ x402Version: 1, scheme: 'exact', network: 'base-sepolia' })
    const response = await app.request('/api/paid/thing', { headers: { 'x-payment': encodeJson(payload) } })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].payer).toEqual({ address: payer.address, network: rail.network })
    expect(decodeHeader(response.headers.get('x-payment-response'))).toMatchObject({ success: true, payer: payer.address, amount: '10000' })
    expect(facilitator.settled).toHaveLength(1)
    const replay = await app.request('/api/paid/thing', { headers: { 'x-payment': encodeJson(payload) } })
    expect(await replay.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'nonce_used' })
  })
})

describe('the official client and the official facilitator (@x402/evm exact) with a stubbed chain', () => {
  it('pays; the facilitator re-verifies the authorization and sends transferWithAuthorization for exactly the price, once', async () => {
    const official = await officialFacilitator()
    try {
      const app = appWith({ facilitatorUrl: official.url })
      const { payer, fetch } = payingFetch(app)
      const response = await fetch('http://localhost/api/paid/thing?q=official')
      const body = await response.json()
      expect(response.status, JSON.stringify(body)).toBe(200)
      expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000', payer: payer.address, transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
      expect(official.sent).toHaveLength(1)
      expect(official.sent[0]).toMatchObject({ address: rail.asset, functionName: 'transferWithAuthorization' })
      expect(official.sent[0]!.args.slice(0, 3)).toEqual([payer.address, expect.stringMatching(/^0x/), 10000n])
    } finally {
      await official.close()
    }
  })
})
