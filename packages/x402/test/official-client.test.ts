import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { decodePaymentResponseHeader, wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { appWith, rail, stubFacilitator, type StubFacilitator } from './_setup.ts'

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

describe('the official x402 client (@x402/fetch + @x402/evm) as the paying peer', () => {
  function payingFetch(app: ReturnType<typeof appWith>) {
    const payer = privateKeyToAccount(generatePrivateKey())
    const client = new x402Client()
    registerExactEvmScheme(client, { signer: payer, networks: [rail.network] })
    // The client's requests go to the app in process.
    const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init))
    return { payer, fetch: wrapFetchWithPayment(fetchApp, client) }
  }

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
