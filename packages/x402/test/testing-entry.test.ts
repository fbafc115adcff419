import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { decodeBase64Json, signExactPayment, signUptoPayment, STUB_FACILITATOR_ADDRESS, stubFacilitator, type StubFacilitator } from '../src/testing/index.ts'
import { meteredHosts } from './_metered.ts'
import { x402Hosts, payTo } from './_setup.ts'

const { appWith } = x402Hosts()
const { meteredApp } = meteredHosts()

let stub: StubFacilitator
beforeAll(async () => {
  stub = await stubFacilitator({ upto: true })
})
afterAll(() => stub.close())
beforeEach(() => stub.reset())

describe('@svc/x402/testing: the stub facilitator and payers, as other packages use them', () => {
  it('settles an exact payment signed by signExactPayment', async () => {
    const { header, from } = await signExactPayment({ to: payTo })
    const response = await appWith({ facilitatorUrl: stub.url }).request('/api/paid/thing', { headers: { 'payment-signature': header } })
    expect(response.status).toBe(200)
    expect(decodeBase64Json(response.headers.get('payment-response'))).toMatchObject({ success: true, payer: from })
    expect(stub.settled).toHaveLength(1)
  })

  it('with upto, names its address in the offer and settles only the usage of a signUptoPayment permit', async () => {
    const app = meteredApp(stub.url)
    const offer = await (await app.request('/api/metered/chat', { json: { max_tokens: 1000 } })).json()
    expect(offer.accepts[0]).toMatchObject({ scheme: 'upto', amount: '10000', extra: { facilitatorAddress: STUB_FACILITATOR_ADDRESS } })
    const { header } = await signUptoPayment({ to: payTo, facilitator: STUB_FACILITATOR_ADDRESS, amount: '10000' })
    const response = await app.request('/api/metered/chat', { json: { max_tokens: 1000, use: 250 }, headers: { 'payment-signature': header } })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta).toMatchObject({ cost: { amount: '2500' }, authorized: { amount: '10000' } })
    expect(decodeBase64Json(response.headers.get('payment-response'))).toMatchObject({ success: true, amount: '2500' })
    expect(stub.settled.map((settled) => settled.paymentRequirements)).toEqual([expect.objectContaining({ scheme: 'upto', amount: '2500' })])
  })

  it('refuses upto settlements with uptoRefusal, as for a payer without a Permit2 allowance', async () => {
    stub.uptoRefusal = 'permit2_allowance_required'
    const { header } = await signUptoPayment({ to: payTo, facilitator: STUB_FACILITATOR_ADDRESS })
    const response = await meteredApp(stub.url).request('/api/metered/chat', { json: { max_tokens: 1000 }, headers: { 'payment-signature': header } })
    expect(response.status).toBe(402)
    expect(await response.json()).toMatchObject({ code: 'SETTLEMENT_FAILED', reason: 'permit2_allowance_required' })
    expect(stub.settled).toHaveLength(0)
  })
})
