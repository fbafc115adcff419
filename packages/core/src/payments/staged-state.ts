import type { BatchGuard, BatchWrite, MeterEntry, MeteredSetOptions, MeterReading, MeterUsage, ScanOptions, ScanPage, SetOptions, StateStore } from '../state/types.ts'

/**
 * Writes of a paid call with effects, held back until its payment is settled. The handler works
 * on a view of the state that shows its own writes; the writes are kept as one batch, applied all
 * at once (`StateStore.applyBatch`) once the payment is settled, and dropped if the call fails or
 * the payment is refused. The batch is JSON, so a settlement left pending keeps it until the
 * payment is confirmed.
 *
 * A conditional write (set if absent, compare and set, delete if equal) is held as the plain write
 * it turned into, with a guard on what the call saw stored: the batch applies only if the key still
 * holds it, so a key another call changed since means nothing is written (the call runs again).
 * Metered sets keep their limits, checked again in the batch's atomic step.
 */
export interface StagedBatch {
  guards: BatchGuard[]
  writes: BatchWrite[]
}

export interface StagedState extends StateStore {
  /** What the commit applies: the guards and the writes, in order. */
  readonly batch: StagedBatch
  /** Forgets every held write: the call runs again on what is stored now. */
  reset(): void
}

type Held = { value: unknown; ttlMs?: number | undefined } | null
/** A key of a meter the call touched: what it counted before the call, what it counts now (null: not counted). */
type Touched = { before: MeterEntry | undefined; now: MeterEntry | null }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const guardOf = (key: string, seen: unknown): BatchGuard => (seen === undefined ? { key, absent: true } : { key, value: seen })

export function stageState(base: StateStore): StagedState {
  const held = new Map<string, Held>()
  const batch: StagedBatch = { guards: [], writes: [] }
  const guarded = new Set<string>()
  // Keys the call incremented from a stored value it did not write: a later condition on one rests on that value.
  const incremented = new Map<string, unknown>()
  const metered = new Map<string, Map<string, Touched>>()
  const read = async (key: string) => (held.has(key) ? held.get(key)?.value : base.get(key))
  const hold = (key: string, value: unknown, ttlMs?: number) => held.set(key, ttlMs === undefined ? { value } : { value, ttlMs })
  const write = (entry: BatchWrite) => batch.writes.push(entry)

  /** The call's outcome rests on `seen`, what it read of `key`: guarded when that came from the store. */
  function rests(key: string, seen: unknown): void {
    if (guarded.has(key)) return
    if (!held.has(key)) batch.guards.push(guardOf(key, seen))
    else if (incremented.has(key)) batch.guards.push(guardOf(key, incremented.get(key)))
    else return
    guarded.add(key)
  }
  /** A plain write makes the key's value the call's own again. */
  const own = (key: string) => incremented.delete(key)

  async function touch(meter: string, key: string): Promise<Touched> {
    let keys = metered.get(meter)
    if (!keys) metered.set(meter, (keys = new Map()))
    let entry = keys.get(key)
    if (!entry) {
      const before = await base.meterEntry(meter, key)
      keys.set(key, (entry = { before, now: before ?? null }))
    }
    return entry
  }
  // The stored meter with what this call's held writes change in it: exactly what the commit counts.
  async function meterView(meter: string): Promise<MeterReading> {
    const reading = await base.meterUsage(meter)
    const byClass: Record<string, MeterUsage> = Object.fromEntries(Object.entries(reading.byClass).map(([cls, usage]) => [cls, { ...usage }]))
    const total = { items: reading.items, bytes: reading.bytes }
    const add = (entry: MeterEntry, sign: 1 | -1) => {
      const usage = (byClass[entry.class] ??= { items: 0, bytes: 0 })
      for (const counted of [total, usage]) {
        counted.items += sign
        counted.bytes += sign * entry.size
      }
    }
    for (const { before, now } of metered.get(meter)?.values() ?? []) {
      if (before) add(before, -1)
      if (now) add(now, 1)
    }
    for (const [cls, usage] of Object.entries(byClass)) if (usage.items <= 0) delete byClass[cls]
    return { ...total, byClass }
  }

  return {
    backend: base.backend,
    capabilities: base.capabilities,
    ...(base.location === undefined ? {} : { location: base.location }),
    batch,
    reset() {
      held.clear()
      metered.clear()
      guarded.clear()
      incremented.clear()
      batch.guards.length = 0
      batch.writes.length = 0
    },
    get: async <T>(key: string) => (await read(key)) as T | undefined,
    async set(key: string, value: unknown, options?: SetOptions) {
      own(key)
      hold(key, value, options?.ttlMs)
      write({ op: 'set', key, value, ttlMs: options?.ttlMs })
    },
    async setIfAbsent(key: string, value: unknown, options?: SetOptions) {
      const seen = await read(key)
      if (seen !== undefined) return false
      rests(key, seen)
      own(key)
      hold(key, value, options?.ttlMs)
      write({ op: 'set', key, value, ttlMs: options?.ttlMs })
      return true
    },
    async increment(key: string, by = 1, options?: SetOptions) {
      const seen = await read(key)
      if (!held.has(key)) incremented.set(key, seen)
      const next = ((seen as number | undefined) ?? 0) + by
      // A key the call creates takes the TTL; one that exists keeps its own (as the store does).
      const ttlMs = held.has(key) ? held.get(key)?.ttlMs : seen === undefined ? options?.ttlMs : await base.ttl(key)
      hold(key, next, ttlMs)
      write({ op: 'increment', key, by, ttlMs: options?.ttlMs })
      return next
    },
    async delete(key: string) {
      const existed = (await read(key)) !== undefined
      own(key)
      held.set(key, null)
      write({ op: 'delete', key })
      return existed
    },
    async compareAndSet(key: string, expected: unknown, value: unknown, options?: SetOptions) {
      const seen = await read(key)
      if (seen === undefined || !same(seen, expected)) return false
      rests(key, seen)
      own(key)
      hold(key, value, options?.ttlMs)
      write({ op: 'set', key, value, ttlMs: options?.ttlMs })
      return true
    },
    async deleteIfEquals(key: string, expected: unknown) {
      const seen = await read(key)
      if (seen === undefined || !same(seen, expected)) return false
      rests(key, seen)
      own(key)
      held.set(key, null)
      write({ op: 'delete', key })
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
      write({ op: 'indexAdd', index, member, score })
    },
    async indexRemove(index: string, member: string) {
      write({ op: 'indexRemove', index, member })
      return true
    },
    indexRange: (index, maxScore, limit, options) => base.indexRange(index, maxScore, limit, options),
    async meteredSet(meter: string, key: string, value: unknown, size: number, options: MeteredSetOptions = {}) {
      const replaced = (await read(key)) !== undefined
      const entry = await touch(meter, key)
      const previous = entry.now
      const before = await meterView(meter)
      entry.now = { size, class: options.class ?? 'default' }
      const after = await meterView(meter)
      const limits = options.limits
      const more = previous ? 0 : 1
      const growth = size - (previous?.size ?? 0)
      if (limits && (more > 0 || growth > 0) && (before.items + more > limits.items || before.bytes + growth > limits.bytes)) {
        entry.now = previous
        return { stored: false, replaced, usage: { items: before.items, bytes: before.bytes } }
      }
      own(key)
      hold(key, value, options.ttlMs)
      write({ op: 'meteredSet', meter, key, value, size, options })
      return { stored: true, replaced, usage: { items: after.items, bytes: after.bytes } }
    },
    async meteredDelete(meter: string, key: string) {
      const existed = (await read(key)) !== undefined
      ;(await touch(meter, key)).now = null
      own(key)
      held.set(key, null)
      write({ op: 'meteredDelete', meter, key })
      return existed
    },
    meterUsage: (meter: string) => meterView(meter),
    async meterEntry(meter: string, key: string) {
      const entry = metered.get(meter)?.get(key)
      return entry ? (entry.now ?? undefined) : base.meterEntry(meter, key)
    },
    // Bookkeeping of what is already stored, not the call's own effect: done at once.
    meterAdopt: (meter, key, size, options) => base.meterAdopt(meter, key, size, options),
    meterRepair: (meter, cursor, limit) => base.meterRepair(meter, cursor, limit),
    // A batch inside a paid call joins the call's own: its guards are checked on the view, its writes held.
    async applyBatch(guards, writes) {
      for (const guard of guards) {
        const seen = await read(guard.key)
        if ('absent' in guard ? seen !== undefined : seen === undefined || !same(seen, guard.value)) return false
        rests(guard.key, seen)
      }
      for (const entry of writes) {
        if (entry.op === 'meteredSet' && !(await this.meteredSet(entry.meter, entry.key, entry.value, entry.size, entry.options)).stored) return false
        if (entry.op === 'meteredSet') continue
        if (entry.op === 'meteredDelete') await this.meteredDelete(entry.meter, entry.key)
        else if (entry.op === 'indexAdd') await this.indexAdd(entry.index, entry.member, entry.score)
        else if (entry.op === 'indexRemove') await this.indexRemove(entry.index, entry.member)
        else if (entry.op === 'increment') await this.increment(entry.key, entry.by, entry.ttlMs === undefined ? undefined : { ttlMs: entry.ttlMs })
        else if (entry.op === 'delete') await this.delete(entry.key)
        else await this.set(entry.key, entry.value, entry.ttlMs === undefined ? undefined : { ttlMs: entry.ttlMs })
      }
      return true
    },
    // The view is the call's; the store it is over is the host's to close.
    close: async () => {},
  }
}

/** Applies a call's held writes all at once; false (nothing written) when a guard or a meter's limit no longer holds. */
export function commitBatch(state: StateStore, batch: StagedBatch): Promise<boolean> {
  return state.applyBatch(batch.guards, batch.writes)
}
