import * as v from 'valibot'
import { binary, createError, defineOperation, definePlugin, type PaymentRail } from '../src/index.ts'
import { encodeHeaderJson } from '../src/payment.ts'
import { UpstreamError } from '../src/upstream/client.ts'

/** A plugin exercising every pipeline path. */
export const demoPlugin = definePlugin({
  name: '@svc/plugin-demo',
  version: '1.0.0',
  group: 'demo',
  routes: [{ path: 'menu/today', description: 'What the demo serves today.', handler: ({ settings }) => ({ dish: settings.dish ?? 'none' }) }],
  operations: [
    defineOperation({
      name: 'echo',
      method: 'GET',
      description: 'Echoes typed query parameters back.',
      input: v.object({
        text: v.pipe(v.string(), v.minLength(2), v.maxLength(10)),
        count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 1),
        loud: v.optional(v.boolean(), false),
        mode: v.optional(v.picklist(['a', 'b'])),
      }),
      price: { usd: 0.0025 },
      handler: ({ input, caller }) => ({ ok: true, items: [{ ...input, caller: caller.kind, payer: caller.payer ?? null }], total: 1, source: { provider: 'demo', url: 'https://example.org', license: 'MIT' } }),
    }),
    defineOperation({
      name: 'submit',
      method: 'POST',
      description: 'Accepts a strict JSON body.',
      input: v.strictObject({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(20)), tags: v.optional(v.pipe(v.array(v.string()), v.maxLength(3))) }),
      price: { usd: 0.005 },
      response: 'legacy',
      handler: ({ input }) => ({ received: input }),
    }),
    defineOperation({
      name: 'fail',
      method: 'GET',
      description: 'Fails in the way asked.',
      input: v.object({ how: v.picklist(['upstream', 'crash', 'notfound', 'ratelimit']) }),
      price: { usd: 0.003 },
      handler: ({ input }) => {
        if (input.how === 'upstream') throw new UpstreamError('UPSTREAM_FAILED', 'Demo upstream answered HTTP 500', 500, 'boom')
        if (input.how === 'notfound') throw createError('NOT_FOUND', 'No such thing')
        if (input.how === 'ratelimit') throw new UpstreamError('UPSTREAM_RATE_LIMIT', 'slow down', 429, undefined)
        throw new Error('secret internal detail')
      },
    }),
    defineOperation({
      name: 'image',
      method: 'GET',
      description: 'Answers raw bytes.',
      input: v.object({}),
      price: { usd: 0.01 },
      response: 'binary',
      handler: () => binary(new Uint8Array([137, 80, 78, 71]), 'image/png', { 'x-svc-render-ms': '1' }),
    }),
    defineOperation({
      name: 'metered',
      method: 'POST',
      description: 'Up-to billed: reports usage.',
      input: v.strictObject({ units: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)) }),
      price: { upto: 0.1 },
      handler: ({ input, reportUsage }) => {
        reportUsage(input.units * 0.001)
        return { units: input.units }
      },
    }),
    defineOperation({
      name: 'quoted',
      method: 'POST',
      description: 'Variable price quoted per request.',
      input: v.strictObject({ n: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)) }),
      price: { from: 0.01, quote: (input) => input.n * 0.01 },
      handler: ({ input }) => ({ n: input.n }),
    }),
    defineOperation({
      name: 'quoted-metered',
      method: 'POST',
      description: 'Variable maximum quoted from the operator settings, up-to billed.',
      input: v.strictObject({ n: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), used: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)) }),
      price: { from: 0.001, quote: (input, settings) => input.n * Number(settings.unitUsd ?? 0.01), upto: true },
      handler: ({ input, reportUsage }) => {
        reportUsage(input.used * 0.001, { units: input.used })
        return { n: input.n }
      },
    }),
  ],
})

export interface GateRecord {
  settled: Array<{ amountMicros: number; payer: string }>
  released: number
}

/**
 * A payment gate for core's tests: `PAYMENT-SIGNATURE: ok:<payer>` pays, `bad` is
 * rejected, `ok:<payer>:failsettle` fails at settlement. Records settlements and releases.
 */
export function recordingGate(): PaymentRail & { record: GateRecord } {
  const record: GateRecord = { settled: [], released: 0 }
  return {
    record,
    id: 'recording',
    requestHeaders: ['payment-signature', 'x-payment'],
    responseHeaders: ['payment-required', 'payment-response'],
    recognizes: (request) => request.headers.has('payment-signature'),
    async challenge(requirement, reason) {
      const accepts = [{ scheme: 'exact', network: 'eip155:8453', amount: String(requirement.amountMicros), asset: '0xusdc', payTo: '0xpay', maxTimeoutSeconds: 60, extra: {} }]
      const body = { x402Version: 2, error: reason ?? 'Payment required', resource: requirement.resource, accepts }
      return { body, headers: { 'payment-required': encodeHeaderJson({ ...body, code: 'PAYMENT_REQUIRED', status: 402 }) } }
    },
    discovery: {
      title: 'the recording rail',
      howToPay: 'recording: send PAYMENT-SIGNATURE: ok:<payer>.',
      paymentInfo: () => ({ protocols: [{ recording: {} }] }),
      securitySchemes: { recording: { type: 'apiKey', in: 'header', name: 'PAYMENT-SIGNATURE' } },
      wellKnown: { recording: ({ operations, baseUrl }) => ({ resources: operations.map((operation) => ({ id: operation.id, resource: `${baseUrl}${operation.path}` })) }) },
    },
    async authorize(request) {
      const [kind, payer, flag] = (request.headers.get('payment-signature') ?? '').split(':')
      if (kind !== 'ok' || !payer) throw createError('PAYMENT_INVALID', 'bad payment')
      return {
        payer: { address: payer, network: 'eip155:8453' },
        async settle(amountMicros) {
          if (flag === 'failsettle') throw createError('SETTLEMENT_FAILED', 'facilitator refused')
          record.settled.push({ amountMicros, payer })
          return { settlement: { status: 'settled', network: 'eip155:8453', payer, amount: String(amountMicros), transaction: '0xtx' }, headers: { 'payment-response': 'settled' } }
        },
        async release() {
          record.released++
        },
      }
    },
  }
}
