import { createRedisState } from '@svc/state-redis'
import { describe, expect, it } from 'vitest'
import type { PaymentRail } from '../src/index.ts'
import { createFailedPayments } from '../src/payments/failed-payments.ts'
import { createEmbeddedState, type StateStore } from '../src/state/index.ts'
import { describeWith, manualClock, testHost, testRedisUrl } from '../src/testing/index.ts'
import { demoPlugin } from './_fixtures.ts'

/*
 * A payment whose key comes back unchanged after a failed call (x402's channel voucher) sets
 * `failuresCountedForMs`: its failed calls are counted over a window that opens at the first one, and
 * once it has passed the same payment is taken again. Any other payment is counted until `keepUntil`.
 */

const h = testHost({ plugins: [], paid: true })
const MINUTE = 60_000
const DAY = 86_400_000

/**
 * A rail taking `counted-credential: <key>` on one path: core's one-step hold, or verify-then-take. Its
 * payments are counted over `windowMs` when given, else until a day after they were made (as exact's).
 */
function countedRail(path: 'hold' | 'verify', windowMs: number | undefined, now: () => number) {
  const payer = { address: 'payer', network: 'test:1' }
  const receipt = (amountMicros: number) => ({ settlement: { status: 'settled' as const, network: 'test:1', payer: 'payer', amount: String(amountMicros) }, headers: {} })
  const counting = (request: Request) => ({ payer, key: `counted:${request.headers.get('counted-credential')}`, keepUntil: now() + DAY, ...(windowMs === undefined ? {} : { failuresCountedForMs: windowMs }) })
  const rail: PaymentRail = {
    id: 'counted',
    requestHeaders: ['counted-credential'],
    responseHeaders: [],
    recognizes: (request) => request.headers.has('counted-credential'),
    challenge: async () => ({ body: { counted: true }, headers: {} }),
    authorize: async () => {
      throw new Error('two-phase or held only')
    },
    async verify(request) {
      return { ...counting(request), take: async () => ({ payer, settle: async (amountMicros) => receipt(amountMicros), release: async () => {}, resumable: () => ({}) }) }
    },
    resume: async () => {
      throw new Error('not used')
    },
  }
  if (path === 'hold') rail.hold = async (request) => ({ ...counting(request), charge: async (amountMicros) => receipt(amountMicros), release: async () => {} })
  return rail
}

function windowSuite(name: string, openState: () => StateStore) {
  describe(`failed calls of a payment counted over a window (${name} state)`, () => {
    it.each(['hold', 'verify'] as const)('refuses the payment after 3 failed calls with Retry-After until the window from the first closes, then takes it again (%s path)', async (path) => {
      const clock = manualClock()
      const app = h.open({ plugins: [demoPlugin], rails: [countedRail(path, 10 * MINUTE, clock.now)], state: openState(), now: clock.now }).app
      const first = clock.now()
      const send = (url: string) => app.request(url, { headers: { 'counted-credential': `w-${path}` } })
      expect((await send('/api/demo/fail?how=upstream')).status).toBe(502)
      // The later failures do not move the window.
      clock.elapse(3 * MINUTE)
      for (let failed = 0; failed < 2; failed++) expect((await send('/api/demo/fail?how=upstream')).status).toBe(502)
      const refused = await send('/api/demo/echo?text=hi')
      expect(refused.status).toBe(402)
      expect(refused.headers.get('retry-after')).toBe('420')
      expect(await refused.json()).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'payment_failed_too_often', retryAfter: 420, retryAt: new Date(first + 10 * MINUTE).toISOString() })
      clock.elapse(7 * MINUTE)
      const paid = await send('/api/demo/echo?text=hi')
      expect(paid.status, await paid.clone().text()).toBe(200)
      expect((await paid.json()).meta).toMatchObject({ caller: 'paid', cost: { amount: '2500' } })
      await app.close()
    })

    it.each(['hold', 'verify'] as const)('keeps a payment without a window refused until it can no longer move, with no Retry-After (%s path)', async (path) => {
      const clock = manualClock()
      const app = h.open({ plugins: [demoPlugin], rails: [countedRail(path, undefined, clock.now)], state: openState(), now: clock.now }).app
      const send = (url: string) => app.request(url, { headers: { 'counted-credential': `k-${path}` } })
      for (let failed = 0; failed < 3; failed++) expect((await send('/api/demo/fail?how=upstream')).status).toBe(502)
      clock.elapse(11 * MINUTE)
      const refused = await send('/api/demo/echo?text=hi')
      expect(refused.status).toBe(402)
      expect(refused.headers.get('retry-after')).toBeNull()
      const body = await refused.json()
      expect(body).toMatchObject({ code: 'PAYMENT_INVALID', reason: 'payment_failed_too_often' })
      expect(body).not.toHaveProperty('retryAfter')
      await app.close()
    })

    it('counts failed calls recorded at once, each once, in the window the first opened', async () => {
      const clock = manualClock()
      const state = openState()
      const failures = createFailedPayments(state, clock.now)
      await Promise.all(Array.from({ length: 6 }, () => failures.record('race', 0, MINUTE)))
      expect(await failures.failedCalls('race', MINUTE)).toEqual({ count: 6, until: clock.now() + MINUTE })
      // Counted apart from the plain counter of the same key, which is unchanged.
      expect(await failures.failedCalls('race')).toEqual({ count: 0 })
      clock.elapse(MINUTE)
      expect(await failures.failedCalls('race', MINUTE)).toEqual({ count: 0 })
      await failures.record('race', 0, MINUTE)
      expect(await failures.failedCalls('race', MINUTE)).toEqual({ count: 1, until: clock.now() + MINUTE })
      await state.close()
    })
  })
}

windowSuite('embedded', () => createEmbeddedState())
const describeWithRedis = await describeWith('redis')
describeWithRedis('on Redis', () => windowSuite('redis', () => createRedisState({ url: testRedisUrl(), prefix: `svc-failed-window-${process.pid}-${Math.random().toString(36).slice(2)}:` })))
