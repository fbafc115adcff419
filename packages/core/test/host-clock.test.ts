import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOperation, definePlugin } from '../src/index.ts'
import { manualClock, testHost } from '../src/testing/index.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

let startedAt: number | undefined
const timed = definePlugin({
  name: 'clock-plugin',
  version: '1.0.0',
  group: 'clock',
  operations: [defineOperation({
    name: 'now',
    method: 'GET',
    description: 'The host clock, and a value kept for a second in the state.',
    input: v.object({}),
    price: { usd: 0 },
    response: 'legacy',
    handler: async ({ now, state }) => {
      if ((await state.get('clock:kept')) === undefined) await state.set('clock:kept', now(), { ttlMs: 1000 })
      return { now: now(), kept: await state.get('clock:kept') }
    },
  })],
  lifecycle: { start: (ctx) => void (startedAt = ctx.now()) },
})

describe('the host clock', () => {
  it('is what operations and lifecycles read, and the test memory state expires by it', async () => {
    const clock = manualClock(Date.parse('2030-01-01T00:00:00Z'))
    const app = h.open({ plugins: [timed], now: clock.now }).app
    await app.start()
    expect(startedAt).toBe(Date.parse('2030-01-01T00:00:00Z'))
    expect((await (await app.request('/api/clock/now')).json()).data).toEqual({ now: clock.now(), kept: clock.now() })
    clock.elapse(999)
    expect((await (await app.request('/api/clock/now')).json()).data.kept).toBe(Date.parse('2030-01-01T00:00:00Z'))
    clock.elapse(1)
    expect((await (await app.request('/api/clock/now')).json()).data).toEqual({ now: clock.now(), kept: clock.now() })
    await app.close()
  })

  const onDate = testHost({ plugins: timed })
  const onClock = testHost({ plugins: timed, clock: 42 })
  it('is Date.now by default, and testHost passes its clock on', async () => {
    const before = Date.now()
    const read = (await onDate.ok('/api/clock/now')).now
    expect(read).toBeGreaterThanOrEqual(before)
    expect(read).toBeLessThanOrEqual(Date.now())
    expect((await onClock.ok('/api/clock/now')).now).toBe(42)
  })
})
