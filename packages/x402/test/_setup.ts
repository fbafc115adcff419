import * as v from 'valibot'
import { createError, defineOperation, definePlugin, type StateStore } from '@svc/core'
import { createTestApp, serveFixtures, type FixtureServer } from '@svc/core/testing'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createFacilitator, createX402Gate, transferWithAuthorizationTypes } from '../src/index.ts'
import { evmRail } from '../src/rails.ts'

export const rail = evmRail('testnet')
export const payTo = privateKeyToAccount(generatePrivateKey()).address

export const paidPlugin = definePlugin({
  name: 'paid',
  version: '1.0.0',
  group: 'paid',
  operations: [
    defineOperation({ name: 'thing', method: 'GET', description: 'A paid thing for the tests.', input: v.object({ q: v.optional(v.string(), 'x') }), price: { usd: 0.01 }, handler: ({ input, caller }) => ({ ok: true, items: [{ q: input.q, payer: caller.payer }], total: 1, source: { provider: 't', url: 'https://example.org', license: 'MIT' } }) }),
    defineOperation({ name: 'broken', method: 'GET', description: 'Always fails upstream.', input: v.object({}), price: { usd: 0.01 }, handler: () => { throw createError('UPSTREAM_FAILED', 'upstream down') } }),
  ],
})

/** A facilitator stub on a local port answering like the x402 facilitator API; `settleMode` steers /settle. */
export interface StubFacilitator extends FixtureServer {
  settled: Array<{ paymentPayload: any; paymentRequirements: any }>
  settleMode: 'ok' | 'refuse' | 'down'
  verifyValid: boolean
}

export async function stubFacilitator(): Promise<StubFacilitator> {
  // The routes read the stub's switches at request time; the stub is the server plus them.
  let stub: StubFacilitator
  const server = await serveFixtures({
    'GET /supported': { body: { kinds: [{ x402Version: 2, scheme: 'exact', network: rail.network }, { x402Version: 2, scheme: 'exact', network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', extra: { feePayer: '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4' } }], extensions: [], signers: { 'eip155:*': ['0x0000000000000000000000000000000000000001'] } } },
    'POST /verify': (request) => {
      const body = JSON.parse(request.body)
      return { body: stub.verifyValid ? { isValid: true, payer: body.paymentPayload.payload?.authorization?.from } : { isValid: false, invalidReason: 'invalid_exact_evm_payload_signature' } }
    },
    'POST /settle': (request) => {
      const body = JSON.parse(request.body)
      if (stub.settleMode === 'down') return { status: 503, body: 'maintenance' }
      if (stub.settleMode === 'refuse') return { status: 400, body: { success: false, errorReason: 'insufficient_funds', transaction: '', network: rail.network } }
      stub.settled.push(body)
      return { body: { success: true, transaction: `0x${'ab'.repeat(32)}`, network: rail.network, payer: body.paymentPayload.payload.authorization.from } }
    },
  })
  stub = Object.assign(server, { settled: [], settleMode: 'ok' as const, verifyValid: true })
  return stub
}

export function appWith(facilitatorUrl: string | undefined, state?: StateStore, payToEvm: string | undefined = payTo) {
  return createTestApp({
    plugins: [paidPlugin],
    ...(state ? { state } : {}),
    gate: (context) => createX402Gate({
      state: context.state,
      network: 'testnet',
      payTo: { evm: payToEvm },
      facilitator: facilitatorUrl ? createFacilitator({ url: facilitatorUrl, timeoutMs: 2000 }) : undefined,
    }),
  })
}

export interface SignOptions {
  account?: PrivateKeyAccount
  signer?: PrivateKeyAccount
  to?: string
  value?: string
  validAfter?: number
  validBefore?: number
  nonce?: `0x${string}`
  network?: string
  asset?: string
  chainId?: number
}

/** Builds a PAYMENT-SIGNATURE header value for /api/paid/thing as an x402 v2 client would. */
export async function signPayment(options: SignOptions = {}): Promise<{ header: string; payload: any }> {
  const account = options.account ?? privateKeyToAccount(generatePrivateKey())
  const now = Math.floor(Date.now() / 1000)
  const authorization = {
    from: account.address,
    to: (options.to ?? payTo) as `0x${string}`,
    value: options.value ?? '10000',
    validAfter: String(options.validAfter ?? 0),
    validBefore: String(options.validBefore ?? now + 60),
    nonce: options.nonce ?? (`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as `0x${string}`),
  }
  const signature = await (options.signer ?? account).signTypedData({
    domain: { name: rail.domain.name, version: rail.domain.version, chainId: options.chainId ?? rail.chainId, verifyingContract: rail.asset },
    types: transferWithAuthorizationTypes,
    primaryType: 'TransferWithAuthorization',
    message: { ...authorization, value: BigInt(authorization.value), validAfter: BigInt(authorization.validAfter), validBefore: BigInt(authorization.validBefore) },
  })
  const payload = {
    x402Version: 2,
    resource: { url: 'http://localhost/api/paid/thing' },
    accepted: { scheme: 'exact', network: options.network ?? rail.network, amount: authorization.value, asset: options.asset ?? rail.asset, payTo: authorization.to, maxTimeoutSeconds: 60, extra: rail.domain },
    payload: { signature, authorization },
  }
  return { header: Buffer.from(JSON.stringify(payload)).toString('base64'), payload }
}
