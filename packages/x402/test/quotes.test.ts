import { x402Client } from '@x402/core/client'
import { registerExactEvmScheme } from '@x402/evm/exact/client'
import { wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signPayment } from './_evm.ts'
import { meteredHosts } from './_metered.ts'
import { officialFacilitator, type OfficialFacilitator } from './_official-facilitator.ts'
import { decodeHeader, rail } from './_setup.ts'
import { signUpto } from './_upto.ts'
import { asHeader } from './_official-402.ts'

const { meteredApp } = meteredHosts()

let facilitator: OfficialFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

const post = (path: string, json: unknown, header?: string) => meteredApp(facilitator.url).request(path, { json, ...(header ? { headers: { 'payment-signature': header } } : {}) })
const quoted = async (path: string, json: unknown) => {
  const response = await post(path, json)
  const body = await response.json()
  expect(response.status).toBe(402)
  expect(decodeHeader(response.headers.get('payment-required'))).toEqual(asHeader(body))
  return body.accepts.map((entry: any) => `${entry.scheme} ${entry.amount}`)
}

describe('per-request quotes in the 402', () => {
  it.each([
    [100, '1000'], // 0.001 quoted, the 'from' floor
    [250, '2500'],
    [4000, '40000'],
  ])('quotes a chat with max_tokens %i at %s, as the upto maximum and the exact amount', async (maxTokens, amount) => {
    expect(await quoted('/api/metered/chat', { max_tokens: maxTokens })).toEqual([`upto ${amount}`, `exact ${amount}`])
  })

  it.each([
    [1, '1000'], // 0.0005 quoted, raised to the 0.001 floor
    [10, '5000'],
    [50, '25000'],
  ])('quotes a publish to %i recipients at %s', async (count, amount) => {
    expect(await quoted('/api/metered/fanout', { recipients: Array.from({ length: count }, (_, i) => `r${i}`) })).toEqual([`exact ${amount}`])
  })

  it('validates the input before quoting: an out-of-bounds request is a 400, not a 402', async () => {
    const response = await post('/api/metered/chat', { max_tokens: 4001 })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT' })
  })
})

describe('a payment must match the quote of its own request', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `r${i}`)

  it('takes exactly the quote, and settles it', async () => {
    const response = await post('/api/metered/fanout', { recipients: ten }, (await signPayment({ value: '5000', resource: 'http://localhost/api/metered/fanout' })).header)
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.meta).toMatchObject({ cost: { amount: '5000' }, settlement: { amount: '5000' } })
    expect(facilitator.exactSettled[0].paymentRequirements.amount).toBe('5000')
  })

  it.each([
    ['the quote of fewer recipients', '5000', 12],
    ['the quote of more recipients', '5000', 8],
    ['the floor instead of the quote', '1000', 10],
  ])('refuses %s with wrong_amount', async (_label, value, count) => {
    const response = await post('/api/metered/fanout', { recipients: ten.concat(ten).slice(0, count) }, (await signPayment({ value, resource: 'http://localhost/api/metered/fanout' })).header)
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'wrong_amount' })
    expect(facilitator.requests.some((request) => request.path === '/settle')).toBe(false)
  })

  it('refuses an upto permit for the maximum of another max_tokens', async () => {
    const { header } = await signUpto({ facilitator: facilitator.address, amount: '5000' })
    expect(await (await post('/api/metered/chat', { max_tokens: 1000 }, header)).json()).toMatchObject({ reason: 'wrong_amount' })
    const { header: right } = await signUpto({ facilitator: facilitator.address, amount: '5000' })
    expect((await post('/api/metered/chat', { max_tokens: 500, use: 10 }, right)).status).toBe(200)
  })

  it('the official client pays the quote it was shown', async () => {
    const app = meteredApp(facilitator.url)
    const client = new x402Client()
    registerExactEvmScheme(client, { signer: privateKeyToAccount(generatePrivateKey()), networks: [rail.network] })
    const fetch = wrapFetchWithPayment(async (input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init)), client)
    const response = await fetch('http://localhost/api/metered/fanout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ recipients: ten.slice(0, 7) }) })
    expect(response.status).toBe(200)
    expect((await response.json()).meta.settlement.amount).toBe('3500')
  })
})
