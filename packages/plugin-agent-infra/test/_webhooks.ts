import type { PluginDefinition, StateStore } from '@svc/core'
import { createTestApp, createTestPaymentGate, manualClock, serveFixtures, type FixtureAnswer, type FixtureServer, type RecordedRequest } from '@svc/core/testing'
import { Webhook } from 'standardwebhooks'
import { expect } from 'vitest'
import { createAgentInfraPlugin } from '../src/index.ts'
import { callerOf, type Clock, type Infra } from './_infra.ts'

/**
 * Webhook settings for tests: 127.0.0.1 allowed so a local receiver can stand for the caller's server,
 * short retries, and a loop timer that waits a minute: a test moves the host's clock and ticks the
 * loop itself, so nothing depends on how fast the machine is.
 */
export const FAST_WEBHOOKS = { allowLoopbackForTests: true, pollIntervalMs: 60_000, retryBaseMs: 60, retryMaxMs: 400, timeoutMs: 2_000 }

export interface Host extends Infra {
  gate: ReturnType<typeof createTestPaymentGate>
  clock: Clock
  /** Runs one tick of the background loop (due schedules, watchers, webhooks) and waits for what it sent. */
  tick(): Promise<void>
  /** Moves the clock by `ms`, then ticks. */
  advance(ms: number): Promise<void>
  /** `seconds` from the host's now, as ISO 8601 (schedule.create's `at`). */
  inSeconds(seconds: number): string
  /** Stops the background loop. */
  stop(): Promise<void>
}

export interface HostOptions {
  /** The host's clock (hosts of one test share one); a new one by default. */
  clock?: Clock
}

/** A host with its own plugin instance and its background loop started. */
export async function startHost(state: StateStore, settings: Record<string, Record<string, unknown>> = {}, extraPlugins: PluginDefinition[] = [], options: HostOptions = {}): Promise<Host> {
  const plugin = createAgentInfraPlugin()
  const gate = createTestPaymentGate()
  const clock = options.clock ?? manualClock()
  const app = createTestApp({
    plugins: [plugin, ...extraPlugins],
    state,
    gate,
    config: { settings: { ...settings, webhooks: { ...FAST_WEBHOOKS, ...settings['webhooks'] } } },
    now: clock.now,
  })
  await app.start()
  const tick = () => plugin.lifecycle.tick()
  return {
    app,
    gate,
    clock,
    call: callerOf(app),
    tick,
    advance: (ms) => {
      clock.elapse(ms)
      return tick()
    },
    inSeconds: (seconds) => new Date(clock.now() + seconds * 1000).toISOString(),
    stop: () => plugin.lifecycle.stop(),
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

