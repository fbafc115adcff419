import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { binary, createApp, createEmbeddedState, createError, defineOperation, definePlugin, parseConfig, UpstreamError, type PluginDefinition, type StateStore, type SvcConfigInput } from '@svc/core'
import { x402GateFromConfig } from '@svc/x402'
import { stubFacilitator, type StubFacilitator } from '@svc/x402/testing'
import { serve } from 'srvx'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import * as v from 'valibot'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
const source = { provider: 'demo', url: 'https://example.org', license: 'MIT' }

/** Operations of every kind a caller meets: paid GET and POST, free, failing, rate limited, expensive, raw bytes. */
export const demoPlugin = definePlugin({
  name: 'demo',
  version: '1.0.0',
  group: 'demo',
  operations: [
    defineOperation({
      name: 'echo', method: 'GET', description: 'Echoes a word back, with a count.',
      input: v.object({ word: v.pipe(v.string(), v.minLength(1), v.maxLength(20)), times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)), 1) }),
      price: { usd: 0.01 },
      handler: ({ input, caller }) => ({ ok: true, items: [{ word: input.word.repeat(input.times), caller: caller.kind }], total: 1, source }),
    }),
    defineOperation({
      name: 'shout', method: 'POST', description: 'Upper-cases a text.',
      input: v.strictObject({ text: v.pipe(v.string(), v.maxLength(100)), tags: v.optional(v.array(v.string())) }),
      price: { usd: 0.002 },
      handler: ({ input }) => ({ ok: true, items: [{ text: input.text.toUpperCase(), tags: input.tags ?? [] }], total: 1, source }),
    }),
    defineOperation({
      name: 'free', method: 'GET', description: 'Costs nothing.', input: v.object({}), price: { usd: 0 },
      response: 'legacy', handler: () => ({ hello: 'world' }),
    }),
    defineOperation({
      name: 'broken', method: 'GET', description: 'Its upstream is down.', input: v.object({}), price: { usd: 0.01 },
      handler: () => {
        throw new UpstreamError('UPSTREAM_FAILED', 'Provider answered HTTP 500', 500, undefined)
      },
    }),
    defineOperation({
      name: 'limited', method: 'GET', description: 'Its upstream is rate limiting.', input: v.object({}), price: { usd: 0.01 },
      handler: () => {
        throw createError('UPSTREAM_RATE_LIMIT', 'Provider is rate limiting', { details: { retryAfter: 30 } })
      },
    }),
    defineOperation({
      name: 'pricey', method: 'GET', description: 'Costs two dollars.', input: v.object({}), price: { usd: 2 },
      response: 'legacy', handler: () => ({ worth: 'it' }),
    }),
    defineOperation({
      name: 'pixel', method: 'GET', description: 'A one-pixel GIF.', input: v.object({}), price: { usd: 0.003 },
      response: 'binary', handler: () => binary(Uint8Array.from([71, 73, 70, 56, 57, 97]), 'image/gif'),
    }),
  ],
})

export const payTo = privateKeyToAccount(generatePrivateKey()).address
export const solPayTo = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

export interface RunningHost {
  url: string
  close(): Promise<void>
}

/** A host over a real port: the given plugins, the x402 gate on testnet paying `payTo`, memory state unless given one. */
export async function startHost(options: { facilitatorUrl?: string; plugins?: PluginDefinition[]; config?: SvcConfigInput; state?: StateStore } = {}): Promise<RunningHost> {
  const { settings, ...rest } = options.config ?? {}
  // The payment section (settings.x402) belongs to @svc/x402; a test's own x402 settings win.
  const x402 = { network: 'testnet', payTo: { evm: payTo }, ...(options.facilitatorUrl ? { facilitatorUrl: options.facilitatorUrl } : {}), ...settings?.x402 }
  const config = parseConfig({
    port: 0, host: '127.0.0.1', log: 'off',
    dataDir: mkdtempSync(join(tmpdir(), 'svc-client-')),
    ...rest,
    settings: { ...settings, x402 },
  })
  const svc = createApp({ config, plugins: options.plugins ?? [demoPlugin], state: options.state ?? createEmbeddedState(), gate: x402GateFromConfig, log: () => {} })
  await svc.start()
  const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false, fetch: (request) => svc.app.fetch(request) })
  await server.ready()
  return {
    url: server.url!.replace(/\/$/, ''),
    async close() {
      await server.close(true)
      await svc.close()
    },
  }
}

export interface PaidHost {
  host: RunningHost
  facilitator: StubFacilitator
}

/** Registers hooks for a test file: one host paying through @svc/x402's stub facilitator (settling `upto` too if asked), reset before each test. */
export function usePaidHost(options: { plugins?: PluginDefinition[]; upto?: boolean } = {}): PaidHost {
  const context = {} as PaidHost
  beforeAll(async () => {
    context.facilitator = await stubFacilitator({ upto: options.upto ?? false })
    context.host = await startHost({ facilitatorUrl: context.facilitator.url, ...(options.plugins ? { plugins: options.plugins } : {}) })
  })
  afterAll(async () => {
    await context.host.close()
    await context.facilitator.close()
  })
  beforeEach(() => context.facilitator.reset())
  return context
}
