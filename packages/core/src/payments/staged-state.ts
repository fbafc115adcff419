import type { MeteredSetOptions, MeterReading, ScanOptions, ScanPage, SetOptions, StateStore } from '../state/types.ts'

/**
 * Writes of a paid call with effects, held back until its payment is settled. The handler works
 * on a view of the state that shows its own writes; the writes are kept as a list, applied in
 * order once the payment is settled, and dropped if the call fails or the payment is refused.
 * The list is JSON, so a settlement left pending keeps it until the payment is confirmed.
 */
export type StagedWrite =
  | { op: 'set'; key: string; value: unknown; ttlMs?: number | undefined }
  | { op: 'delete'; key: string }
  | { op: 'setIfAbsent'; key: string; value: unknown; ttlMs?: number | undefined }
  | { op: 'increment'; key: string; by: number; ttlMs?: number | undefined }
  | { op: 'compareAndSet'; key: string; expected: unknown; value: unknown; ttlMs?: number | undefined }
  | { op: 'deleteIfEquals'; key: string; expected: unknown }
  | { op: 'indexAdd'; index: string; member: string; score: number }
  | { op: 'indexRemove'; index: string; member: string }
  | { op: 'meteredSet'; meter: string; key: string; value: unknown; size: number; options: MeteredSetOptions }
  | { op: 'meteredDelete'; meter: string; key: string }

export interface StagedState extends StateStore {
  readonly writes: StagedWrite[]
  /** Forgets every held write: the call runs again on what is stored now. */
  reset(): void
}

type Held = { value: unknown; ttlMs?: number | undefined } | null

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function stageState(base: StateStore): StagedState {
  const held = new Map<string, Held>()
  const writes: StagedWrite[] = []
  const read = async (key: string) => (held.has(key) ? held.get(key)?.value : base.get(key))
  const hold = (key: string, value: unknown, ttlMs?: number) => held.set(key, ttlMs === undefined ? { value } : { value, ttlMs })
  // What this call's held metered writes change in each meter, per key: whether the key was stored
  // before the call, and the size it counts for now (null: deleted).
  const metered = new Map<string, Map<string, { existed: boolean; size: number | null }>>()
  const meterKeys = (meter: string) => {
    let keys = metered.get(meter)
    if (!keys) metered.set(meter, (keys = new Map()))
    return keys
  }
  async function touch(meter: string, key: string) {
    const keys = meterKeys(meter)
    let entry = keys.get(key)
    if (!entry) keys.set(key, (entry = { existed: (await base.get(key)) !== undefined, size: null }))
    return entry
  }
  // The size a key counted for before the call is not known here: taken as 0, so a held overwrite may be
  // refused a little early near a limit, never let past it (the commit checks the limits again).
  async function meterView(meter: string): Promise<MeterReading> {
    const reading = await base.meterUsage(meter)
    let { items, bytes } = reading
    for (const { existed, size } of metered.get(meter)?.values() ?? []) {
      if (size === null) items -= existed ? 1 : 0
      else {
        items += existed ? 0 : 1
        bytes += size
      }
    }
    return { items, bytes, byClass: reading.byClass }
  }
  return {
    backend: base.backend,
    writes,
    reset() {
      held.clear()
      metered.clear()
      writes.length = 0
    },
    get: async <T>(key: string) => (await read(key)) as T | undefined,
    async set(key: string, value: unknown, options?: SetOptions) {
      hold(key, value, options?.ttlMs)
      writes.push({ op: 'set', key, value, ttlMs: options?.ttlMs })
    },
    async setIfAbsent(key: string, value: unknown, options?: SetOptions) {
      if ((await read(key)) !== undefined) return false
      hold(key, value, options?.ttlMs)
      writes.push({ op: 'setIfAbsent', key, value, ttlMs: options?.ttlMs })
      return true
    },
    async increment(key: string, by = 1, options?: SetOptions) {
      const next = (((await read(key)) as number | undefined) ?? 0) + by
      hold(key, next, options?.ttlMs)
      writes.push({ op: 'increment', key, by, ttlMs: options?.ttlMs })
      return next
    },
    async delete(key: string) {
      const existed = (await read(key)) !== undefined
      held.set(key, null)
      writes.push({ op: 'delete', key })
      return existed
    },
    async compareAndSet(key: string, expected: unknown, value: unknown, options?: SetOptions) {
      if (!same(await read(key), expected)) return false
      hold(key, value, options?.ttlMs)
      writes.push({ op: 'compareAndSet', key, expected, value, ttlMs: options?.ttlMs })
      return true
    },
    async deleteIfEquals(key: string, expected: unknown) {
      if (!same(await read(key), expected)) return false
      held.set(key, null)
      writes.push({ op: 'deleteIfEquals', key, expected })
      return true
    },
    async ttl(key: string) {
      if (!held.has(key)) return base.ttl(key)
      return held.get(key)?.ttlMs
    },
    async scan(prefix: string, options?: ScanOptions): Promise<ScanPage> {
      const page = await base.scan(prefix, options)
      const keys = page.keys.filter((key) => held.get(key) !== null)
      // The call's own new keys are listed once, on the first page.
      if (!options?.cursor) for (const [key, entry] of held) if (entry !== null && key.startsWith(prefix) && !keys.includes(key)) keys.push(key)
      return { keys, cursor: page.cursor }
    },
    async indexAdd(index: string, member: string, score: number) {
      writes.push({ op: 'indexAdd', index, member, score })
    },
    async indexRemove(index: string, member: string) {
      writes.push({ op: 'indexRemove', index, member })
      return true
    },
    indexRange: (index, maxScore, limit) => base.indexRange(index, maxScore, limit),
    async meteredSet(meter: string, key: string, value: unknown, size: number, options: MeteredSetOptions = {}) {
      const replaced = (await read(key)) !== undefined
      const entry = await touch(meter, key)
      const previous = entry.size
      const before = await meterView(meter)
      entry.size = size
      const after = await meterView(meter)
      const limits = options.limits
      const grows = after.items > before.items || after.bytes > before.bytes
      if (limits && grows && (after.items > limits.items || after.bytes > limits.bytes)) {
        entry.size = previous
        return { stored: false, replaced, usage: { items: before.items, bytes: before.bytes } }
      }
      hold(key, value, options.ttlMs)
      writes.push({ op: 'meteredSet', meter, key, value, size, options })
      return { stored: true, replaced, usage: { items: after.items, bytes: after.bytes } }
    },
    async meteredDelete(meter: string, key: string) {
      const existed = (await read(key)) !== undefined
      ;(await touch(meter, key)).size = null
      held.set(key, null)
      writes.push({ op: 'meteredDelete', meter, key })
      return existed
    },
    meterUsage: (meter: string) => meterView(meter),
    // Bookkeeping of what is already stored, not the call's own effect: done at once.
    meterAdopt: (meter, key, size, options) => base.meterAdopt(meter, key, size, options),
    meterRepair: (meter, cursor, limit) => base.meterRepair(meter, cursor, limit),
    // The view is the call's; the store it is over is the host's to close.
    close: async () => {},
  }
}

/**
 * Applies held writes in order. The conditions that rest on what is stored (a conditional write
 * of a key the call had not written before) are checked first, so a key another call changed
 * since means nothing is written and false is answered: the caller runs the call again. A
 * condition that fails while applying (a change in between) stops there, also answering false.
 */
export async function commitWrites(state: StateStore, writes: readonly StagedWrite[]): Promise<boolean> {
  const written = new Set<string>()
  for (const write of writes) {
    if (!('key' in write)) continue
    if (!written.has(write.key)) {
      if (write.op === 'setIfAbsent' && (await state.get(write.key)) !== undefined) return false
      if ((write.op === 'compareAndSet' || write.op === 'deleteIfEquals') && !same(await state.get(write.key), write.expected)) return false
    }
    written.add(write.key)
  }
  for (const write of writes) {
    const ttl = 'ttlMs' in write && write.ttlMs !== undefined ? { ttlMs: write.ttlMs } : undefined
    switch (write.op) {
      case 'set': await state.set(write.key, write.value, ttl); break
      case 'delete': await state.delete(write.key); break
      case 'increment': await state.increment(write.key, write.by, ttl); break
      case 'indexAdd': await state.indexAdd(write.index, write.member, write.score); break
      case 'indexRemove': await state.indexRemove(write.index, write.member); break
      case 'setIfAbsent': if (!(await state.setIfAbsent(write.key, write.value, ttl))) return false; break
      case 'compareAndSet': if (!(await state.compareAndSet(write.key, write.expected, write.value, ttl))) return false; break
      case 'deleteIfEquals': if (!(await state.deleteIfEquals(write.key, write.expected))) return false; break
      // A meter filled meanwhile by another call refuses it: the call runs again on what is stored now.
      case 'meteredSet': if (!(await state.meteredSet(write.meter, write.key, write.value, write.size, write.options)).stored) return false; break
      case 'meteredDelete': await state.meteredDelete(write.meter, write.key); break
    }
  }
  return true
}
