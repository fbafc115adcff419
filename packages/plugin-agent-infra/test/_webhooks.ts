import type { PluginDefinition, StateStore } from '@svc/core'
import { createTestApp, createTestPaymentGate, serveFixtures, type FixtureAnswer, type FixtureServer, type RecordedRequest } from '@svc/core/testing'
import { Webhook } from 'standardwebhooks'
import { expect } from 'vitest'
import { createAgentInfraPlugin } from '../src/index.ts'
import { callerOf, type Infra } from './_infra.ts'

/** Fast delivery for tests; 127.0.0.1 allowed so a local receiver can stand for the caller's server. */
export const FAST_WEBHOOKS = { allowLoopbackForTests: true, pollIntervalMs: 40, retryBaseMs: 60, retryMaxMs: 400, timeoutMs: 2_000 }

export interface Host extends Infra {
  gate: ReturnType<typeof createTestPaymentGate>
  /** Stops the background loop (and closes the state when `closeState`). */
  stop(): Promise<void>
}

/** A host with its own plugin instance and running background loop. */
export async function startHost(state: StateStore, settings: Record<string, Record<string, unknown>> = {}, extraPlugins: PluginDefinition[] = []): Promise<Host> {
  const plugin = createAgentInfraPlugin()
  const gate = createTestPaymentGate()
  const app = createTestApp({ plugins: [plugin, ...extraPlugins], state, gate, config: { settings: { ...settings, webhooks: { ...FAST_WEBHOOKS, ...settings['webhooks'] } } } })
  await app.start()
  return {
    app,
    gate,
    call: callerOf(app),
    stop: () => plugin.lifecycle!.stop!() as Promise<void>,
  }
}

/** A local webhook receiver: answers 204 unless a route says otherwise; `hits(path)` lists what arrived. */
export async function receiver(routes: Record<string, FixtureAnswer | ((request: RecordedRequest) => FixtureAnswer)> = {}) {
  const server: FixtureServer = await serveFixtures(new Proxy(routes, {
    get: (target, key: string) => target[key] ?? (key.startsWith('POST ') ? { status: 204 } : undefined),
  }))
  return {
    ...server,
    hits: (path: string) => server.requests.filter((request) => request.path === path),
  }
}

/** Checks a delivery the way a receiver would, with the standardwebhooks library; answers the payload. */
export function verified(secret: string, request: RecordedRequest): { type: string; timestamp: string; data: any } {
  const headers = { 'webhook-id': String(request.headers['webhook-id']), 'webhook-timestamp': String(request.headers['webhook-timestamp']), 'webhook-signature': String(request.headers['webhook-signature']) }
  expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
  return new Webhook(secret).verify(request.body, headers) as { type: string; timestamp: string; data: any }
}

/** Polls until `check` holds (generous: the machine is shared). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

export const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
