import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signPayment } from './_evm.ts'
import { meteredHosts } from './_metered.ts'
import { officialFacilitator, type OfficialFacilitator } from './_official-facilitator.ts'
import { decodeHeader, encodeJson, payTo } from './_setup.ts'
import { signUpto, type UptoSignOptions } from './_upto.ts'
import { asHeader } from './_official-402.ts'

const { meteredApp } = meteredHosts()

let facilitator: OfficialFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

const now = Math.floor(Date.now() / 1000)
const stranger = () => privateKeyToAccount(generatePrivateKey()).address
const upto = async (options: Omit<UptoSignOptions, 'facilitator'> = {}) => (await signUpto({ facilitator: facilitator.address, ...options })).header
const mutate = async (change: (payload: any) => void) => {
  const { payload } = await signUpto({ facilitator: facilitator.address })
  change(payload)
  return encodeJson(payload)
}

type Case = [label: string, make: () => Promise<string>, reason: string, path?: string, headerName?: string]

// metered.chat with max_tokens 1000 authorizes at most 10000 atomic units.
const cases: Case[] = [
  ['signed by another key', () => upto({ signer: privateKeyToAccount(generatePrivateKey()) }), 'invalid_signature'],
  ['signed for another chain id', () => upto({ chainId: 8453 }), 'invalid_signature'],
  ['tampered deadline after signing', () => mutate((p) => { p.payload.permit2Authorization.deadline = String(now + 30) }), 'invalid_signature'],
  ['garbage signature bytes', () => mutate((p) => { p.payload.signature = '0x1234' }), 'invalid_signature'],
  ['maximum under the quote', () => upto({ amount: '9999' }), 'wrong_amount'],
  ['maximum over the quote', () => upto({ amount: '10001' }), 'wrong_amount'],
  ['accepted amount of another quote', () => upto({ amount: '5000', acceptedAmount: '5000' }), 'wrong_amount'],
  ['permit differs from accepted amount', () => upto({ amount: '20000', acceptedAmount: '10000' }), 'wrong_amount'],
  ['pays someone else (witness)', () => upto({ to: stranger(), acceptedPayTo: payTo }), 'wrong_pay_to'],
  ['pays someone else (accepted only)', () => mutate((p) => { p.accepted.payTo = stranger() }), 'wrong_pay_to'],
  ['spender is not the upto proxy', () => upto({ spender: stranger() }), 'wrong_spender'],
  ['facilitator that does not settle for this host', () => signUpto({ facilitator: stranger() }).then((signed) => signed.header), 'wrong_facilitator'],
  ['deadline passed', () => upto({ deadline: now - 10 }), 'expired'],
  ['deadline too close to settle', () => upto({ deadline: now + 2 }), 'expired'],
  ['not yet valid', () => upto({ validAfter: now + 3600, deadline: now + 7200 }), 'not_yet_valid'],
  ['deadline far beyond the offer\'s 60 s', () => upto({ deadline: now + 10 * 365 * 86_400 }), 'valid_too_long'],
  ['signed for another operation', () => upto({ resource: 'http://localhost/api/metered/fanout' }), 'wrong_resource'],
  ['another token', () => upto({ token: '0x0000000000000000000000000000000000000bad' }), 'wrong_asset'],
  ['another token in the permit only', () => mutate((p) => { p.payload.permit2Authorization.permitted.token = '0x0000000000000000000000000000000000000bad' }), 'wrong_asset'],
  ['another network', () => upto({ network: 'eip155:8453' }), 'wrong_network'],
  ['permit without witness', () => mutate((p) => { delete p.payload.permit2Authorization.witness }), 'invalid_payload'],
  ['nonce that is not a uint256', () => mutate((p) => { p.payload.permit2Authorization.nonce = '0x12' }), 'invalid_payload'],
  ['an EIP-3009 payload under the upto scheme', async () => {
    const { payload } = await signPayment({ resource: 'http://localhost/api/metered/chat' })
    return encodeJson({ ...payload, accepted: { ...payload.accepted, scheme: 'upto' } })
  }, 'invalid_payload'],
  ['a Permit2 payload under the exact scheme', () => mutate((p) => { p.accepted.scheme = 'exact' }), 'invalid_payload'],
  ['upto in X-PAYMENT (x402 version 1 has no upto)', async () => {
    const { payload } = await signUpto({ facilitator: facilitator.address })
    return encodeJson({ x402Version: 1, scheme: 'upto', network: 'base-sepolia', payload: payload.payload })
  }, 'unsupported_scheme', '/api/metered/chat', 'x-payment'],
  ['upto for a call priced exactly', () => upto({ amount: '1000' }), 'unsupported_scheme', '/api/metered/fanout'],
]

const bodies: Record<string, unknown> = { '/api/metered/chat': { max_tokens: 1000 }, '/api/metered/fanout': { recipients: ['a', 'b'] } }

describe('an upto permit whose signature does not recover is refused without delegation too', () => {
  it('delegateVerification false -> 402 invalid_signature, the facilitator never asked', async () => {
    const app = meteredApp(facilitator.url, { delegateVerification: false })
    const response = await app.request('/api/metered/chat', { json: bodies['/api/metered/chat'], headers: { 'payment-signature': await upto({ signer: privateKeyToAccount(generatePrivateKey()) }) } })
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_signature' })
    expect(facilitator.requests.some((request) => request.path === '/verify' || request.path === '/settle')).toBe(false)
  })
})

describe('every refused upto payment answers 402 with a machine-readable reason, never a 5xx', () => {
  it.each(cases)('%s -> %s', async (_label, make, reason, path = '/api/metered/chat', headerName = 'payment-signature') => {
    const response = await meteredApp(facilitator.url).request(path, { json: bodies[path], headers: { [headerName]: await make() } })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(402)
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason, x402Version: 2 })
    expect(body.error.length).toBeGreaterThan(10)
    expect(decodeHeader(response.headers.get('payment-required'))).toEqual(asHeader(body))
    expect(facilitator.requests.some((request) => request.path === '/settle')).toBe(false)
  })

  it('refuses a permit used before with nonce_used, and the chain stub saw one settlement', async () => {
    const app = meteredApp(facilitator.url)
    const header = await upto()
    expect((await app.request('/api/metered/chat', { json: { max_tokens: 1000, use: 5 }, headers: { 'payment-signature': header } })).status).toBe(200)
    const replay = await app.request('/api/metered/chat', { json: { max_tokens: 1000, use: 5 }, headers: { 'payment-signature': header } })
    expect(await replay.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'nonce_used' })
    expect(facilitator.sent).toHaveLength(1)
  })

  it('asks the official facilitator about a signature it cannot recover, which refuses it', async () => {
    await meteredApp(facilitator.url).request('/api/metered/chat', { json: { max_tokens: 1000 }, headers: { 'payment-signature': await upto({ signer: privateKeyToAccount(generatePrivateKey()) }) } })
    const verify = facilitator.requests.find((request) => request.path === '/verify')
    expect(JSON.parse(verify!.body)).toMatchObject({ paymentRequirements: { scheme: 'upto', amount: '10000' }, paymentPayload: { accepted: { scheme: 'upto' } } })
  })
})
