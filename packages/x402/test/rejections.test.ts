import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { asV1, signPayment } from './_evm.ts'
import { x402Hosts, decodeHeader, encodeJson, pay, payTo, rail, stubFacilitator, type StubFacilitator } from './_setup.ts'
import { asHeader } from './_official-402.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => {
  facilitator.reset()
  // The facilitator does not vouch for anything: a signature that does not recover stays refused.
  facilitator.verifyValid = false
})

const now = Math.floor(Date.now() / 1000)
const stranger = () => privateKeyToAccount(generatePrivateKey())
const header = async (options: Parameters<typeof signPayment>[0]) => (await signPayment(options)).header
const mutate = async (change: (payload: any) => void) => {
  const { payload } = await signPayment()
  change(payload)
  return encodeJson(payload)
}

/**
 * The payment's header with one space in the middle, its base64 without padding and a whole number of 4-letter groups long
 * (`atob` skips white space: one space more is the only length it cannot tell from a header without).
 */
function withSpaceInside({ payload }: Awaited<ReturnType<typeof signPayment>>): string {
  for (let filler = 0; ; filler++) {
    const text = encodeJson({ ...payload, extensions: { filler: 'x'.repeat(filler) } })
    if (text.endsWith('=') || text.length % 4 !== 0) continue
    return `${text.slice(0, 40)} ${text.slice(40)}`
  }
}

type Case = [label: string, make: () => Promise<string>, reason: string, headerName?: string]

const cases: Case[] = [
  ['bad signature (another key)', () => header({ signer: stranger() }), 'invalid_signature'],
  ['signed for another chain id', () => header({ chainId: 8453 }), 'invalid_signature'],
  ['garbage signature bytes', () => mutate((p) => { p.payload.signature = '0x1234' }), 'invalid_signature'],
  ['tampered value after signing', () => mutate((p) => { p.payload.authorization.validBefore = String(now + 30) }), 'invalid_signature'],
  ['wrong pay-to (signed)', () => header({ to: stranger().address }), 'wrong_pay_to'],
  ['wrong pay-to (accepted only)', () => mutate((p) => { p.accepted.payTo = stranger().address }), 'wrong_pay_to'],
  ['amount under the price', () => header({ value: '9999' }), 'wrong_amount'],
  ['amount over the price', () => header({ value: '10001' }), 'wrong_amount'],
  ['signed value differs from accepted amount', () => header({ value: '20000', acceptedAmount: '10000' }), 'wrong_amount'],
  ['expired', () => header({ validBefore: now - 10 }), 'expired'],
  ['expires too soon to settle', () => header({ validBefore: now + 2 }), 'expired'],
  ['not yet valid', () => header({ validAfter: now + 3600, validBefore: now + 7200 }), 'not_yet_valid'],
  ['valid far longer than the offer\'s 60 s', () => header({ validBefore: now + 10 * 365 * 86_400 }), 'valid_too_long'],
  ['valid 2 minutes longer than the offer', () => header({ validBefore: now + 180 }), 'valid_too_long'],
  ['signed for another operation of the same price', () => header({ resource: 'http://localhost/api/paid/broken' }), 'wrong_resource'],
  ['a resource that is not a URL', () => mutate((p) => { p.resource = { url: 'not a url' } }), 'invalid_payload'],
  ['wrong network', () => header({ network: 'eip155:1' }), 'wrong_network'],
  ['mainnet payment on a testnet host', () => header({ network: 'eip155:8453' }), 'wrong_network'],
  ['wrong asset', () => header({ asset: '0x0000000000000000000000000000000000000bad' }), 'wrong_asset'],
  ['unsupported scheme', () => mutate((p) => { p.accepted.scheme = 'upto' }), 'unsupported_scheme'],
  ['malformed base64', async () => '%%%not-base64%%%', 'invalid_payload'],
  ['base64 of malformed JSON', async () => encodeJson('{"x402Version": 2,'), 'invalid_payload'],
  ['JSON that is not an object', async () => encodeJson('[2]'), 'invalid_payload'],
  ['no x402Version', () => mutate((p) => { delete p.x402Version }), 'invalid_payload'],
  ['missing authorization', () => mutate((p) => { delete p.payload.authorization }), 'invalid_payload'],
  ['missing accepted', () => mutate((p) => { delete p.accepted }), 'invalid_payload'],
  ['nonce of the wrong length', () => mutate((p) => { p.payload.authorization.nonce = '0x1234' }), 'invalid_payload'],
  ['value beyond uint256', () => mutate((p) => { p.payload.authorization.value = '9'.repeat(78) }), 'invalid_payload'],
  ['a header far too long', async () => 'A'.repeat(20_000), 'invalid_payload'],
  ['a signed payment with a space inside its base64', async () => withSpaceInside(await signPayment()), 'invalid_payload'],
  ['a signed payment behind a non-ASCII letter', async () => `\u00e9${(await signPayment()).header}`, 'invalid_payload'],
  ['v1 payload in PAYMENT-SIGNATURE', async () => asV1((await signPayment()).payload), 'version_mismatch'],
  ['v2 payload in X-PAYMENT', () => header({}), 'version_mismatch', 'x-payment'],
  ['v1 payload naming a v2 network', async () => asV1((await signPayment()).payload, 'eip155:84532'), 'wrong_network', 'x-payment'],
  ['v1 payload for mainnet base', async () => asV1((await signPayment()).payload, 'base'), 'wrong_network', 'x-payment'],
  ['v1 payload with no scheme', async () => encodeJson({ x402Version: 1, network: 'base-sepolia', payload: {} }), 'invalid_payload', 'x-payment'],
  ['v2 payload naming a v1 network', () => header({ network: 'base-sepolia' }), 'wrong_network'],
  ['v2 shape (accepted) labelled version 1 in X-PAYMENT', () => mutate((p) => { p.x402Version = 1 }), 'invalid_payload', 'x-payment'],
  ['x402Version as a string', () => mutate((p) => { p.x402Version = '2' }), 'invalid_payload'],
  ['x402Version 3', () => mutate((p) => { p.x402Version = 3 }), 'invalid_payload'],
  ['x402Version 3 in X-PAYMENT', () => mutate((p) => { p.x402Version = 3 }), 'invalid_payload', 'x-payment'],
]

describe('every refused payment answers 402 with a machine-readable reason, never a 5xx', () => {
  it.each(cases)('%s -> %s', async (_label, make, reason, headerName = 'payment-signature') => {
    const response = await pay(appWith({ facilitatorUrl: facilitator.url }), await make(), '/api/paid/thing', headerName)
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason, x402Version: 2, accepts: [{ network: rail.network, payTo }] })
    expect(body.error.length).toBeGreaterThan(10)
    expect(decodeHeader(response.headers.get('payment-required'))).toEqual(asHeader(body))
    expect(facilitator.requests.some((request) => request.path === '/settle')).toBe(false)
  })

  it('never lets a mixed-case address with a bad checksum through as a 500', async () => {
    const mixed = payTo.slice(0, 2) + [...payTo.slice(2)].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('')
    const response = await pay(appWith({ facilitatorUrl: facilitator.url }), await mutate((p) => { p.payload.authorization.from = mixed }))
    expect(response.status).toBe(402)
  })
})

describe('what local checks cannot judge goes to the facilitator', () => {
  it('accepts a smart-wallet (EIP-1271) signature the facilitator vouches for', async () => {
    facilitator.verifyValid = true
    const response = await pay(appWith({ facilitatorUrl: facilitator.url }), await header({ signer: stranger() }))
    expect(response.status).toBe(200)
    const verify = facilitator.requests.find((request) => request.path === '/verify')
    expect(JSON.parse(verify!.body)).toMatchObject({ x402Version: 2, paymentRequirements: { amount: '10000', payTo }, paymentPayload: { x402Version: 2, accepted: { amount: '10000' } } })
  })

  it('does not ask the facilitator about payments that fail a local check', async () => {
    await pay(appWith({ facilitatorUrl: facilitator.url }), await header({ value: '1' }))
    await pay(appWith({ facilitatorUrl: facilitator.url }), await header({ validBefore: now - 100, signer: stranger() }))
    expect(facilitator.requests.some((request) => request.path === '/verify')).toBe(false)
  })
})

describe('a signature that does not recover is refused in every gate configuration', () => {
  const configurations: [label: string, options: { delegateVerification?: boolean }, vouches: boolean][] = [
    ['delegating, the facilitator refuses', {}, false],
    ['not delegating, the facilitator would vouch', { delegateVerification: false }, true],
    ['not delegating, the facilitator would refuse', { delegateVerification: false }, false],
  ]
  it.each(configurations)('%s -> 402 invalid_signature, nothing settled', async (_label, options, vouches) => {
    facilitator.verifyValid = vouches
    const response = await pay(appWith({ facilitatorUrl: facilitator.url, ...options }), await header({ signer: stranger() }))
    expect(response.status).toBe(402)
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_signature' })
    expect(facilitator.requests.some((request) => request.path === '/settle')).toBe(false)
    if (options.delegateVerification === false) expect(facilitator.requests.some((request) => request.path === '/verify')).toBe(false)
  })

  it('refuses it when the facilitator cannot be asked', async () => {
    const response = await pay(appWith({ facilitatorUrl: 'http://127.0.0.1:9', timeoutMs: 500 }), await header({ signer: stranger() }))
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_signature' })
  })
})
