import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createX402Gate, x402GateFromConfig, x402OptionsFromConfig } from '../src/index.ts'
import { createEmbeddedState, parseConfig } from '@svc/core'
import { serveFixtures } from '@svc/core/testing'
import { signPayment } from './_evm.ts'
import { x402Hosts, decodeHeader, feePayer, payTo, rail, solPayTo, solRail, stubFacilitator, type StubFacilitator } from './_setup.ts'
import { asHeader } from './_official-402.ts'
import { decodePaymentRequiredHeader } from '@x402/core/http'
import { PaymentRequiredV2Schema } from '@x402/core/schemas'

const { h, appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

describe('the 402 answer', () => {
  it('offers Base Sepolia USDC with its EIP-712 domain, the same in the body and in PAYMENT-REQUIRED', async () => {
    const response = await appWith({ facilitatorUrl: facilitator.url }).request('/api/paid/thing?q=1')
    const body = await response.json()
    expect(response.status).toBe(402)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({
      x402Version: 2,
      resource: 'http://localhost/api/paid/thing?q=1',
      accepts: [{ scheme: 'exact', network: 'eip155:84532', amount: '10000', asset: rail.asset, payTo, maxTimeoutSeconds: 60, extra: { name: 'USDC', version: '2' } }],
    })
    expect(body.error).toMatch(/0\.010000 USDC for paid\.thing/)
    expect(decodeHeader(response.headers.get('payment-required'))).toEqual(asHeader(body))
  })

  it('carries the Bazaar discovery extension with the input schema to a bare probe (GET: queryParams), and not to a call about to be paid', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const body = await (await app.request('/api/paid/thing')).json()
    const { info, schema } = body.extensions.bazaar
    expect(info).toEqual({ input: { type: 'http', method: 'GET', queryParams: { q: 'x' } }, output: { type: 'json' } })
    expect(schema.properties.output.properties.example).toMatchObject({ required: ['data', 'meta'] })
    // A client echoes a 402's extensions in the payment it signs: the 402 of its own call carries no bazaar
    // declaration (the small payment-identifier one stays: the client answers it with its id).
    const call = await app.request('/api/paid/thing?q=1')
    expect(Object.keys((await call.json()).extensions)).toEqual(['payment-identifier'])
    expect(Object.keys(decodeHeader(call.headers.get('payment-required')).extensions)).toEqual(['payment-identifier'])
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(schema.properties.input.required).toEqual(['type', 'method'])
    expect(schema.properties.input.properties.queryParams).toMatchObject({ type: 'object', properties: { q: { type: 'string', default: 'x' } }, additionalProperties: false })
  })

  it('sends every kind of 402 in the PAYMENT-REQUIRED header the official @x402/core schemas read', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, payTo: { evm: payTo, solana: solPayTo } })
    const answers = [
      await app.request('/api/paid/thing?q=1'), // a call about to be paid
      await app.request('/api/paid/thing'), // a bare probe, with the bazaar declaration
      await app.request('/api/paid/echo', { json: { text: 'hi' } }), // a POST
      await app.request('/api/paid/thing?q=1', { headers: { 'payment-signature': 'not a payment' } }), // a refused payment
      await app.request('/api/batch/run', { json: { calls: [{ endpoint: 'paid.thing', params: { q: '1' } }] } }), // a batch
    ]
    for (const response of answers) {
      expect(response.status).toBe(402)
      const header = response.headers.get('payment-required')!
      // Read as the official client reads it: `resource` is a ResourceInfo, not the string of the body.
      const official = PaymentRequiredV2Schema.parse(decodePaymentRequiredHeader(header))
      const body = await response.json()
      expect(official.resource).toEqual({ url: body.resource, description: expect.any(String), mimeType: 'application/json' })
      expect(typeof body.resource).toBe('string')
    }
    expect(decodeHeader(answers[3]!.headers.get('payment-required'))).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_payload' })
  })

  it('describes a POST operation by its JSON body schema', async () => {
    const response = await appWith({ facilitatorUrl: facilitator.url }).request('/api/paid/echo', { method: 'POST' })
    const body = await response.json()
    expect(body.accepts[0].amount).toBe('2000')
    expect(body.extensions.bazaar.info.input).toEqual({ type: 'http', method: 'POST', bodyType: 'json', body: {} })
    expect(body.extensions.bazaar.schema.properties.input.properties.body.properties.text).toMatchObject({ type: 'string', maxLength: 100 })
  })

  it('offers Solana with the fee payer from /supported, asked once and cached', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, payTo: { evm: payTo, solana: solPayTo } })
    for (let i = 0; i < 3; i++) {
      const body = await (await app.request('/api/paid/thing')).json()
      expect(body.accepts.map((entry: any) => entry.network)).toEqual([rail.network, solRail.network])
      expect(body.accepts[1]).toEqual({ scheme: 'exact', network: solRail.network, amount: '10000', asset: solRail.asset, payTo: solPayTo, maxTimeoutSeconds: 60, extra: { feePayer } })
    }
    expect(facilitator.requests.filter((request) => request.path === '/supported')).toHaveLength(1)
  })

  it('leaves Solana out while /supported fails, and says nothing wrong about EVM', async () => {
    facilitator.supportedUp = false
    const body = await (await appWith({ facilitatorUrl: facilitator.url, payTo: { evm: payTo, solana: solPayTo } }).request('/api/paid/thing')).json()
    expect(body.accepts.map((entry: any) => entry.network)).toEqual([rail.network])
  })

  it('answers with empty accepts and the reason when no pay-to or no facilitator is configured', async () => {
    const cases = [
      { app: appWith({ facilitatorUrl: facilitator.url, payTo: {} }), why: /no pay-to address is configured/ },
      { app: appWith({ payTo: { evm: payTo } }), why: /no facilitator is configured/ },
    ]
    for (const { app, why } of cases) {
      const response = await app.request('/api/paid/thing')
      const body = await response.json()
      expect(response.status).toBe(402)
      expect(body.accepts).toEqual([])
      expect(body.error).toMatch(why)
      // x402's PaymentRequired type asks for at least one entry: no header, the body says why.
      expect(response.headers.get('payment-required')).toBeNull()
      expect((await app.request('/api/paid/thing?trial=1')).status).toBe(200)
    }
  })

  it('offers Base mainnet USDC ("USD Coin" version 2) and Solana mainnet USDC when the network is mainnet', async () => {
    const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const mainnetFacilitator = await serveFixtures({ 'GET /supported': { body: { kinds: [{ x402Version: 2, scheme: 'exact', network: solanaMainnet, extra: { feePayer } }], extensions: [], signers: {} } } })
    try {
      const config = { settings: { x402: { network: 'mainnet', payTo: { evm: payTo, solana: solPayTo }, facilitatorUrl: mainnetFacilitator.url } } }
      const body = await (await h.open({ config, gate: x402GateFromConfig }).app.request('/api/paid/thing')).json()
      expect(body.accepts).toEqual([
        { scheme: 'exact', network: 'eip155:8453', amount: '10000', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payTo, maxTimeoutSeconds: 60, extra: { name: 'USD Coin', version: '2' } },
        { scheme: 'exact', network: solanaMainnet, amount: '10000', asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', payTo: solPayTo, maxTimeoutSeconds: 60, extra: { feePayer } },
      ])
    } finally {
      await mainnetFacilitator.close()
    }
  })

  it('rejects a payment with no_rail when nothing is configured, still as a 402', async () => {
    const { header } = await signPayment()
    const response = await appWith({ payTo: {} }).request('/api/paid/thing', { headers: { 'payment-signature': header } })
    expect(response.status).toBe(402)
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'no_rail', accepts: [] })
  })
})

describe('configuration', () => {
  it('builds the gate from config and says at start-up which rails it serves', () => {
    const config = parseConfig({ settings: { x402: { network: 'mainnet', payTo: { evm: payTo }, facilitatorUrl: 'https://facilitator.example/x402/' } } })
    const options = x402OptionsFromConfig(config)
    expect(options.network).toBe('mainnet')
    expect(options.facilitator?.url).toBe('https://facilitator.example/x402')
    const gate = x402GateFromConfig({ state: createEmbeddedState(), config, log: () => {} })
    expect(gate.describe?.()).toBe('payments: x402 v2 via https://facilitator.example/x402 on EVM eip155:8453 (exact, USDC; upto on EVM for up-to billed calls when the facilitator settles it; funds checked with the facilitator\'s /verify)')
  })

  it('settles from the host itself when localFacilitator is configured, and refuses both kinds at once', () => {
    const privateKey = `0x${'11'.repeat(32)}`
    const x402 = { network: 'testnet', payTo: { evm: payTo }, localFacilitator: { rpcUrl: 'http://127.0.0.1:8545', privateKey } }
    const config = parseConfig({ settings: { x402 } })
    const gate = x402GateFromConfig({ state: createEmbeddedState(), config, log: () => {} })
    expect(gate.describe?.()).toBe('payments: x402 v2 via local facilitator (http://127.0.0.1:8545) on EVM eip155:84532 (exact, USDC; upto on EVM for up-to billed calls when the facilitator settles it; funds read from the chain (cached))')
    expect(() => x402OptionsFromConfig(parseConfig({ settings: { x402: { ...x402, facilitatorUrl: 'https://f.example' } } }))).toThrow(/either settings.x402.facilitatorUrl .* or settings.x402.localFacilitator/)
    expect(() => x402OptionsFromConfig(parseConfig({ settings: { x402: { localFacilitator: { rpcUrl: 'http://x', privateKey: '0x12' } } } }), { env: {} })).toThrow(/"settings.x402.localFacilitator.privateKey" must be a 0x private key/)
  })

  it('owns its section, settings.x402, and reads the same env variables over it', () => {
    const fromFile = parseConfig({ settings: { x402: { network: 'mainnet', payTo: { solana: solPayTo } } } })
    const options = x402OptionsFromConfig(fromFile, { env: { SVC_NETWORK: 'testnet', SVC_PAY_TO_EVM: payTo, SVC_FACILITATOR_URL: 'https://f.example' } })
    expect(options).toMatchObject({ network: 'testnet', payTo: { evm: payTo, solana: solPayTo } })
    expect(options.facilitator?.url).toBe('https://f.example')
    const local = x402OptionsFromConfig(parseConfig({}), { env: { SVC_LOCAL_FACILITATOR_RPC_URL: 'http://127.0.0.1:8545', SVC_LOCAL_FACILITATOR_PRIVATE_KEY: `0x${'11'.repeat(32)}` } })
    expect(local.facilitator?.url).toBe('local facilitator (http://127.0.0.1:8545)')
    expect(() => x402OptionsFromConfig(parseConfig({}), { env: { SVC_NETWORK: 'moon' } })).toThrow(/"settings.x402.network"/)
    expect(() => x402OptionsFromConfig(parseConfig({ settings: { x402: { colour: 'red' } } }), { env: {} })).toThrow(/unknown key "settings.x402.colour"/)
  })

  it('says so at start-up when a pay-to or the facilitator is missing', () => {
    const state = createEmbeddedState()
    expect(createX402Gate({ state, network: 'testnet', payTo: {} }).describe?.()).toMatch(/no pay-to address is configured \(SVC_PAY_TO_EVM, SVC_PAY_TO_SOLANA\)/)
    expect(createX402Gate({ state, network: 'testnet', payTo: { solana: solPayTo } }).describe?.()).toMatch(/no facilitator is configured \(SVC_FACILITATOR_URL, or SVC_LOCAL_FACILITATOR/)
  })
})
