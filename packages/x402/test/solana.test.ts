import { address, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paymentKey } from '../src/index.ts'
import { solanaPayment, tamper } from './_solana.ts'
import { x402Hosts, encodeJson, pay, payTo, solPayTo, solRail, stubFacilitator, type StubFacilitator } from './_setup.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

const solanaApp = () => appWith({ facilitatorUrl: facilitator.url, payTo: { evm: payTo, solana: solPayTo } })
const calls = (path: string) => facilitator.requests.filter((request) => request.path === path).length

describe('Solana exact payments, verified locally', () => {
  it('takes a standard payment: checks it without the facilitator, then settles it once', async () => {
    const app = solanaApp()
    const { header, payer, transaction } = await solanaPayment()
    const response = await pay(app, header)
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].payer).toEqual({ address: payer.address, network: solRail.network })
    expect(body.meta.settlement).toMatchObject({ status: 'settled', network: solRail.network, payer: payer.address, amount: '10000' })
    // One /verify: the facilitator simulates the transfer (funds, blockhash), not the local checks.
    expect(calls('/verify')).toBe(1)
    expect(facilitator.settled[0]).toMatchObject({ paymentPayload: { payload: { transaction } }, paymentRequirements: { network: solRail.network, payTo: solPayTo, extra: { feePayer: expect.any(String) } } })
    expect((await (await pay(app, header)).json()).reason).toBe('nonce_used')
    expect(calls('/settle')).toBe(1)
  })

  it('reserves the payment under the digest of its signed message', async () => {
    const app = solanaApp()
    const { header, payer, transaction } = await solanaPayment()
    await pay(app, header)
    const { getTransactionDecoder, getBase64Encoder } = await import('@solana/kit')
    const message = getTransactionDecoder().decode(getBase64Encoder().encode(transaction)).messageBytes
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', Uint8Array.from(message))).toString('hex')
    expect(await app.runtime.state.get(paymentKey(solRail.network, solRail.asset, payer.address, digest))).toMatchObject({ state: 'settled' })
  })

  it('accepts the same transaction from a version 1 client (X-PAYMENT, solana-devnet)', async () => {
    const { payload } = await solanaPayment()
    const v1 = encodeJson({ x402Version: 1, scheme: 'exact', network: 'solana-devnet', payload: payload.payload })
    expect((await pay(solanaApp(), v1, '/api/paid/thing', 'x-payment')).status).toBe(200)
  })

  const other = async () => (await generateKeyPairSigner()).address
  it.each([
    ['amount under the price', async () => (await solanaPayment({ amount: 9_999n })).header, 'wrong_amount'],
    ['amount over the price', async () => (await solanaPayment({ amount: 10_001n })).header, 'wrong_amount'],
    ['another mint', async () => (await solanaPayment({ mint: await other() })).header, 'wrong_asset'],
    ['another destination', async () => (await solanaPayment({ payTo: await other() })).header, 'wrong_pay_to'],
    ['another fee payer', async () => (await solanaPayment({ feePayer: await other() })).header, 'wrong_fee_payer'],
    ['wrong decimals', async () => (await solanaPayment({ decimals: 9 })).header, 'invalid_payload'],
    ['mainnet payment on a devnet host', async () => (await solanaPayment({ network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).header, 'wrong_network'],
    ['signature no longer matches', async () => {
      const { payload, transaction, memo } = await solanaPayment()
      payload.payload.transaction = tamper(transaction, memo)
      return encodeJson(payload)
    }, 'invalid_signature'],
    ['not a transaction', async () => {
      const { payload } = await solanaPayment()
      payload.payload.transaction = Buffer.from('hello').toString('base64')
      return encodeJson(payload)
    }, 'invalid_payload'],
  ])('refuses %s -> %s', async (_label, make, reason) => {
    const response = await pay(solanaApp(), await make())
    expect(response.status).toBe(402)
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason })
    expect(calls('/settle')).toBe(0)
  })
})

describe('unusual Solana layouts go to the facilitator', () => {
  const unknownProgram = { programAddress: address('Stake11111111111111111111111111111111111111'), data: Uint8Array.from([1]) }

  it('takes one the facilitator vouches for', async () => {
    const response = await pay(solanaApp(), (await solanaPayment({ extra: [unknownProgram] })).header)
    expect(response.status).toBe(200)
    expect(calls('/verify')).toBe(1)
  })

  it('refuses one the facilitator refuses', async () => {
    facilitator.verifyValid = false
    const response = await pay(solanaApp(), (await solanaPayment({ extra: [unknownProgram] })).header)
    const body = await response.json()
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_payload' })
    expect(body.error).toMatch(/calls program Stake1111/)
  })
})
