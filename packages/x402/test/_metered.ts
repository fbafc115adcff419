import * as v from 'valibot'
import { createError, defineOperation, definePlugin, type StateStore } from '@svc/core'
import { type TestApp, testHost } from '@svc/core/testing'
import { type ChannelSettings, createFacilitator, createX402Gate, type EvmRail, type Facilitator } from '../src/index.ts'
import { payTo } from './_setup.ts'
import { officiallyChecked } from './_official-402.ts'

const source = { provider: 'test', url: 'https://example.org', license: 'MIT' }
/** What one token costs in these tests: 10 atomic units. */
export const TOKEN_USD = 0.00001

/**
 * Operations priced per request, shaped like the catalog's: `chat` is quoted by max_tokens and
 * billed by the tokens it used (like ai.chat), `ocr` is up-to billed with a fixed maximum
 * (like ai.ocr), `fanout` is quoted by its recipient count (like pubsub.publish) and paid exactly.
 */
export const meteredPlugin = definePlugin({
  name: 'metered',
  version: '1.0.0',
  group: 'metered',
  operations: [
    defineOperation({
      name: 'chat', method: 'POST', description: 'A chat stand-in: quoted by max_tokens, billed by the tokens used.',
      input: v.strictObject({
        max_tokens: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4000)),
        /** Tokens the call pretends to use (default: max_tokens); may exceed it, as a misbehaving upstream could. */
        use: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
        report: v.optional(v.boolean(), true),
        fail: v.optional(v.boolean(), false),
      }),
      price: { from: 0.001, quote: (input) => input.max_tokens * TOKEN_USD, upto: true },
      handler: ({ input, reportUsage }) => {
        if (input.fail) throw createError('UPSTREAM_FAILED', 'model unavailable')
        const tokens = input.use ?? input.max_tokens
        if (input.report) reportUsage(tokens * TOKEN_USD, { tokens })
        return { ok: true, items: [{ tokens }], total: 1, source }
      },
    }),
    defineOperation({
      name: 'ocr', method: 'GET', description: 'An OCR stand-in: up-to billed, at most 0.09 USDC, by the pages read.',
      input: v.object({ pages: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)) }),
      price: { upto: 0.09 },
      handler: ({ input, reportUsage }) => {
        reportUsage(input.pages * 0.003, { pages: input.pages })
        return { ok: true, items: [], total: 0, source }
      },
    }),
    defineOperation({
      name: 'fanout', method: 'POST', description: 'A publish stand-in: quoted by how many recipients it reaches.',
      input: v.strictObject({ recipients: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(50)) }),
      price: { from: 0.001, quote: (input) => input.recipients.length * 0.0005 },
      handler: ({ input }) => ({ ok: true, items: [{ delivered: input.recipients.length }], total: 1, source }),
    }),
  ],
})

/**
 * The metered hosts of a test file (call it at the top of the file): a `testHost` of the metered plugin, prices kept,
 * whose `meteredApp(facilitator, options)` opens one more host selling the metered operations, paid at `payTo`
 * (or `options.payTo`), settled by the given facilitator.
 */
export function meteredHosts() {
  const h = testHost({ plugins: meteredPlugin, paid: true })
  const meteredApp = (facilitator: Facilitator | string, options: { state?: StateStore; evmRail?: EvmRail; payTo?: string; delegateVerification?: boolean; channels?: ChannelSettings } = {}): TestApp => {
    const settle = typeof facilitator === 'string' ? createFacilitator({ url: facilitator, timeoutMs: 5000 }) : facilitator
    return officiallyChecked(h.open({
      ...(options.state ? { state: options.state } : {}),
      gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: options.payTo ?? payTo }, facilitator: settle, evmRail: options.evmRail, delegateVerification: options.delegateVerification ?? true, ...(options.channels ? { channels: options.channels } : {}) }),
    }).app)
  }
  return { h, meteredApp }
}
