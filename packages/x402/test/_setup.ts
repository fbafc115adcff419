import * as v from 'valibot'
import { createError, defineOperation, definePlugin, type StateStore, type SvcConfigInput } from '@svc/core'
import { type TestApp, testHost } from '@svc/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type ChannelSettings, createFacilitator, createX402Gate, type ReceiptIssuer } from '../src/index.ts'
import { evmRail, solanaRail } from '../src/rails.ts'
import { decodeBase64Json, encodeBase64Json, STUB_FEE_PAYER } from '../src/testing/index.ts'
import { officiallyChecked } from './_official-402.ts'

export { stubFacilitator, type SettleMode, type StubFacilitator } from '../src/testing/index.ts'

export const rail = evmRail('testnet')
export const solRail = solanaRail('testnet')
export const payTo = privateKeyToAccount(generatePrivateKey()).address
/** A Solana treasury and the facilitator's fee payer (any valid base58 addresses). */
export const solPayTo = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const feePayer = STUB_FEE_PAYER

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

/** A paid operation with state effects: counts its calls (held until the payment is settled). */
export const tallyPlugin = definePlugin({
  name: 'tally',
  version: '1.0.0',
  group: 'tally',
  operations: [
    defineOperation({
      name: 'add', method: 'POST', description: 'Counts one more call and keeps its note.', input: v.strictObject({ note: v.pipe(v.string(), v.maxLength(100)) }), price: { usd: 0.01 }, effects: ['state'],
      handler: async ({ input, state }) => {
        const n = await state.increment('tally:count')
        await state.set(`tally:note:${n}`, input.note)
        return { ok: true, items: [{ n }], total: 1, source }
      },
    }),
  ],
})

export interface AppOptions {
  /** Plugins beside the paid test plugin. */
  plugins?: Array<typeof paidPlugin>
  facilitatorUrl?: string | undefined
  state?: StateStore
  payTo?: { evm?: string | undefined; solana?: string | undefined }
  timeoutMs?: number
  delegateVerification?: boolean
  /** The host's clock (the settlement outbox's leases read it). */
  now?: () => number
  /** The gate's clock (authorization lifetimes, when `/supported` is asked again). */
  gateNow?: () => number
  /** The host's configuration (`payments.failedCallsPerPayment`...). */
  config?: SvcConfigInput
  /** How often the gate asks the facilitator's `/supported` again. */
  supportedRefreshMs?: number
  /** Signs offers and receipts. */
  receipts?: ReceiptIssuer
  /** Batch-settlement channels (off unless given). */
  channels?: ChannelSettings
  /** Where the gate logs (nowhere unless given). */
  log?: (message: string) => void
}

/**
 * The x402 hosts of a test file (call it at the top of the file): a `testHost` of the paid test plugin, prices kept,
 * whose `appWith(options)` opens one more host with the x402 gate built by the factory option, as `createApp({ gate })` gets it.
 */
export function x402Hosts() {
  const h = testHost({ plugins: paidPlugin, paid: true })
  const appWith = (options: AppOptions = {}): TestApp => officiallyChecked(h.open({
    plugins: [paidPlugin, ...(options.plugins ?? [])],
    ...(options.state ? { state: options.state } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.config ? { config: options.config } : {}),
    gate: (context) => createX402Gate({
      state: context.state,
      network: 'testnet',
      payTo: options.payTo ?? { evm: payTo },
      facilitator: options.facilitatorUrl ? createFacilitator({ url: options.facilitatorUrl, timeoutMs: options.timeoutMs ?? 2000 }) : undefined,
      ...(options.delegateVerification === undefined ? {} : { delegateVerification: options.delegateVerification }),
      ...(options.gateNow ? { now: options.gateNow } : {}),
      ...(options.supportedRefreshMs ? { supportedRefreshMs: options.supportedRefreshMs } : {}),
      ...(options.receipts ? { receipts: options.receipts } : {}),
      ...(options.channels ? { channels: options.channels } : {}),
      ...(options.log ? { log: options.log } : {}),
    }),
  }).app)
  return { h, appWith }
}

export const decodeHeader = decodeBase64Json
export const encodeJson = encodeBase64Json
export const pay = (app: TestApp, header: string, path = '/api/paid/thing', name = 'payment-signature') => app.request(path, { headers: { [name]: header } })
