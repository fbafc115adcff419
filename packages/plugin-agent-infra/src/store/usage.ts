import { createError, type MeterUsage, type StateStore } from '@svc/core'
import { keyspace, ownerHash, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'

/** The kinds of stored objects that count against a wallet's quota (the classes of its meter). */
export const STORED_KINDS = ['kv', 'doc', 'blob', 'vec'] as const
export type StoredKind = (typeof STORED_KINDS)[number]

/**
 * Quota accounting on the state's meters: a counted object is written with `meteredSet`, which
 * checks the quota and counts the object in the same atomic step as the write (one Lua script on
 * Redis), so writers on any number of hosts never pass the quota together and a refusal reads two
 * counters instead of recounting the wallet. Expired objects leave the meter by themselves.
 */
const meterOf = (owner: Owner) => `${keyspace(owner, 'usage')}meter`
/** Marks a wallet whose objects of earlier versions (written without a meter) are counted. */
const adoptedKey = (owner: Owner) => `${keyspace(owner, 'usage')}metered`
/** Where the wallet's next repair step starts. */
const repairKey = (owner: Owner) => `${keyspace(owner, 'usage')}repair`
/** Keys a repair step checks: what one refused write may cost at most. */
const REPAIR_STEP = 200
/** A wallet's repair steps are this far apart at least (per process): refusals in a burst cost no repair. */
const REPAIR_EVERY_MS = 10_000
const repairedAt = new Map<string, number>()

/** Owners this process knows to be adopted, so a write costs no extra read. */
const adopted = new Set<string>()
const ADOPTED_MAX = 10_000

/**
 * Counts once, in the wallet's meter, the objects an earlier version stored without one (a scan of
 * the wallet, the only one it ever needs). Idempotent and safe beside concurrent writers: adopting
 * a key the meter counts already, or one deleted meanwhile, changes nothing.
 */
async function ensureAdopted(state: StateStore, owner: Owner): Promise<void> {
  const id = ownerHash(owner)
  if (adopted.has(id)) return
  // A trial sandbox is newer than meters: nothing of it predates them.
  if (!owner.id.startsWith('sbx:') && (await state.get(adoptedKey(owner))) === undefined) {
    const meter = meterOf(owner)
    for (const kind of STORED_KINDS) {
      let cursor: string | null | undefined
      do {
        const page = await state.scan(keyspace(owner, kind), { ...(cursor ? { cursor } : {}), limit: 500 })
        for (const key of page.keys) {
          const entry = await state.get<{ b?: number }>(key)
          if (entry) await state.meterAdopt(meter, key, entry.b ?? 0, { class: kind })
        }
        cursor = page.cursor
      } while (cursor)
    }
    await state.set(adoptedKey(owner), 1)
    // The usage records of earlier versions, no longer read.
    await Promise.all(['total', 'items', 'bytes'].map((name) => state.delete(`${keyspace(owner, 'usage')}${name}`)))
  }
  if (adopted.size >= ADOPTED_MAX) adopted.clear()
  adopted.add(id)
}

/**
 * One bounded repair step of the wallet's meter (objects gone around it: an operator's delete, an
 * eviction), taken when a write is refused, so a meter that drifted high heals as writes are
 * refused, never at the cost of a recount. True when it freed something.
 */
async function repairStep(state: StateStore, owner: Owner): Promise<boolean> {
  const id = ownerHash(owner)
  const now = Date.now()
  if (now - (repairedAt.get(id) ?? Number.NEGATIVE_INFINITY) < REPAIR_EVERY_MS) return false
  if (repairedAt.size >= ADOPTED_MAX) repairedAt.clear()
  repairedAt.set(id, now)
  const cursor = await state.get<string>(repairKey(owner))
  const step = await state.meterRepair(meterOf(owner), cursor ?? null, REPAIR_STEP)
  if (step.cursor === null) await state.delete(repairKey(owner))
  else await state.set(repairKey(owner), step.cursor)
  return step.removed > 0
}

const quotaExceeded = (limits: StoreSettings, usage: MeterUsage) =>
  createError('QUOTA_EXCEEDED', `This wallet's store quota is ${limits.maxItems} items and ${limits.maxBytes} bytes; it holds ${usage.items} items and ${usage.bytes} bytes`)

/**
 * Writes one counted object of `bytes` under `key` (in place of what the key held), refused with
 * 403 `QUOTA_EXCEEDED` when it does not fit; answers whether it replaced an object.
 */
export async function countedWrite(state: StateStore, owner: Owner, limits: StoreSettings, kind: StoredKind, key: string, entry: unknown, bytes: number, ttlMs: number | undefined): Promise<{ replaced: boolean }> {
  await ensureAdopted(state, owner)
  const options = { class: kind, limits: { items: limits.maxItems, bytes: limits.maxBytes }, ...(ttlMs === undefined ? {} : { ttlMs }) }
  let result = await state.meteredSet(meterOf(owner), key, entry, bytes, options)
  if (!result.stored && (await repairStep(state, owner))) result = await state.meteredSet(meterOf(owner), key, entry, bytes, options)
  if (!result.stored) throw quotaExceeded(limits, result.usage)
  return { replaced: result.replaced }
}

/** Deletes a counted object; true when it existed. */
export async function countedDelete(state: StateStore, owner: Owner, key: string): Promise<boolean> {
  await ensureAdopted(state, owner)
  return state.meteredDelete(meterOf(owner), key)
}

/** The wallet's usage, in all and by kind, as its meter counts it (exact: no scan). */
export async function storedUsage(state: StateStore, owner: Owner) {
  await ensureAdopted(state, owner)
  const reading = await state.meterUsage(meterOf(owner))
  const byKind = Object.fromEntries(STORED_KINDS.map((kind) => [kind, reading.byClass[kind] ?? { items: 0, bytes: 0 }]))
  return { items: reading.items, bytes: reading.bytes, byKind }
}
