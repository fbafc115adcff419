import { createEmbeddedState, parseConfig } from '@svc/core'
import { ServiceInfo, validate } from 'mppx/discovery'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mppRailFromConfig } from '../src/index.ts'
import { mppHosts, mppxPayer, officialFacilitator, type OfficialFacilitator, payTo } from './_setup.ts'

const { hostWith } = mppHosts()

let facilitator: OfficialFacilitator
beforeAll(async () => {
  facilitator = await officialFacilitator()
})
afterAll(() => facilitator.close())

describe('the MPP rail from the operator\'s settings', () => {
  const x402 = { network: 'testnet', payTo: { evm: payTo }, facilitatorUrl: 'http://127.0.0.1:9/' }
  const railOf = (settings: Record<string, unknown>, env: Record<string, string> = {}) => mppRailFromConfig({ state: createEmbeddedState(), config: parseConfig({ settings }) }, env)

  it('is on wherever the x402 EVM rail is configured, with the same wallet, chain and facilitator', () => {
    const rail = railOf({ x402 })
    expect(rail?.id).toBe('mpp')
    expect(rail?.discovery?.paymentInfo?.({ price: { mode: 'fixed', micros: 10000 } } as never)).toMatchObject({ offers: [{ amount: '10000', intent: 'charge', method: 'evm', chainId: 84532, recipient: payTo }] })
  })

  it('is off without an EVM pay-to address or a facilitator, with settings.mpp.enabled false, or SVC_MPP=off', () => {
    expect(railOf({})).toBeUndefined()
    expect(railOf({ x402: { ...x402, facilitatorUrl: undefined } })).toBeUndefined()
    expect(railOf({ x402, mpp: { enabled: false } })).toBeUndefined()
    expect(railOf({ x402 }, { SVC_MPP: 'off' })).toBeUndefined()
  })

  it('names the settings key it refuses', () => {
    expect(() => railOf({ x402, mpp: { secretKey: 'short' } })).toThrow(/settings\.mpp\.secretKey/)
    expect(() => railOf({ x402, mpp: { colour: 'blue' } })).toThrow(/unknown key "settings\.mpp\.colour"/)
  })
})

describe('refusals and discovery on a host with x402 and MPP', () => {
  it('answers an unreadable credential with 402, fresh challenges of both rails and RFC 9457 problem details; nothing settles', async () => {
    const app = hostWith({ facilitatorUrl: facilitator.url })
    const response = await app.request('/api/paid/thing?q=1', { headers: { authorization: 'Payment not-base64-json' } })
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'malformed_credential', type: 'https://paymentauth.org/problems/malformed-credential', status: 402 })
    expect(body.detail).toBe(body.error)
    expect(response.headers.get('www-authenticate')).toMatch(/^Payment /)
    expect(response.headers.get('payment-required')).toBeTruthy()
    expect(body.accepts[0]).toMatchObject({ scheme: 'exact' })
    expect(facilitator.exactSettled).toHaveLength(0)
  })

  it('refuses a credential made for another operation of the same price (its challenge is bound to its resource)', async () => {
    const app = hostWith({ facilitatorUrl: facilitator.url })
    // The official client pays /broken, which fails (nothing charged); its credential is then tried on /thing.
    const { fetch, sent } = mppxPayer(app)
    expect((await fetch('http://localhost/api/paid/broken')).status).toBe(502)
    const authorization = sent[1]!.headers.get('authorization')!
    const response = await app.request('/api/paid/thing', { headers: { authorization } })
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(body).toMatchObject({ reason: 'invalid_challenge', type: 'https://paymentauth.org/problems/invalid-challenge' })
    expect(body.detail).toMatch(/scope/)
    expect(facilitator.exactSettled).toHaveLength(0)
  })

  it('lists MPP\'s offers[] beside x402\'s price and protocols in OpenAPI x-payment-info, and mpp among the directory\'s accepts', async () => {
    const app = hostWith({ facilitatorUrl: facilitator.url })
    const openapi = await (await app.request('/openapi.json')).json()
    const info = openapi.paths['/api/paid/thing'].get['x-payment-info']
    expect(info.price).toMatchObject({ mode: 'fixed', amount: '0.010000' })
    expect(info.protocols).toEqual([{ x402: {} }, { mpp: {} }])
    expect(info.offers).toEqual([expect.objectContaining({ amount: '10000', intent: 'charge', method: 'evm', currency: expect.stringMatching(/^0x/) })])
    const directory = await (await app.request('/api/directory')).json()
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'paid.thing').versions[0].accepts).toEqual(['x402', 'mpp'])

    // The whole document as MPP's discovery (mppx's own validator of the draft) reads it: no error, no warning.
    expect(validate(openapi)).toEqual([])
    expect(ServiceInfo.safeParse(openapi['x-service-info']).success).toBe(true)
    expect(openapi['x-service-info']).toMatchObject({ categories: expect.arrayContaining(['paid']), docs: { llms: expect.stringMatching(/\/llms\.txt$/) } })
  })
})
