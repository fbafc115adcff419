import { randomBytes } from 'node:crypto'
import type { StateStore } from '@svc/core'
import { type manualClock, type TestApp, type TestHostOptions, testHost } from '@svc/core/testing'
import { afterEach } from 'vitest'
import { keyspace, ownerOf } from '../src/scope.ts'

/** A fresh wallet per test, so suites sharing one Redis never see each other's data. */
export const wallet = () => `0x${randomBytes(20).toString('hex')}`

/** The host's clock in a test: it moves only when the test says (`elapse`). */
export type Clock = ReturnType<typeof manualClock>

/** A state backend the suites run on. */
export interface Backend {
  name: string
  /** Opens a state; the embedded one keeps time by `clock`, Redis by its server's. */
  open(clock: Clock): StateStore
  /**
   * True when keys expire by `clock` (embedded). Redis expires them on its own clock, which a test
   * cannot move: there a test checks the TTL Redis holds (`state.ttl`) rather than waiting it out.
   */
  expiresByClock: boolean
}

/** The state key of a paying wallet's object (`kind` kv, lock...), to read the TTL the state holds. */
export const stateKey = (payer: string, kind: string, name: string) =>
  keyspace(ownerOf({ kind: 'paid', ip: '203.0.113.1', payer: { address: payer, network: 'eip155:8453' } }), kind) + name

export interface Infra {
  app: TestApp
  /** POST an operation as `payer` (a verified wallet through the test gate); trial when payer is 'trial'. */
  call(path: string, body: unknown, payer: string): Promise<{ status: number; body: any }>
}

/** `Infra.call` on a test app, or on a test host (`infraHost`, a host it `open`ed). */
export function callerOf(app: Pick<TestApp, 'request'>): Infra['call'] {
  return async (path, body, payer) => {
    const trial = payer === 'trial'
    const response = await app.request(`/api/${path}${trial ? '?trial=1' : ''}`, { method: 'POST', json: body, headers: trial ? { 'x-forwarded-for': '203.0.113.9' } : { 'x-test-payer': payer } })
    return { status: response.status, body: await response.json() }
  }
}

/**
 * Core's test host on a backend, prices kept (the plugin's trials and 402s are under test): one host per
 * test, on a state the backend opens on the host's clock (which starts at the real time and goes back
 * there before each test), closed after the test.
 */
export function infraHost(backend: Backend, options: Omit<TestHostOptions, 'state' | 'clock' | 'hostPer' | 'paid'>) {
  const opened: StateStore[] = []
  const h = testHost({
    ...options,
    paid: true,
    hostPer: 'test',
    clock: Date.now(),
    state: (): StateStore => {
      const state = backend.open(h.clock)
      opened.push(state)
      return state
    },
  })
  afterEach(async () => {
    for (const state of opened.splice(0)) await state.close()
  })
  return h
}

/** `ms` from the clock's now, as ISO 8601 (what the plugin answers as expiresAt). */
export const isoAfter = (clock: Clock, ms: number) => new Date(clock.now() + ms).toISOString()
