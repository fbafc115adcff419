import { expect, it } from 'vitest'
import type { StateStore } from '../state/types.ts'

/**
 * Atomic batches on a state backend (part of testStateBackend): every write or none, guards and
 * metered limits checked before anything is written, limits counted with the batch's own writes.
 */
export function batchSuite(state: () => StateStore, ns: string, elapse: (ms: number) => Promise<void> | void): void {
  it('batches: applies every write in order when the guards hold', async () => {
    const meter = `${ns}batch-meter`
    await state().set(`${ns}b-seen`, { v: 1 })
    await state().set(`${ns}b-old`, 'x')
    await state().increment(`${ns}b-count`, 5)
    const applied = await state().applyBatch([{ key: `${ns}b-seen`, value: { v: 1 } }, { key: `${ns}b-new`, absent: true }], [
      { op: 'set', key: `${ns}b-seen`, value: { v: 2 } },
      { op: 'set', key: `${ns}b-new`, value: 'n', ttlMs: 60_000 },
      { op: 'delete', key: `${ns}b-old` },
      { op: 'increment', key: `${ns}b-count`, by: 3 },
      { op: 'indexAdd', index: `${ns}b-index`, member: 'm', score: 7 },
      { op: 'meteredSet', meter, key: `${ns}b-m1`, value: 1, size: 10, options: { class: 'kv', limits: { items: 5, bytes: 100 } } },
    ])
    expect(applied).toBe(true)
    expect(await state().get(`${ns}b-seen`)).toEqual({ v: 2 })
    expect(await state().get(`${ns}b-new`)).toBe('n')
    expect(await state().ttl(`${ns}b-new`)).toBeGreaterThan(50_000)
    expect(await state().get(`${ns}b-old`)).toBeUndefined()
    expect(await state().get(`${ns}b-count`)).toBe(8)
    expect(await state().indexRange(`${ns}b-index`, 10)).toEqual([{ member: 'm', score: 7 }])
    expect(await state().meterUsage(meter)).toEqual({ items: 1, bytes: 10, byClass: { kv: { items: 1, bytes: 10 } } })
    expect(await state().meterEntry(meter, `${ns}b-m1`)).toEqual({ size: 10, class: 'kv' })
    expect(await state().meterEntry(meter, `${ns}b-seen`)).toBeUndefined()
    expect(await state().applyBatch([], [{ op: 'indexRemove', index: `${ns}b-index`, member: 'm' }, { op: 'meteredDelete', meter, key: `${ns}b-m1` }])).toBe(true)
    expect(await state().indexRange(`${ns}b-index`, 10)).toEqual([])
    expect(await state().meterUsage(meter)).toEqual({ items: 0, bytes: 0, byClass: {} })
    expect(await state().meterEntry(meter, `${ns}b-m1`)).toBeUndefined()
  })

  it('batches: a guard that fails, an increment of a non-integer or a meter past its limit writes nothing at all', async () => {
    const meter = `${ns}batch-refused`
    await state().set(`${ns}r-held`, 'a')
    await state().set(`${ns}r-text`, 'not a number')
    const first = { op: 'set', key: `${ns}r-first`, value: 1 } as const
    expect(await state().applyBatch([{ key: `${ns}r-held`, value: 'b' }], [first])).toBe(false)
    expect(await state().applyBatch([{ key: `${ns}r-held`, absent: true }], [first])).toBe(false)
    expect(await state().applyBatch([{ key: `${ns}r-missing`, value: 'a' }], [first])).toBe(false)
    expect(await state().applyBatch([], [first, { op: 'increment', key: `${ns}r-text`, by: 1 }])).toBe(false)
    const limits = { items: 2, bytes: 100 }
    // The second set fits the meter as it stands, not after the first: the whole batch is refused.
    expect(await state().applyBatch([], [
      first,
      { op: 'meteredSet', meter, key: `${ns}r-m1`, value: 1, size: 60, options: { limits } },
      { op: 'meteredSet', meter, key: `${ns}r-m2`, value: 2, size: 60, options: { limits } },
    ])).toBe(false)
    expect(await state().get(`${ns}r-first`)).toBeUndefined()
    expect(await state().get(`${ns}r-m1`)).toBeUndefined()
    expect(await state().get(`${ns}r-held`)).toBe('a')
    expect(await state().meterUsage(meter)).toEqual({ items: 0, bytes: 0, byClass: {} })
    // A delete earlier in the batch makes room for a set after it; an overwrite counts only its growth.
    await state().meteredSet(meter, `${ns}r-m1`, 1, 60, { limits })
    expect(await state().applyBatch([], [
      { op: 'meteredDelete', meter, key: `${ns}r-m1` },
      { op: 'meteredSet', meter, key: `${ns}r-m2`, value: 2, size: 90, options: { limits } },
      { op: 'meteredSet', meter, key: `${ns}r-m2`, value: 3, size: 100, options: { limits } },
    ])).toBe(true)
    expect(await state().meterUsage(meter)).toEqual({ items: 1, bytes: 100, byClass: { default: { items: 1, bytes: 100 } } })
    expect(await state().get(`${ns}r-m2`)).toBe(3)
  })

  it('batches: a metered key of size 0 is counted, deleted and expires like any other', async () => {
    const meter = `${ns}batch-empty`
    const marker = (key: string, ttlMs?: number) => ({ op: 'meteredSet', meter, key: `${ns}${key}`, value: 1, size: 0, options: ttlMs ? { ttlMs } : {} }) as const
    expect(await state().applyBatch([], [marker('z-kept'), marker('z-gone'), marker('z-expiring', 50)])).toBe(true)
    expect(await state().meterUsage(meter)).toEqual({ items: 3, bytes: 0, byClass: { default: { items: 3, bytes: 0 } } })
    expect(await state().meterEntry(meter, `${ns}z-gone`)).toEqual({ size: 0, class: 'default' })
    expect(await state().applyBatch([], [{ op: 'meteredDelete', meter, key: `${ns}z-gone` }])).toBe(true)
    expect(await state().get(`${ns}z-gone`)).toBeUndefined()
    await elapse(120)
    expect(await state().get(`${ns}z-expiring`)).toBeUndefined()
    expect(await state().meterUsage(meter)).toEqual({ items: 1, bytes: 0, byClass: { default: { items: 1, bytes: 0 } } })
    expect(await state().applyBatch([], [{ op: 'meteredDelete', meter, key: `${ns}z-kept` }])).toBe(true)
    expect(await state().meterUsage(meter)).toEqual({ items: 0, bytes: 0, byClass: {} })
  })
}
