import type { StateStore } from '../state/types.ts'
import { acceptedBy, markAccepted } from './acceptance.ts'
import { TtlCache } from './cache.ts'
import type { RawAnswer } from './transport.ts'

/** A cached provider answer: fresh until `freshUntil`, then kept (stale) until its key expires. */
export interface CachedAnswer {
  answer: RawAnswer
  freshUntil: number
}

/** Where a provider's cached answers live, by request identity. */
export interface AnswerCache {
  get(identity: string): Promise<CachedAnswer | undefined>
  /** Fresh for `ttlMs`, kept `keepMs` in all (for stale-while-revalidate and stale-if-error). */
  set(identity: string, answer: RawAnswer, ttlMs: number, keepMs: number): Promise<void>
  /** Forgets the answer kept for `identity` (one its request's `accept` refused). */
  delete(identity: string): Promise<void>
  /**
   * Keeps beside a shared answer the `accept` functions it has now passed (one kept before its request asked, or by
   * another version of the code), so the hosts reading it next do not ask them again. The memory cache needs none:
   * what passed is noted on the answer it keeps.
   */
  keepAccepted?(identity: string, answer: RawAnswer): Promise<void>
}

/** Entries per provider in a host's memory; answers larger than this many bytes are not cached. */
export const MEMORY_ENTRIES = 500
export const MEMORY_ENTRY_BYTES = 2 * 1024 * 1024
/** Slots per provider in the shared cache (so at most that many keys), and the largest answer it takes. */
export const SHARED_SLOTS = 4096
export const SHARED_ENTRY_BYTES = 256 * 1024

/** The embedded host's cache: in memory, least recently used out first. */
export function memoryAnswerCache(now: () => number, maxEntries = MEMORY_ENTRIES): AnswerCache {
  const entries = new TtlCache<CachedAnswer>(maxEntries, now)
  return {
    get: async (identity) => entries.get(identity),
    async set(identity, answer, ttlMs, keepMs) {
      if (answer.size <= MEMORY_ENTRY_BYTES) entries.set(identity, { answer, freshUntil: answer.receivedAt + ttlMs }, keepMs)
    },
    delete: async (identity) => entries.delete(identity),
  }
}

interface SharedEntry extends Omit<RawAnswer, 'data'> {
  id: string
  freshUntil: number
  data?: unknown
  /** Bytes answers travel as base64 in the JSON the state stores. */
  base64?: string
  /** The `accept` functions (`acceptKey`) the answer passed before it was kept: a host reading it does not ask them again. */
  accepted?: string[]
}

/**
 * The cache every host on one Redis shares. Bounded without bookkeeping: an identity maps to one of
 * `slots` keys per provider (a direct-mapped cache), a newer answer replacing the one in its slot;
 * each key expires when its answer may no longer be served.
 */
export function sharedAnswerCache(state: StateStore, provider: string, slots = SHARED_SLOTS): AnswerCache {
  const keyOf = (identity: string) => `upstream:cache:${provider}:${Buffer.from(identity, 'base64url').readUInt32BE(0) % slots}`
  /** The entry each answer was read from, to add a verdict to it only while its slot still holds it. */
  const readFrom = new WeakMap<RawAnswer, SharedEntry>()
  return {
    async get(identity) {
      const entry = await state.get<SharedEntry>(keyOf(identity))
      if (!entry || entry.id !== identity) return undefined
      const { id: _id, freshUntil, base64, accepted, ...rest } = entry
      const data = base64 === undefined ? rest.data : new Uint8Array(Buffer.from(base64, 'base64'))
      const answer = { ...rest, data }
      markAccepted(answer, accepted)
      readFrom.set(answer, entry)
      return { answer, freshUntil }
    },
    async set(identity, answer, ttlMs, keepMs) {
      if (answer.size > SHARED_ENTRY_BYTES) return
      const { data, ...rest } = answer
      const accepted = acceptedBy(answer)
      const entry: SharedEntry = data instanceof Uint8Array
        ? { ...rest, id: identity, freshUntil: answer.receivedAt + ttlMs, base64: Buffer.from(data).toString('base64') }
        : { ...rest, id: identity, freshUntil: answer.receivedAt + ttlMs, data }
      if (accepted) entry.accepted = accepted
      await state.set(keyOf(identity), entry, { ttlMs: keepMs })
    },
    async delete(identity) {
      // Its slot only while it holds this answer: another identity's answer there stays.
      const entry = await state.get<SharedEntry>(keyOf(identity))
      if (entry?.id === identity) await state.deleteIfEquals(keyOf(identity), entry)
    },
    async keepAccepted(identity, answer) {
      const entry = readFrom.get(answer)
      const accepted = acceptedBy(answer)
      if (!entry || !accepted) return
      const ttlMs = await state.ttl(keyOf(identity))
      // Compare-and-set: a newer answer written to the slot meanwhile is not replaced by this one.
      if (ttlMs !== undefined && ttlMs > 0) await state.compareAndSet(keyOf(identity), entry, { ...entry, accepted }, { ttlMs })
    },
  }
}
