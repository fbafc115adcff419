import { manualClock } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { Refreshing } from '../src/investigations/refreshing.ts'

const HOUR = 3600_000
const limits = { freshMs: 24 * HOUR, staleMs: 7 * 24 * HOUR, retryMs: HOUR / 4 }

/** A load whose answers the test settles one by one, and what it was handed each time. */
function controlledLoad() {
  const calls: Array<{ held: string | undefined; settle: (value: string | 'unchanged') => void; fail: (error: Error) => void }> = []
  const load = (held: string | undefined) => new Promise<string | 'unchanged'>((settle, fail) => calls.push({ held, settle, fail }))
  return { calls, load }
}

/** Lets the promise callbacks already queued run (no timer involved). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A copy whose first load answered 'v1' at time 0. */
async function loadedCopy() {
  const clock = manualClock(0)
  const { calls, load } = controlledLoad()
  const file = new Refreshing(load, clock.now, limits)
  const first = file.get()
  await settled()
  calls[0]!.settle('v1')
  await first
  return { clock, calls, file }
}

describe('a large download kept and refreshed (stale-while-revalidate)', () => {
  it('shares one load among the first callers, then serves the copy without loading while it is fresh', async () => {
    const clock = manualClock(0)
    const { calls, load } = controlledLoad()
    const file = new Refreshing(load, clock.now, limits)
    const first = [file.get(), file.get(), file.get()]
    await settled()
    expect(calls).toHaveLength(1)
    calls[0]!.settle('v1')
    expect((await Promise.all(first)).map((copy) => copy.value)).toEqual(['v1', 'v1', 'v1'])
    clock.elapse(24 * HOUR - 1)
    expect(await file.get()).toEqual({ value: 'v1', checkedAt: 0 })
    expect(calls).toHaveLength(1)
  })

  it('serves a stale copy at once while one refresh runs, handing the load the copy it holds', async () => {
    const { clock, calls, file } = await loadedCopy()
    clock.elapse(24 * HOUR)
    expect((await file.get()).value).toBe('v1')
    expect((await file.get()).value).toBe('v1')
    await settled()
    expect(calls.map((call) => call.held)).toEqual([undefined, 'v1'])
    calls[1]!.settle('v2')
    await settled()
    expect(await file.get()).toEqual({ value: 'v2', checkedAt: 24 * HOUR })
  })

  it('keeps the copy when the provider says it has not changed, counting its age from that answer', async () => {
    const { clock, calls, file } = await loadedCopy()
    clock.elapse(8 * 24 * HOUR) // past stale: the caller waits for the check
    const checked = file.get()
    await settled()
    calls[1]!.settle('unchanged')
    expect(await checked).toEqual({ value: 'v1', checkedAt: 8 * 24 * HOUR })
  })

  it('after a failed refresh serves the stale copy and tries again only after the retry pause', async () => {
    const { clock, calls, file } = await loadedCopy()
    clock.elapse(25 * HOUR)
    await file.get()
    await settled()
    calls[1]!.fail(new Error('provider down'))
    await settled()
    expect((await file.get()).value).toBe('v1')
    clock.elapse(HOUR / 4 - 1)
    await file.get()
    await settled()
    expect(calls).toHaveLength(2)
    clock.elapse(1)
    await file.get()
    await settled()
    expect(calls).toHaveLength(3)
  })

  it('without a copy, answers the load\'s failure to the callers and loads again at the next call', async () => {
    const clock = manualClock(0)
    const { calls, load } = controlledLoad()
    const file = new Refreshing(load, clock.now, limits)
    const first = file.get()
    await settled()
    calls[0]!.fail(new Error('provider down'))
    await expect(first).rejects.toThrow('provider down')
    const second = file.get()
    await settled()
    expect(calls).toHaveLength(2)
    calls[1]!.settle('v1')
    expect((await second).value).toBe('v1')
  })

  it('past the stale limit, makes callers wait for a new copy and answers its failure', async () => {
    const { clock, calls, file } = await loadedCopy()
    clock.elapse(7 * 24 * HOUR)
    const late = file.get()
    await settled()
    calls[1]!.fail(new Error('provider down'))
    await expect(late).rejects.toThrow('provider down')
  })
})
