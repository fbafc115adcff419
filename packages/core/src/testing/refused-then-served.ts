import { expect } from 'vitest'
import type { FixtureRoute } from './fixture-server.ts'
import type { CallResult } from './host-calls.ts'
import { TEST_PAYER_HEADER } from './test-gate.ts'

/** What `refusedThenServed` needs of a test host: `testHost({ hostPer: 'test', paid: true, freshGate: createTestPaymentGate })`. */
export interface KeepingHost {
  call(path: string, json?: unknown, config?: undefined, init?: RequestInit): Promise<CallResult>
  set(route: string, answer: FixtureRoute): void
  reset(): void
  readonly gate: { readonly settled: readonly unknown[] }
}

export interface RefusedThenServedCase {
  /** The operation's path and query, as `call` takes it. */
  path: string
  /** The JSON body of a POST. */
  json?: unknown
  /** The route that answers badly first, then well. */
  route: string
  /** The bad answer, set on `route` before the first call (default: the route's own answer is the bad one). */
  bad?: FixtureRoute
  /** The good answer, set on `route` after the refusal (default: every route's own answer is put back). */
  good?: FixtureRoute
  /** More of the 502 body the test pins, e.g. `{ answer: 'unusable', error: expect.stringContaining('HTTP 203') }`. */
  refusal?: Record<string, unknown>
  /** The wallet that pays (default: one of the test's own). */
  payer?: string
}

/**
 * The check that a bad upstream answer is refused and not kept: the first call answers 502 `UPSTREAM_FAILED` and is
 * not charged; once the route answers well, the same call answers 200 and is charged once, which it could not were
 * the bad answer cached. Answers the second call for the test's own assertions on the good answer.
 */
export async function refusedThenServed(host: KeepingHost, check: RefusedThenServedCase): Promise<CallResult> {
  const init = { headers: { [TEST_PAYER_HEADER]: check.payer ?? '0x00000000000000000000000000000000000000a1' } }
  if (check.bad !== undefined) host.set(check.route, check.bad)
  const settledBefore = host.gate.settled.length
  const refused = await host.call(check.path, check.json, undefined, init)
  expect(refused, `the bad answer on ${check.route}`).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', ...check.refusal } })
  expect(host.gate.settled, 'the refused call is not charged').toHaveLength(settledBefore)
  if (check.good !== undefined) host.set(check.route, check.good)
  else host.reset()
  const served = await host.call(check.path, check.json, undefined, init)
  expect(served.status, `the good answer on ${check.route}: ${JSON.stringify(served.body)}`).toBe(200)
  expect(host.gate.settled, 'the served call is charged once').toHaveLength(settledBefore + 1)
  return served
}
