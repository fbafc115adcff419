import * as v from 'valibot'
import { createError, defineOperation, definePlugin, type StateStore } from '@svc/core'
import { createTestApp, serveFixtures, type FixtureAnswer, type FixtureServer, type TestApp } from '@svc/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createFacilitator, createX402Gate } from '../src/index.ts'
import { evmRail, solanaRail } from '../src/rails.ts'

export const rail = evmRail('testnet')
export const solRail = solanaRail('testnet')
export const payTo = privateKeyToAccount(generatePrivateKey()).address
/** A Solana treasury and the facilitator's fee payer (any valid base58 addresses). */
export const solPayTo = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const feePayer = '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4'

const source = { provider: 'test', url: 'https://example.org', license: 'MIT' }

/** A tiny plugin: a paid GET, a paid GET that always fails, a paid POST. */
export const paidPlugin = definePlugin({
  name: 'paid',
  version: '1.0.0',
  group: 'paid',
  operations: [
    defineOperation({
      name: 'thing', method: 'GET', description: 'A paid thing for the tests.',
      input: v.object({ q: v.optional(v.string(), 'x') }), price: { usd: 0.01 },
      handler: ({ input, caller }) => ({ ok: true, items: [{ q: input.q, payer: caller.payer }], total: 1, source }),
    }),
    defineOperation({
      name: 'broken', method: 'GET', description: 'Always fails upstream.', input: v.object({}), price: { usd: 0.01 },
      handler: () => {
        throw createError('UPSTREAM_FAILED', 'upstream down')
      },
    }),
    defineOperation({
      name: 'echo', method: 'POST', description: 'Echoes a text.', input: v.strictObject({ text: v.pipe(v.string(), v.maxLength(100)) }), price: { usd: 0.002 },
      handler: ({ input }) => ({ ok: true, items: [input], total: 1, source }),
    }),
  ],
})

export type SettleMode = 'ok' | 'refuse' | 'down' | 'slow' | 'pending'

/** The x402 facilitator API on a local port, with switches the tests flip. */
export interface StubFacilitator extends FixtureServer {
  settled: Array<{ x402Version: number; paymentPayload: any; paymentRequirements: any }>
  settleMode: SettleMode
  verifyValid: boolean
  supportedUp: boolean
  reset(): void
}

export async function stubFacilitator(): Promise<StubFacilitator> {
  const stub = { settled: [], settleMode: 'ok', verifyValid: true, supportedUp: true } as unknown as StubFacilitator
  const payerOf = (body: any) => body.paymentPayload?.payload?.authorization?.from as string | undefined
  const server = await serveFixtures({
    'GET /supported': () => stub.supportedUp
      ? {
          body: {
            kinds: [
              { x402Version: 2, scheme: 'exact', network: rail.network },
              { x402Version: 2, scheme: 'exact', network: solRail.network, extra: { feePayer } },
              { x402Version: 1, scheme: 'exact', network: 'base-sepolia' },
            ],
            extensions: ['bazaar'],
            signers: { 'eip155:*': ['0x00000000000000000000000000000000000000f1'], 'solana:*': [feePayer] },
          },
        }
      : { status: 503, body: 'down' },
    'POST /verify': (request) => {
      const body = JSON.parse(request.body)
      return { body: stub.verifyValid ? { isValid: true, payer: payerOf(body) ?? 'SoLPayer1111111111111111111111111111111111' } : { isValid: false, invalidReason: 'invalid_exact_evm_signature', payer: payerOf(body) ?? '' } }
    },
    'POST /settle': (request): FixtureAnswer => {
      const body = JSON.parse(request.body)
      const network = body.paymentRequirements.network
      switch (stub.settleMode) {
        case 'down': return { status: 503, body: 'maintenance' }
        case 'slow': return { delayMs: 1500, body: { success: true, transaction: '0x01', network } }
        case 'pending': return { body: { success: false, errorReason: 'settlement_pending', transaction: `0x${'cd'.repeat(32)}`, network } }
        case 'refuse': return { status: 400, body: { success: false, errorReason: 'invalid_exact_evm_insufficient_balance', transaction: '', network, payer: payerOf(body) } }
        default:
          stub.settled.push(body)
          return { body: { success: true, transaction: `0x${'ab'.repeat(32)}`, network, payer: payerOf(body) } }
      }
    },
  })
  return Object.assign(stub, server, {
    reset() {
      Object.assign(stub, { settleMode: 'ok', verifyValid: true, supportedUp: true })
      stub.settled.length = 0
      server.requests.length = 0
    },
  })
}

export interface AppOptions {
  facilitatorUrl?: string | undefined
  state?: StateStore
  payTo?: { evm?: string | undefined; solana?: string | undefined }
  timeoutMs?: number
}

/** A test host with the x402 gate built by the factory option, as `createApp({ gate })` gets it. */
export function appWith(options: AppOptions = {}): TestApp {
  return createTestApp({
    plugins: [paidPlugin],
    ...(options.state ? { state: options.state } : {}),
    gate: (context) => createX402Gate({
      state: context.state,
      network: 'testnet',
      payTo: options.payTo ?? { evm: payTo },
      facilitator: options.facilitatorUrl ? createFacilitator({ url: options.facilitatorUrl, timeoutMs: options.timeoutMs ?? 2000 }) : undefined,
    }),
  })
}

export const decodeHeader = (value: string | null): any => JSON.parse(Buffer.from(value ?? '', 'base64').toString('utf8'))
export const encodeJson = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64')
export const pay = (app: TestApp, header: string, path = '/api/paid/thing', name = 'payment-signature') => app.request(path, { headers: { [name]: header } })
