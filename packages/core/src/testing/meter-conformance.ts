import { expect, it } from 'vitest'
import type { StateStore } from '../state/types.ts'

/**
 * Meters on a state backend (part of testStateBackend): counters exact through sets, overwrites,
 * deletes and expiry, limits that hold under concurrent writers, and the repair of stores written
 * around them. `state()` is the backend under test, `ns` a key namespace of its own.
 */
export function meterSuite(state: () => StateStore, ns: string, elapse: (ms: number) => Promise<void> | void): void {
  it('meters: counts items and sizes by class through sets, overwrites and deletes', async () => {
    const meter = `${ns}meter-count`
    const first = await state().meteredSet(meter, `${ns}m1`, { v: 1 }, 10, { class: 'kv' })
    expect(first).toEqual({ stored: true, replaced: false, usage: { items: 1, bytes: 10 } })
    await state().meteredSet(meter, `${ns}m2`, 'x', 25, { class: 'blob' })
    expect(await state().meteredSet(meter, `${ns}m1`, { v: 2 }, 4, { class: 'kv' })).toEqual({ stored: true, replaced: true, usage: { items: 2, bytes: 29 } })
    expect(await state().get(`${ns}m1`)).toEqual({ v: 2 })
    expect(await state().meterUsage(meter)).toEqual({ items: 2, bytes: 29, byClass: { kv: { items: 1, bytes: 4 }, blob: { items: 1, bytes: 25 } } })
    expect(await state().meteredDelete(meter, `${ns}m2`)).toBe(true)
    expect(await state().meteredDelete(meter, `${ns}m2`)).toBe(false)
    expect(await state().get(`${ns}m2`)).toBeUndefined()
    expect(await state().meterUsage(meter)).toEqual({ items: 1, bytes: 4, byClass: { kv: { items: 1, bytes: 4 } } })
  })

  it('meters: refuse a write past a limit and store nothing; a write that does not grow always passes', async () => {
    const meter = `${ns}meter-limit`
    const limits = { items: 2, bytes: 100 }
    await state().meteredSet(meter, `${ns}l1`, 1, 40, { limits })
    await state().meteredSet(meter, `${ns}l2`, 2, 50, { limits })
    expect(await state().meteredSet(meter, `${ns}l3`, 3, 1, { limits })).toEqual({ stored: false, replaced: false, usage: { items: 2, bytes: 90 } })
    expect(await state().get(`${ns}l3`)).toBeUndefined()
    expect(await state().meteredSet(meter, `${ns}l1`, 'grown', 51, { limits })).toMatchObject({ stored: false, replaced: true })
    expect(await state().get(`${ns}l1`)).toBe(1)
    expect(await state().meteredSet(meter, `${ns}l1`, 'to the byte', 50, { limits })).toMatchObject({ stored: true, usage: { items: 2, bytes: 100 } })
    expect(await state().meteredSet(meter, `${ns}l2`, 'smaller', 20, { limits: { items: 0, bytes: 0 } })).toMatchObject({ stored: true, usage: { items: 2, bytes: 70 } })
  })

  it('meters: of 40 concurrent writers racing for 5 places, exactly 5 store', async () => {
    const meter = `${ns}meter-race`
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => state().meteredSet(meter, `${ns}r${i}`, i, 3, { limits: { items: 5, bytes: 1000 } })))
    expect(results.filter((result) => result.stored)).toHaveLength(5)
    expect(await state().meterUsage(meter)).toMatchObject({ items: 5, bytes: 15 })
  })

  it('meters: a key that expires leaves its meter by itself, and its place is free again', async () => {
    const meter = `${ns}meter-ttl`
    await state().meteredSet(meter, `${ns}t1`, 1, 7, { ttlMs: 50 })
    await state().meteredSet(meter, `${ns}t2`, 2, 5)
    expect(await state().meteredSet(meter, `${ns}t3`, 3, 1, { limits: { items: 2, bytes: 100 } })).toMatchObject({ stored: false })
    await elapse(120)
    expect(await state().meterUsage(meter)).toEqual({ items: 1, bytes: 5, byClass: { default: { items: 1, bytes: 5 } } })
    expect(await state().meteredSet(meter, `${ns}t3`, 3, 1, { limits: { items: 2, bytes: 100 } })).toMatchObject({ stored: true, usage: { items: 2, bytes: 6 } })
  })

  it('meters: a key of size 0 (an empty value) is deleted, and expires, like any other', async () => {
    const meter = `${ns}meter-empty`
    await state().meteredSet(meter, `${ns}e1`, '', 0)
    await state().meteredSet(meter, `${ns}e2`, '', 0, { ttlMs: 50 })
    expect(await state().meterUsage(meter)).toEqual({ items: 2, bytes: 0, byClass: { default: { items: 2, bytes: 0 } } })
    expect(await state().meteredDelete(meter, `${ns}e1`)).toBe(true)
    await elapse(120)
    expect(await state().meterUsage(meter)).toEqual({ items: 0, bytes: 0, byClass: {} })
    expect(await state().meteredSet(meter, `${ns}e3`, 'x', 1)).toMatchObject({ stored: true, usage: { items: 1, bytes: 1 } })
  })

  it('meters: adopt counts a key written around the meter once; repair takes off a key deleted around it', async () => {
    const meter = `${ns}meter-repair`
    await state().set(`${ns}old`, 'from an earlier version')
    expect(await state().meterAdopt(meter, `${ns}old`, 23, { class: 'kv' })).toBe(true)
    expect(await state().meterAdopt(meter, `${ns}old`, 23, { class: 'kv' })).toBe(false)
    expect(await state().meterAdopt(meter, `${ns}never-written`, 5)).toBe(false)
    await state().meteredSet(meter, `${ns}kept`, 1, 2)
    await state().meteredSet(meter, `${ns}lost`, 1, 3)
    await state().delete(`${ns}lost`)
    let removed = 0
    let cursor: string | null = null
    do {
      const step: { removed: number; cursor: string | null } = await state().meterRepair(meter, cursor, 1)
      removed += step.removed
      cursor = step.cursor
    } while (cursor)
    expect(removed).toBe(1)
    expect(await state().meterUsage(meter)).toEqual({ items: 2, bytes: 25, byClass: { kv: { items: 1, bytes: 23 }, default: { items: 1, bytes: 2 } } })
  })
}
