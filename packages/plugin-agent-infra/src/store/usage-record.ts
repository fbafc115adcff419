import { batchedPerKey, createError, type StateStore } from '@svc/core'
import { keyspace, type Owner } from '../scope.ts'

/**
 * One usage record per owner, `{i: items, b: bytes}`, changed only by compare-and-set, so hosts
 * sharing a Redis never lose one another's changes. Within a process, the changes waiting for one
 * owner's record are combined into one compare-and-set (a batch), so concurrent writes of one
 * wallet cost one record write instead of a retry storm.
 */
export interface Usage {
  i: number
  b: number
}

export const usageKey = (owner: Owner) => `${keyspace(owner, 'usage')}total`
/** The two counters of earlier versions, read once to seed the record of an owner that has them. */
const legacyKey = (owner: Owner, what: 'items' | 'bytes') => `${keyspace(owner, 'usage')}${what}`

/** The record as stored; an owner without one gets it seeded from the counters of earlier versions (or zero). */
export async function readUsage(state: StateStore, owner: Owner): Promise<Usage> {
  const key = usageKey(owner)
  const stored = await state.get<Usage>(key)
  if (stored) return stored
  const [items, bytes] = await Promise.all([state.get<number>(legacyKey(owner, 'items')), state.get<number>(legacyKey(owner, 'bytes'))])
  const seeded: Usage = { i: items ?? 0, b: bytes ?? 0 }
  if (await state.setIfAbsent(key, seeded)) return seeded
  return (await state.get<Usage>(key)) ?? seeded
}

/**
 * The last record this process wrote per owner: the expected value of the next compare-and-set,
 * so a write usually needs no read. A stale one only fails the compare-and-set, which then reads.
 */
const known = new WeakMap<StateStore, Map<string, Usage>>()
const KNOWN_MAX = 10_000

function cacheOf(state: StateStore): Map<string, Usage> {
  let map = known.get(state)
  if (!map) known.set(state, (map = new Map()))
  return map
}

/** One compare-and-set of the record; remembered here when it held. */
export async function swapUsage(state: StateStore, owner: Owner, from: Usage, to: Usage): Promise<boolean> {
  const key = usageKey(owner)
  if (!(await state.compareAndSet(key, from, to))) return false
  const map = cacheOf(state)
  if (map.size >= KNOWN_MAX && !map.has(key)) map.clear()
  map.set(key, to)
  return true
}

/** A change waiting for its owner's record. A reservation has `fits` (may it apply to a usage?) and `refuse` (the error when not). */
export interface Change {
  items: number
  bytes: number
  fits?: (usage: Usage) => boolean
  refuse?: (usage: Usage) => Error
}

/** Counts the owner's objects exactly and sets the record to it; true when the record then held the count. */
export type Recount = () => Promise<boolean>

interface Waiting {
  owner: Owner
  change: Change
  recount: Recount
  resolve: () => void
  reject: (error: unknown) => void
}

const MAX_TRIES = 1000
/** Recounts before refusing when concurrent writes elsewhere keep moving the record. */
const MAX_RECOUNTS = 3

const busy = () => createError('UNAVAILABLE', 'This wallet\'s store is too busy to count a write; retry shortly', { headers: { 'retry-after': '1' } })

/** One turn on an owner's record: the changes that fit in one compare-and-set, the others after up to MAX_RECOUNTS exact recounts. */
const queueChange = batchedPerKey<Waiting>(async (state, _key, batch) => {
  const { owner } = batch[0]!
  let { unfit, usage } = await applyBatch(state, owner, batch)
  for (let round = 0; unfit.length > 0 && round < MAX_RECOUNTS; round++) {
    const exact = await unfit[0]!.recount()
    ;({ unfit, usage } = await applyBatch(state, owner, unfit))
    if (exact) break
  }
  for (const waiting of unfit) waiting.reject(waiting.change.refuse!(usage))
})

/**
 * Applies a change to the owner's record. Changes arriving while one is under way wait and then go
 * together in one compare-and-set. Reservations that do not fit wait for one exact recount (the
 * record can overstate) and are refused only if they still do not fit.
 */
export function applyChange(state: StateStore, owner: Owner, change: Change, recount: Recount): Promise<void> {
  return new Promise<void>((resolve, reject) => queueChange(state, usageKey(owner), { owner, change, recount, resolve, reject }))
}

/**
 * Applies every change that fits in one compare-and-set (retried on a change from elsewhere);
 * answers those that did not fit and the stored usage they did not fit.
 */
async function applyBatch(state: StateStore, owner: Owner, batch: Waiting[]): Promise<{ unfit: Waiting[]; usage: Usage }> {
  const remembered = cacheOf(state).get(usageKey(owner))
  let usage = remembered ?? (await readUsage(state, owner))
  let fresh = remembered === undefined
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const applied: Waiting[] = []
    const unfit: Waiting[] = []
    let next = usage
    for (const waiting of batch) {
      const { items, bytes, fits } = waiting.change
      const after = { i: next.i + items, b: next.b + bytes }
      if (fits && !fits(after)) {
        unfit.push(waiting)
        continue
      }
      next = after
      applied.push(waiting)
    }
    // A remembered record may be stale: refusing needs the stored one.
    if (unfit.length > 0 && !fresh) {
      usage = await readUsage(state, owner)
      fresh = true
      continue
    }
    if (applied.length === 0 || (await swapUsage(state, owner, usage, next))) {
      for (const waiting of applied) waiting.resolve()
      return { unfit, usage: next }
    }
    usage = await readUsage(state, owner)
    fresh = true
  }
  throw busy()
}
