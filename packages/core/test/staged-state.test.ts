import { describe, expect, it } from 'vitest'
import { commitBatch, stageState } from '../src/payments/staged-state.ts'
import { createRedisState } from '@svc/state-redis'
import { createEmbeddedState } from '../src/state/index.ts'
import type { StateStore } from '../src/state/types.ts'
import { describeWith, testRedisUrl } from '../src/testing/services.ts'

/** A paid call's view of the state: its writes held, committed all at once after settlement. */
function stagedSuite(open: () => StateStore) {
  it('counts a held overwrite near a quota limit exactly: an overwrite that does not grow passes, one that does is refused', async () => {
    const state = open()
    const limits = { items: 2, bytes: 100 }
    await state.meteredSet('quota', 'q:a', 'a', 60, { class: 'kv', limits })
    await state.meteredSet('quota', 'q:b', 'b', 40, { class: 'blob', limits })
    const staged = stageState(state)
    // The meter is full; rewriting q:a smaller, then back to its size, never grows it.
    expect(await staged.meteredSet('quota', 'q:a', 'a2', 50, { class: 'kv', limits })).toMatchObject({ stored: true, replaced: true, usage: { items: 2, bytes: 90 } })
    expect(await staged.meteredSet('quota', 'q:a', 'a3', 60, { class: 'kv', limits })).toMatchObject({ stored: true, usage: { items: 2, bytes: 100 } })
    expect(await staged.meteredSet('quota', 'q:a', 'a4', 61, { class: 'kv', limits })).toMatchObject({ stored: false, usage: { items: 2, bytes: 100 } })
    expect(await staged.meteredSet('quota', 'q:c', 'c', 1, { limits })).toMatchObject({ stored: false })
    expect(await staged.meteredDelete('quota', 'q:b')).toBe(true)
    expect(await staged.meteredSet('quota', 'q:c', 'c', 40, { class: 'kv', limits })).toMatchObject({ stored: true, usage: { items: 2, bytes: 100 } })
    // The view counts what the commit will count, by class too.
    expect(await staged.meterUsage('quota')).toEqual({ items: 2, bytes: 100, byClass: { kv: { items: 2, bytes: 100 } } })
    expect(await state.meterUsage('quota')).toEqual({ items: 2, bytes: 100, byClass: { kv: { items: 1, bytes: 60 }, blob: { items: 1, bytes: 40 } } })
    expect(await commitBatch(state, staged.batch)).toBe(true)
    expect(await state.meterUsage('quota')).toEqual({ items: 2, bytes: 100, byClass: { kv: { items: 2, bytes: 100 } } })
    expect(await state.get('q:a')).toBe('a3')
    expect(await state.get('q:b')).toBeUndefined()
    await state.close()
  })

  it('commits nothing when a key its conditional writes rested on changed since', async () => {
    const state = open()
    await state.set('lock', 'free')
    const staged = stageState(state)
    expect(await staged.setIfAbsent('claim', 'mine')).toBe(true)
    expect(await staged.compareAndSet('lock', 'free', 'taken')).toBe(true)
    expect(await staged.increment('count', 2)).toBe(2)
    await state.set('lock', 'taken by another call')
    expect(await commitBatch(state, staged.batch)).toBe(false)
    expect(await state.get('claim')).toBeUndefined()
    expect(await state.get('count')).toBeUndefined()
    await state.set('lock', 'free')
    expect(await commitBatch(state, staged.batch)).toBe(true)
    expect([await state.get('claim'), await state.get('lock'), await state.get('count')]).toEqual(['mine', 'taken', 2])
    await state.close()
  })

  it('guards a condition on a key the call incremented by the value it incremented', async () => {
    const state = open()
    await state.set('n', 5)
    const staged = stageState(state)
    expect(await staged.increment('n')).toBe(6)
    expect(await staged.compareAndSet('n', 6, 100)).toBe(true)
    await state.increment('n')
    expect(await commitBatch(state, staged.batch)).toBe(false)
    expect(await state.get('n')).toBe(6)
    await state.close()
  })
}

describe('staged state over the embedded state', () => stagedSuite(() => createEmbeddedState()))
const describeWithRedis = await describeWith('redis')
describeWithRedis('staged state over Redis', () => stagedSuite(() => createRedisState({ url: testRedisUrl(), prefix: `svc-staged-${process.pid}-${crypto.randomUUID()}:` })))
