import type { Entry } from './_log.ts'
import { SortedIndex } from './_sorted.ts'
import type { BatchWrite, MeterEntry, MeteredSetOptions, MeteredSetResult, MeterReading, MeterUsage } from './types.ts'

/** What the embedded state lends its meters: live entries, writes, and its persisted sorted indexes. */
export interface MeterHost {
  now(): number
  live(key: string): Entry | undefined
  write(key: string, json: string, ttlMs: number | undefined): void
  remove(key: string): boolean
  indexAdd(index: string, member: string, score: number): void
  indexRemove(index: string, member: string): boolean
  indexes(): Iterable<[string, { entries(): Iterable<{ member: string; score: number }> }]>
}

interface Meter {
  total: MeterUsage
  byClass: Map<string, MeterUsage>
  /** What each key counts for. */
  held: Map<string, { cls: string; size: number }>
  /** The counted keys that expire, by expiry time (kept in memory, rebuilt from the entries). */
  expiring: SortedIndex
}

// The meters persist as sorted indexes of the log (one per meter and class: member the key, score its
// size), so they need no line format of their own; the running totals are rebuilt from them at load.
const MARK = '\u0000meter\u0000'
const indexName = (meter: string, cls: string) => `${MARK}${meter}\u0000${cls}`
// Expired keys a call takes off its meter at most before its own work (the rest go on later calls).
const SWEEP = 100

/** The meters of the embedded state: every operation runs synchronously, so each is atomic in the process. */
export function embeddedMeters(host: MeterHost) {
  let meters: Map<string, Meter> | undefined

  function tally(meter: Meter, cls: string, items: number, size: number): void {
    meter.total.items += items
    meter.total.bytes += items * size
    let usage = meter.byClass.get(cls)
    if (!usage) meter.byClass.set(cls, (usage = { items: 0, bytes: 0 }))
    usage.items += items
    usage.bytes += items * size
  }

  function uncount(meter: Meter, name: string, key: string): void {
    const held = meter.held.get(key)
    if (!held) return
    meter.held.delete(key)
    meter.expiring.remove(key)
    tally(meter, held.cls, -1, held.size)
    host.indexRemove(indexName(name, held.cls), key)
  }

  function count(meter: Meter, name: string, key: string, cls: string, size: number, expiresAt: number | undefined): void {
    const held = meter.held.get(key)
    // An overwrite of the same class and size changes no count (and writes no index line).
    if (held?.cls !== cls || held.size !== size) {
      if (held?.cls === cls) tally(meter, cls, -1, held.size)
      else uncount(meter, name, key)
      meter.held.set(key, { cls, size })
      tally(meter, cls, 1, size)
      host.indexAdd(indexName(name, cls), key, size)
    }
    if (expiresAt === undefined) meter.expiring.remove(key)
    else meter.expiring.add(key, expiresAt)
  }

  /** Every meter, built once from the persisted indexes; keys gone meanwhile (expired, compacted away) are taken off. */
  function all(): Map<string, Meter> {
    if (meters) return meters
    meters = new Map()
    const found: Array<[string, string, string, number]> = []
    for (const [index, members] of host.indexes()) {
      if (!index.startsWith(MARK)) continue
      const [name, cls] = splitName(index.slice(MARK.length))
      for (const { member, score } of members.entries()) found.push([name, cls, member, score])
    }
    for (const [name, cls, key, size] of found) {
      const meter = meterOf(name)
      meter.held.set(key, { cls, size })
      tally(meter, cls, 1, size)
    }
    for (const [name, meter] of meters) {
      for (const key of [...meter.held.keys()]) {
        const entry = host.live(key)
        if (!entry) uncount(meter, name, key)
        else if (entry.expiresAt !== undefined) meter.expiring.add(key, entry.expiresAt)
      }
    }
    return meters
  }

  function meterOf(name: string): Meter {
    const map = all()
    let meter = map.get(name)
    if (!meter) map.set(name, (meter = { total: { items: 0, bytes: 0 }, byClass: new Map(), held: new Map(), expiring: new SortedIndex() }))
    return meter
  }

  /** Takes off the meter the keys that expired (a bounded number per call). */
  function sweep(name: string): Meter {
    const meter = meterOf(name)
    for (const { member } of meter.expiring.range(host.now(), SWEEP)) {
      const entry = host.live(member)
      if (!entry) uncount(meter, name, member)
      else if (entry.expiresAt === undefined) meter.expiring.remove(member)
      else meter.expiring.add(member, entry.expiresAt)
    }
    return meter
  }

  const usageOf = (meter: Meter): MeterUsage => ({ ...meter.total })

  return {
    meteredSet(name: string, key: string, json: string, size: number, options: MeteredSetOptions & { ttlMs?: number | undefined }): MeteredSetResult {
      const meter = sweep(name)
      const entry = host.live(key)
      // A key counted but gone around the meter is no longer counted.
      if (!entry) uncount(meter, name, key)
      const held = meter.held.get(key)
      const items = held ? 0 : 1
      const growth = size - (held?.size ?? 0)
      const limits = options.limits
      if (limits && (items > 0 || growth > 0) && (meter.total.items + items > limits.items || meter.total.bytes + growth > limits.bytes)) {
        return { stored: false, replaced: entry !== undefined, usage: usageOf(meter) }
      }
      host.write(key, json, options.ttlMs)
      count(meter, name, key, options.class ?? 'default', size, options.ttlMs === undefined ? undefined : host.now() + options.ttlMs)
      return { stored: true, replaced: entry !== undefined, usage: usageOf(meter) }
    },
    meteredDelete(name: string, key: string): boolean {
      const meter = sweep(name)
      const deleted = host.remove(key)
      uncount(meter, name, key)
      return deleted
    },
    meterUsage(name: string): MeterReading {
      const meter = sweep(name)
      return { ...usageOf(meter), byClass: Object.fromEntries([...meter.byClass].filter(([, usage]) => usage.items > 0).map(([cls, usage]) => [cls, { ...usage }])) }
    },
    meterAdopt(name: string, key: string, size: number, options: { class?: string } = {}): boolean {
      const meter = sweep(name)
      const entry = host.live(key)
      if (!entry || meter.held.has(key)) return false
      count(meter, name, key, options.class ?? 'default', size, entry.expiresAt)
      return true
    },
    meterEntry(name: string, key: string): MeterEntry | undefined {
      const held = host.live(key) ? sweep(name).held.get(key) : undefined
      return held ? { size: held.size, class: held.cls } : undefined
    },
    /**
     * Whether every metered set of a batch stays within its limits, each counted after the writes
     * before it (as `meteredSet` would count them applied one after the other).
     */
    batchFits(writes: readonly BatchWrite[]): boolean {
      const usage = new Map<string, MeterUsage>()
      const sizes = new Map<string, Map<string, number | undefined>>()
      for (const write of writes) {
        if (write.op !== 'meteredSet' && write.op !== 'meteredDelete') continue
        const meter = sweep(write.meter)
        let total = usage.get(write.meter)
        if (!total) usage.set(write.meter, (total = { ...meter.total }))
        let known = sizes.get(write.meter)
        if (!known) sizes.set(write.meter, (known = new Map()))
        if (!known.has(write.key)) {
          const held = meter.held.get(write.key)
          // A key counted but gone around the meter leaves it before the write counts it again.
          if (held && !host.live(write.key)) {
            total.items--
            total.bytes -= held.size
          }
          known.set(write.key, host.live(write.key) ? held?.size : undefined)
        }
        const before = known.get(write.key)
        if (write.op === 'meteredDelete') {
          if (before !== undefined) {
            total.items--
            total.bytes -= before
          }
          known.set(write.key, undefined)
          continue
        }
        const more = before === undefined ? 1 : 0
        const growth = write.size - (before ?? 0)
        const limits = write.options.limits
        if (limits && (more > 0 || growth > 0) && (total.items + more > limits.items || total.bytes + growth > limits.bytes)) return false
        total.items += more
        total.bytes += growth
        known.set(write.key, write.size)
      }
      return true
    },
    meterRepair(name: string, cursor?: string | null, limit = 500): { removed: number; cursor: string | null } {
      const meter = sweep(name)
      // The cursor is a position in the meter's keys in order: stable while keys come and go.
      const keys = [...meter.held.keys()].sort()
      let at = cursor ? keys.findIndex((key) => key > cursor) : 0
      if (at < 0) at = keys.length
      const page = keys.slice(at, at + Math.max(1, limit))
      let removed = 0
      for (const key of page) {
        if (host.live(key)) continue
        uncount(meter, name, key)
        removed++
      }
      return { removed, cursor: at + page.length < keys.length ? page[page.length - 1]! : null }
    },
  }
}

/** `meter\0class` back into its parts (a meter's name may itself hold anything but the separator). */
function splitName(rest: string): [string, string] {
  const cut = rest.lastIndexOf('\u0000')
  return [rest.slice(0, cut), rest.slice(cut + 1)]
}
