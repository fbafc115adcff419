import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { decodePaymentResponseHeader, wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appWith, stubFacilitator, type StubFacilitator } from './_setup.ts'

describe('the official x402 client (@x402/fetch + @x402/evm) as the paying peer', () => {
  let facilitator: StubFacilitator
  beforeAll(async () => {
    facilitator = await stubFacilitator()
  })
  afterAll(() => facilitator.close())

  it('reads the 402, signs an EIP-3009 authorization, and gets the result with a settlement receipt', async () => {
    const app = appWith(facilitator.url)
    const payer = privateKeyToAccount(generatePrivateKey())
    const client = new x402Client()
    registerExactEvmScheme(client, { signer: payer })
    // The client's fetch goes to the app in process.
    const payingFetch = wrapFetchWithPayment(async (input, init) => app.app.fetch(new Request(input, init)), client)

    const response = await payingFetch('http://localhost/api/paid/thing?q=hello')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0]).toEqual({ q: 'hello', payer: { address: payer.address, network: 'eip155:84532' } })
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000', payer: payer.address })
    const receipt = decodePaymentResponseHeader(response.headers.get('payment-response')!)
    expect(receipt).toMatchObject({ success: true, network: 'eip155:84532' })
    expect(facilitator.settled).toHaveLength(1)
    expect(facilitator.settled[0]!.paymentPayload.payload.authorization).toMatchObject({ from: payer.address, value: '10000' })
  })
})
