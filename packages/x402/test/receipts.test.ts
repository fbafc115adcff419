import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { extractOffersFromPaymentRequired, extractReceiptFromResponse, verifyOfferSignatureEIP712, verifyReceiptSignatureEIP712, type EIP712SignedOffer, type EIP712SignedReceipt } from '@x402/extensions/offer-receipt'
import { wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createReceiptIssuer } from '../src/index.ts'
import { x402Hosts, decodeHeader, payTo, rail, stubFacilitator, type StubFacilitator } from './_setup.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

const receiptKey = generatePrivateKey()
const signer = privateKeyToAccount(receiptKey).address

describe('signed offers and receipts (the official offer-receipt extension)', () => {
  it('signs an offer of each accepts entry into the 402: what is asked, of whom, for which resource', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, receipts: createReceiptIssuer(receiptKey) })
    const paymentRequired = decodeHeader((await app.request('/api/paid/thing?q=x')).headers.get('payment-required'))
    const offers = extractOffersFromPaymentRequired(paymentRequired) as EIP712SignedOffer[]
    expect(offers).toHaveLength(paymentRequired.accepts.length)
    const verified = await verifyOfferSignatureEIP712(offers[0]!)
    expect(verified.signer.toLowerCase()).toBe(signer.toLowerCase())
    expect(verified.payload).toMatchObject({ resourceUrl: 'http://localhost/api/paid/thing?q=x', scheme: 'exact', network: rail.network, asset: rail.asset, payTo, amount: '10000' })
  })

  it('signs a receipt into the settlement of a paid call: who paid, on which network, for which resource, when, and the transaction', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, receipts: createReceiptIssuer(receiptKey) })
    const payer = privateKeyToAccount(generatePrivateKey())
    const client = new x402Client()
    registerExactEvmScheme(client, { signer: payer, networks: [rail.network] })
    const pay = wrapFetchWithPayment(async (input, init) => app.app.fetch(new Request(input, init)), client)
    const response = await pay('http://localhost/api/paid/thing?q=x')
    expect(response.status).toBe(200)
    const receipt = extractReceiptFromResponse(response) as EIP712SignedReceipt
    const verified = await verifyReceiptSignatureEIP712(receipt)
    expect(verified.signer.toLowerCase()).toBe(signer.toLowerCase())
    expect(verified.payload).toMatchObject({ resourceUrl: 'http://localhost/api/paid/thing?q=x', payer: payer.address, network: rail.network, transaction: `0x${'ab'.repeat(32)}` })
    expect(Math.abs(verified.payload.issuedAt - Date.now() / 1000)).toBeLessThan(60)
  })

  it('adds nothing without a receipt key', async () => {
    const response = await appWith({ facilitatorUrl: facilitator.url }).request('/api/paid/thing?q=x')
    expect(decodeHeader(response.headers.get('payment-required')).extensions['offer-receipt']).toBeUndefined()
  })
})
