import * as v from 'valibot'
import { createEmbeddedState, defineOperation, definePlugin, type StateStore } from '@svc/core'
import { describeWith, testHost, type TestApp } from '@svc/core/testing'
import { generateKeyPairSigner } from '@solana/kit'
import { createSIWxClientHook, createSIWxPayload, encodeSIWxHeader, type SIWxExtension } from '@x402/extensions/sign-in-with-x'
import { decodePaymentRequiredHeader } from '@x402/core/http'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFacilitator, createX402Gate } from '../src/index.ts'
import { paidPlugin, payTo, rail, solRail, stubFacilitator, type StubFacilitator } from './_setup.ts'
import { redisRun } from './_redis-run.ts'

const source = { provider: 'test', url: 'https://example.org', license: 'MIT' }
const BASE = 'https://api.example.com'

/** Identity-only reads: one priced (a proof or a payment), one free (a proof only). */
const minePlugin = definePlugin({
  name: 'mine', version: '1.0.0', group: 'mine',
  operations: [
    defineOperation({ name: 'notes', method: 'GET', description: 'The signed-in wallet\'s notes.', input: v.object({}), price: { usd: 0.005 }, access: 'identity', handler: ({ caller }) => ({ ok: true, items: [{ payer: caller.payer }], total: 1, source }) }),
    defineOperation({ name: 'whoami', method: 'GET', description: 'Who the signed-in wallet is.', input: v.object({}), price: { usd: 0 }, access: 'identity', handler: ({ caller }) => ({ ok: true, items: [{ payer: caller.payer }], total: 1, source }) }),
  ],
})

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('x402-siwx')
const describeWithRedis = await describeWith('redis')
const backends: Array<[string, () => StateStore, typeof describe | typeof describeWithRedis]> = [
  ['embedded', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'siwx-')) }), describe],
  ['redis', () => run.state(), describeWithRedis],
]

const evmWallet = privateKeyToAccount(generatePrivateKey())

/** The 402's challenge, read as the official client reads it (PAYMENT-REQUIRED, decoded by @x402/core). */
async function challengeOf(response: Response) {
  expect(response.status).toBe(402)
  return decodePaymentRequiredHeader(response.headers.get('payment-required')!)
}

/** A proof of the challenge, signed by the official client hook. */
async function signedBy(signer: Parameters<typeof createSIWxClientHook>[0], response: Response, path: string): Promise<string> {
  const paymentRequired = await challengeOf(response)
  const signed = await createSIWxClientHook(signer)({ paymentRequired, requestUrl: `${BASE}${path}` } as never)
  expect(signed).toBeDefined()
  return (signed as { headers: Record<string, string> }).headers['sign-in-with-x']!
}

for (const [backend, makeState, describeOn] of backends) {
  describeOn(`wallet sign-in (sign-in-with-x) on ${backend} state`, () => {
    const states: StateStore[] = []
    let facilitator: StubFacilitator
    beforeAll(async () => {
      facilitator = await stubFacilitator()
    })
    afterAll(async () => {
      facilitator.close()
      await Promise.all(states.map((state) => state.close()))
    })
    /** A host taking payments (a stand-in facilitator) and sign-in; its 402s are not read with the official schema, which wants an offer in every 402, while the extension's sign-in-only 402 has none. */
    const h = testHost({
      plugins: [paidPlugin, minePlugin], paid: true, config: { publicUrl: BASE },
      gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator: createFacilitator({ url: facilitator.url }) }),
    })
    const hostOn = (state: StateStore): TestApp => h.open({ state }).app
    const host = () => {
      const state = makeState()
      states.push(state)
      return hostOn(state)
    }

    it('puts the challenge in the 402 of an identity-only operation, beside the offers when it has a price', async () => {
      const app = host()
      const priced = await challengeOf(await app.request('/api/mine/notes'))
      expect(priced.accepts.length).toBeGreaterThan(0)
      const signIn = priced.extensions!['sign-in-with-x'] as SIWxExtension
      expect(signIn.info).toMatchObject({ domain: 'api.example.com', uri: `${BASE}/api/mine/notes`, version: '1' })
      expect(signIn.info.nonce).toMatch(/^[0-9a-f]{32}$/)
      expect(signIn.supportedChains).toEqual([{ chainId: rail.network, type: 'eip191' }, { chainId: solRail.network, type: 'ed25519' }])
      const free = await app.request('/api/mine/whoami')
      expect((await challengeOf(free)).accepts).toEqual([])
      expect((await free.json()).error).toMatch(/^Sign in required/)
      // A paid operation that is not identity-only carries no challenge.
      expect((await challengeOf(await app.request('/api/paid/thing'))).extensions?.['sign-in-with-x']).toBeUndefined()
    })

    it('answers the signed-in EVM wallet without a payment, once per proof', async () => {
      const app = host()
      const proof = await signedBy(evmWallet, await app.request('/api/mine/notes'), '/api/mine/notes')
      const answer = await app.request('/api/mine/notes', { headers: { 'sign-in-with-x': proof } })
      expect(answer.status).toBe(200)
      const body = await answer.json()
      expect(body.data.items[0].payer).toEqual({ address: evmWallet.address, network: rail.network })
      expect(body.meta).toMatchObject({ caller: 'free', cost: { amount: '0' } })
      expect(facilitator.requests.filter((request) => request.path === '/settle')).toEqual([])
      // The same proof again is a replay.
      const replay = await app.request('/api/mine/notes', { headers: { 'sign-in-with-x': proof } })
      expect(replay.status).toBe(402)
      expect(await replay.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'invalid_siwx_nonce' })
    })

    it('signs in a Solana wallet on the free identity-only operation', async () => {
      const app = host()
      const wallet = await generateKeyPairSigner()
      const proof = await signedBy(wallet as never, await app.request('/api/mine/whoami'), '/api/mine/whoami')
      const answer = await app.request('/api/mine/whoami', { headers: { 'sign-in-with-x': proof } })
      expect(answer.status).toBe(200)
      expect((await answer.json()).data.items[0].payer).toEqual({ address: wallet.address, network: solRail.network })
    })

    it('refuses an old, expired, foreign, tampered or unreadable proof', async () => {
      const app = host()
      const info = (await challengeOf(await app.request('/api/mine/whoami'))).extensions!['sign-in-with-x'] as SIWxExtension
      const sign = async (changes: Record<string, unknown>) => encodeSIWxHeader(await createSIWxPayload({ ...info.info, chainId: rail.network, type: 'eip191', nonce: crypto.randomUUID().replaceAll('-', ''), ...changes } as never, evmWallet, String(changes.uri ?? BASE)))
      const refused = async (header: string) => {
        const response = await app.request('/api/mine/whoami', { headers: { 'sign-in-with-x': header } })
        expect(response.status).toBe(402)
        return (await response.json()).reason
      }
      expect(await refused(await sign({ issuedAt: new Date(Date.now() - 6 * 60_000).toISOString() }))).toBe('invalid_siwx_issued_at_too_old')
      expect(await refused(await sign({ issuedAt: new Date(Date.now() - 60_000).toISOString(), expirationTime: new Date(Date.now() - 1000).toISOString() }))).toBe('invalid_siwx_expired')
      expect(await refused(await sign({ domain: 'evil.example', uri: 'https://evil.example/api/mine/whoami' }))).toBe('invalid_siwx_domain_mismatch')
      const good = JSON.parse(Buffer.from(await sign({}), 'base64').toString())
      const forged = Buffer.from(JSON.stringify({ ...good, address: privateKeyToAccount(generatePrivateKey()).address })).toString('base64')
      expect(await refused(forged)).toBe('invalid_siwx_signature')
      expect(await refused('not base64 at all!')).toBe('invalid_siwx_payload')
      expect(await refused(await sign({ chainId: 'eip155:1' }))).toBe('invalid_siwx_unsupported_chain')
    })

    it('takes a proof once across two hosts on the same state', async () => {
      const state = makeState()
      states.push(state)
      const hosts = [0, 1].map(() => hostOn(state))
      const proof = await signedBy(evmWallet, await hosts[0]!.request('/api/mine/whoami'), '/api/mine/whoami')
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => hosts[i % 2]!.request('/api/mine/whoami', { headers: { 'sign-in-with-x': proof } })))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(402)])
    })
  })
}

describe('wallet sign-in on a host with no publicUrl', () => {
  let facilitator: StubFacilitator
  beforeAll(async () => {
    facilitator = await stubFacilitator()
  })
  afterAll(() => facilitator.close())
  const h = testHost({
    plugins: [paidPlugin, minePlugin], paid: true,
    gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator: createFacilitator({ url: facilitator.url }) }),
  })

  it('refuses a proof made for another site (relayed with that site as the Host): the wallet\'s data stays its own', async () => {
    const app = h.open({}).app
    // What another service the wallet signed in to holds: a fresh proof for its own origin, which it relays here under its Host.
    const elsewhere = 'http://other.example/api/mine/notes'
    const signed = await createSIWxClientHook(evmWallet)({ paymentRequired: await challengeOf(await app.request(elsewhere)), requestUrl: elsewhere } as never)
    const relayed = await app.request(elsewhere, { headers: (signed as { headers: Record<string, string> }).headers })
    expect(relayed.status).toBe(402)
    expect(await relayed.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'sign_in_needs_public_url' })
  })

  it('still signs a wallet in on a loopback host (a developer\'s own machine)', async () => {
    const app = h.open({}).app
    const local = 'http://localhost/api/mine/whoami'
    const paymentRequired = await challengeOf(await app.request(local))
    const signed = await createSIWxClientHook(evmWallet)({ paymentRequired, requestUrl: local } as never)
    const answer = await app.request(local, { headers: (signed as { headers: Record<string, string> }).headers })
    expect(answer.status).toBe(200)
    expect((await answer.json()).data.items[0].payer).toEqual({ address: evmWallet.address, network: rail.network })
  })
})
