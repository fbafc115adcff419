import type { PluginDefinition, StateStore, SvcConfigInput } from '@svc/core'
import { type BuiltHost, createTestPaymentGate, type FixtureAnswer, type FixtureRoute, type RecordedRequest, testHost, type TestPaymentGate } from '@svc/core/testing'
import { Webhook } from 'standardwebhooks'
import { expect } from 'vitest'
import { type AgentInfraPlugin, createAgentInfraPlugin } from '../src/index.ts'
import { type Backend, callerOf, type Clock, type Infra } from './_infra.ts'

/**
 * Webhook settings for tests: 127.0.0.1 allowed so a local receiver can stand for the caller's server,
 * short retries, and a loop timer that waits a minute: a test moves the host's clock and ticks the
 * loop itself, so nothing depends on how fast the machine is.
 */
export const FAST_WEBHOOKS = { allowLoopbackForTests: true, pollIntervalMs: 60_000, retryBaseMs: 60, retryMaxMs: 400, timeoutMs: 2_000 }

type Settings = Record<string, Record<string, unknown>>

export interface LoopHostsOptions {
  /** Host settings; `webhooks` is merged over FAST_WEBHOOKS. */
  settings?: Settings
  /** Plugins mounted beside agent-infra (the ones its watchers call). */
  plugins?: PluginDefinition[]
  /** The routes of the test host's server: the webhook receivers (`receives`) and any upstream it serves. */
  routes?: Record<string, FixtureRoute>
  /** Upstreams answered by those routes. */
  upstreams?: string[]
}

/**
 * Core's test host for the plugin's background work, prices kept: every host a test opens (`loopHost`) runs
 * its own plugin instance (its own loop), started, on the test's one state (the backend's, on the host's clock,
 * which starts at the real time and goes back there before each test); its server receives the webhooks.
 */
export function loopHosts(backend: Backend, options: LoopHostsOptions = {}) {
  const settings = options.settings ?? {}
  const h = testHost({
    plugins: (): PluginDefinition[] => [createAgentInfraPlugin(), ...(options.plugins ?? [])],
    paid: true,
    start: true,
    hostPer: 'test',
    clock: Date.now(),
    freshGate: createTestPaymentGate,
    sharedState: (): StateStore => backend.open(h.clock),
    routes: options.routes ?? {},
    ...(options.upstreams ? { upstreams: options.upstreams } : {}),
    config: { settings: { ...settings, webhooks: { ...FAST_WEBHOOKS, ...settings['webhooks'] } } },
  })
  return h
}

export interface Host extends Infra {
  gate: TestPaymentGate
  /** Runs one tick of this host's background loop (due schedules, watchers, webhooks) and waits for what it sent. */
  tick(): Promise<void>
  /** Moves the clock of the test's hosts by `ms`, then ticks this one. */
  advance(ms: number): Promise<void>
  /** `seconds` from the host's now, as ISO 8601 (schedule.create's `at`). */
  inSeconds(seconds: number): string
  /** Stops this host (its loop); the state stays to the test's other hosts. */
  stop(): Promise<void>
}

/** One more host of this test (`more.config`: settings of its own; `more.state`: a state of its own, closed with it), started, with its loop at hand. */
export async function loopHost(h: ReturnType<typeof loopHosts>, more: { config?: SvcConfigInput; state?: StateStore } = {}): Promise<Host> {
  const built: BuiltHost<TestPaymentGate> = h.open(more)
  await built.start()
  const tick = () => (built.plugins[0] as AgentInfraPlugin).lifecycle.tick()
  const clock: Clock = h.clock
  return {
    app: built.app,
    gate: built.gate,
    call: callerOf(built),
    tick,
    advance: (ms) => {
      clock.elapse(ms)
      return tick()
    },
    inSeconds: (seconds) => new Date(clock.now() + seconds * 1000).toISOString(),
    stop: () => built.close(),
  }
}

/** Receivers of webhooks at `paths`, answering 204: routes for `loopHosts`. */
export const receives = (...paths: string[]): Record<string, FixtureAnswer> => Object.fromEntries(paths.map((path) => [`POST ${path}`, { status: 204 }]))

/** Checks a delivery the way a receiver would, with the standardwebhooks library; answers the payload. */
export function verified(secret: string, request: RecordedRequest): { type: string; timestamp: string; data: any } {
  const headers = { 'webhook-id': String(request.headers['webhook-id']), 'webhook-timestamp': String(request.headers['webhook-timestamp']), 'webhook-signature': String(request.headers['webhook-signature']) }
  expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
  return new Webhook(secret).verify(request.body, headers) as { type: string; timestamp: string; data: any }
}
