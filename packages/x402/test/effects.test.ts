import * as v from 'valibot'
import { createEmbeddedState, defineOperation, definePlugin, type StateStore } from '@svc/core'
import { describeWith, testHost, serveFixtures, type FixtureServer } from '@svc/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFacilitator, createX402Gate } from '../src/index.ts'
import { STUB_FACILITATOR_ADDRESS } from '../src/testing/index.ts'
import { signPayment } from './_evm.ts'
import { encodeJson, payTo, solPayTo, stubFacilitator, type StubFacilitator } from './_setup.ts'
import { solanaPayment } from './_solana.ts'
import { signUpto } from './_upto.ts'
import { officiallyChecked } from './_official-402.ts'
import { redisRun } from './_redis-run.ts'

/*
 * The property: no effect without a payer who can pay. A payer the facilitator says cannot pay
 * (no funds, no Permit2 allowance, an expired Solana blockhash) gets no write, no fetch of the URL
 * it gave and no provider call; a payer who can pay gets the same call, settled once. And a
 * settlement the facilitator refuses after all leaves none of the call's writes behind.
 */

let facilitator: StubFacilitator
let target: FixtureServer
let provider: FixtureServer
beforeAll(async () => {
  facilitator = await stubFacilitator({ upto: true })
  target = await serveFixtures({ 'GET /page': { body: { title: 'a page' } } })
  provider = await serveFixtures({ 'POST /v1/chat': { body: { tokens: 40 } } })
})
afterAll(() => Promise.all([facilitator.close(), target.close(), provider.close()]))
beforeEach(() => {
  facilitator.reset()
  target.requests.length = 0
  provider.requests.length = 0
})

const source = { provider: 'test', url: 'https://example.org', license: 'MIT' }

/** The first two calls of fx.count wait for each other, so both read the counter before either writes. */
let arrived = 0
let release: () => void = () => {}
const bothThere = new Promise<void>((resolve) => {
  release = resolve
})
async function together(): Promise<void> {
  if (++arrived === 2) release()
  if (arrived <= 2) await bothThere
}
const effectsPlugin = definePlugin({
  name: 'effects',
  version: '1.0.0',
  group: 'fx',
  operations: [
    defineOperation({
      name: 'put', method: 'POST', description: 'Stores a value, queues a message and schedules a webhook for it.',
      input: v.strictObject({ key: v.string(), value: v.string() }), price: { usd: 0.01 }, effects: ['state'],
      handler: async ({ input, state }) => {
        await state.set(`fx:kv:${input.key}`, input.value)
        await state.set(`fx:queue:${input.key}`, { message: input.value })
        await state.indexAdd('fx:due:webhooks', `fx:webhook:${input.key}`, Date.now())
        return { ok: true, items: [{ stored: input.key }], total: 1, source }
      },
    }),
    defineOperation({
      name: 'count', method: 'POST', description: 'Adds one to a counter with a compare-and-set; waits for a second call before writing.',
      input: v.strictObject({}), price: { usd: 0.01 }, effects: ['state'],
      handler: async ({ state }) => {
        const value = (await state.get<number>('fx:count')) ?? 0
        await together()
        if (!(await state.compareAndSet('fx:count', value, value + 1))) throw new Error('the counter moved')
        return { ok: true, items: [{ value: value + 1 }], total: 1, source }
      },
    }),
    defineOperation({
      name: 'unfurl', method: 'GET', description: 'Fetches a URL the caller gives.',
      input: v.object({ url: v.string() }), price: { usd: 0.01 }, effects: ['fetch'],
      handler: async ({ input }) => ({ ok: true, items: [await (await fetch(input.url)).json()], total: 1, source }),
    }),
    defineOperation({
      name: 'chat', method: 'POST', description: 'Calls an AI provider the operator pays; billed by use.',
      input: v.strictObject({ max_tokens: v.number() }), price: { from: 0.001, quote: (input) => input.max_tokens * 0.00001, upto: true },
      handler: async ({ reportUsage }) => {
        const { tokens } = (await (await fetch(`${provider.url}/v1/chat`, { method: 'POST' })).json()) as { tokens: number }
        reportUsage(tokens * 0.00001)
        return { ok: true, items: [{ tokens }], total: 1, source }
      },
    }),
  ],
})

const h = testHost({
  plugins: effectsPlugin,
  paid: true,
  gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo, solana: solPayTo }, facilitator: createFacilitator({ url: facilitator.url, timeoutMs: 2000 }) }),
})
const host = (state: StateStore) => officiallyChecked(h.open({ state }).app)

const put = (app: ReturnType<typeof host>, header: string, key: string) => app.request('/api/fx/put', { json: { key, value: 'v' }, headers: { 'payment-signature': header } })

const backends: Array<[string, () => StateStore]> = [['embedded', () => createEmbeddedState()]]
/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('x402-fx')
const describeWithRedis = await describeWith('redis')
const withRedis = describeWithRedis !== describe.skip

describe.each(withRedis ? [...backends, ['redis', () => run.state()] as [string, () => StateStore]] : backends)('on the %s state', (_name, makeState) => {
  let state: StateStore
  beforeEach(() => {
    state = makeState()
  })

  it('an unfunded payer gets 402 insufficient_funds and no write, message or schedule; a funded one gets them, settled once', async () => {
    const app = host(state)
    const poor = privateKeyToAccount(generatePrivateKey())
    facilitator.unfunded.add(poor.address)
    const refused = await put(app, (await signPayment({ account: poor, resource: 'http://localhost/api/fx/put' })).header, 'poor')
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'insufficient_funds' })
    expect(await state.get('fx:kv:poor')).toBeUndefined()
    expect(await state.get('fx:queue:poor')).toBeUndefined()
    expect(await state.indexRange('fx:due:webhooks', Number.MAX_SAFE_INTEGER)).toEqual([])
    const paid = await put(app, (await signPayment({ resource: 'http://localhost/api/fx/put' })).header, 'rich')
    expect(paid.status).toBe(200)
    expect(await state.get('fx:kv:rich')).toBe('v')
    expect(await state.get('fx:queue:rich')).toEqual({ message: 'v' })
    expect((await state.indexRange('fx:due:webhooks', Number.MAX_SAFE_INTEGER)).map((entry) => entry.member)).toEqual(['fx:webhook:rich'])
    expect(facilitator.settled).toHaveLength(1)
    await app.close()
  })

  it('runs a paid call again when its held writes meet a state another call changed: two concurrent increments count two', async () => {
    const app = host(state)
    await state.set('fx:count', 0)
    arrived = 0
    const call = async () => app.request('/api/fx/count', { json: {}, headers: { 'payment-signature': (await signPayment({ resource: 'http://localhost/api/fx/count' })).header } })
    const responses = await Promise.all([call(), call()])
    expect(responses.map((response) => response.status)).toEqual([200, 200])
    expect(await state.get('fx:count')).toBe(2)
    expect(facilitator.settled).toHaveLength(2)
    await app.close()
  })

  it('holds the writes until settlement: a settlement refused after the call ran leaves none of them', async () => {
    const app = host(state)
    facilitator.settleMode = 'refuse'
    const refused = await put(app, (await signPayment({ resource: 'http://localhost/api/fx/put' })).header, 'late')
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ code: 'SETTLEMENT_FAILED' })
    expect(await state.get('fx:kv:late')).toBeUndefined()
    expect(await state.get('fx:queue:late')).toBeUndefined()
    expect(await state.indexRange('fx:due:webhooks', Number.MAX_SAFE_INTEGER)).toEqual([])
    await app.close()
  })
})

const stateBackends: Array<[string, () => StateStore]> = withRedis ? [...backends, ['redis', () => run.state()]] : backends

describe.each(stateBackends)('no write, fetch or provider call for a payer who cannot pay (%s state)', (_name, makeState) => {
  let state: StateStore
  let app: ReturnType<typeof host>
  beforeEach(() => {
    state = makeState()
    app = host(state)
  })
  afterEach(() => app.close())

  const unfurlPath = () => `/api/fx/unfurl?url=${encodeURIComponent(`${target.url}/page`)}`
  const chat = (header: string) => app.request('/api/fx/chat', { json: { max_tokens: 1000 }, headers: { 'payment-signature': header } })
  /** Nothing of the refused payer's calls happened: no stored value, no message, no webhook, no fetch, no provider call. */
  async function nothingHappened(key: string) {
    expect(await state.get(`fx:kv:${key}`)).toBeUndefined()
    expect(await state.get(`fx:queue:${key}`)).toBeUndefined()
    expect(await state.indexRange('fx:due:webhooks', Number.MAX_SAFE_INTEGER)).toEqual([])
    expect(target.requests).toHaveLength(0)
    expect(provider.requests).toHaveLength(0)
    expect(facilitator.settled).toHaveLength(0)
  }

  it('exact on EVM: an unfunded payer stores nothing, fetches nothing, calls no provider; a funded payer\'s identical calls run and settle once each', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    facilitator.unfunded.add(poor.address)
    const sign = (resource: string, account?: typeof poor) => signPayment({ resource: `http://localhost${resource}`, ...(account ? { account } : {}) }).then((signed) => signed.header)
    const refused = [
      await put(app, await sign('/api/fx/put', poor), 'poor'),
      await app.request(unfurlPath(), { headers: { 'payment-signature': await sign(unfurlPath(), poor) } }),
      await chat(await sign('/api/fx/chat', poor)),
    ]
    for (const response of refused) expect(await response.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'insufficient_funds' })
    await nothingHappened('poor')
    const paid = [
      await put(app, await sign('/api/fx/put'), 'rich'),
      await app.request(unfurlPath(), { headers: { 'payment-signature': await sign(unfurlPath()) } }),
      await chat(await sign('/api/fx/chat')),
    ]
    expect(paid.map((response) => response.status)).toEqual([200, 200, 200])
    expect(await state.get('fx:kv:rich')).toBe('v')
    expect([target.requests.length, provider.requests.length, facilitator.settled.length]).toEqual([1, 1, 3])
  })

  it('up-to: the AI provider is not called for a payer without funds or Permit2 allowance; a funded permit runs and settles once, by use', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    facilitator.unfunded.add(poor.address)
    const signed = await signUpto({ account: poor, facilitator: STUB_FACILITATOR_ADDRESS, amount: '10000', resource: 'http://localhost/api/fx/chat' })
    expect(await (await chat(signed.header)).json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'insufficient_funds' })
    await nothingHappened('poor')
    const funded = await signUpto({ facilitator: STUB_FACILITATOR_ADDRESS, amount: '10000', resource: 'http://localhost/api/fx/chat' })
    expect((await chat(funded.header)).status).toBe(200)
    expect(provider.requests).toHaveLength(1)
    expect(facilitator.settled.map((settled) => settled.paymentRequirements.amount)).toEqual(['400'])
  })

  it('Solana: an expired blockhash or missing funds stores nothing, fetches nothing, calls no provider; a funded payer\'s identical calls run and settle once each', async () => {
    const solana = async (resource: string) => encodeJson({ ...(await solanaPayment({ amount: 10000n })).payload, resource: { url: `http://localhost${resource}` } })
    for (const reason of ['transaction_expired_blockhash', 'insufficient_funds']) {
      facilitator.solanaRefusal = reason
      const refused = [
        await put(app, await solana('/api/fx/put'), 'poor'),
        await app.request(unfurlPath(), { headers: { 'payment-signature': await solana(unfurlPath()) } }),
        await chat(await solana('/api/fx/chat')),
      ]
      for (const response of refused) {
        expect(response.status).toBe(402)
        expect((await response.json()).reason).toBe(reason === 'insufficient_funds' ? 'insufficient_funds' : 'expired')
      }
    }
    await nothingHappened('poor')
    facilitator.solanaRefusal = undefined
    const paid = [
      await put(app, await solana('/api/fx/put'), 'rich'),
      await app.request(unfurlPath(), { headers: { 'payment-signature': await solana(unfurlPath()) } }),
      await chat(await solana('/api/fx/chat')),
    ]
    expect(paid.map((response) => response.status)).toEqual([200, 200, 200])
    expect(await state.get('fx:kv:rich')).toBe('v')
    expect([target.requests.length, provider.requests.length, facilitator.settled.length]).toEqual([1, 1, 3])
  })
})
