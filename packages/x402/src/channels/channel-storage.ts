import type { StateStore } from '@svc/core'
import type { Channel, ChannelStorage, ChannelUpdateResult } from '@x402/evm/batch-settlement/server'

/** Where channel records live in the host's state: one key per channel, lower-case id. */
export const CHANNEL_PREFIX = 'x402:channel:'

/** How often a compare-and-set that lost to another writer (host) is tried again before giving up. */
const MAX_ATTEMPTS = 50
/** Records kept in memory at most (the channels in use); the oldest entry goes first. */
const CACHE_SIZE = 10_000
/** One cache per state store: two storages on the same store see each other's writes. */
const caches = new WeakMap<StateStore, Cache>()

/**
 * The records last seen, and when each key was last written (a count of the writes issued), so that
 * what a read or a write learns after its await is kept only when no write of the key came since.
 */
interface Cache {
  records: Map<string, Channel>
  writtenAt: Map<string, number>
  writes: number
  /** `writtenAt` is emptied when it grows past the cache's size: what was learnt before that is not kept. */
  forgottenAt: number
}

/**
 * The official server's channel storage, plus what the common voucher needs to pay in one state step:
 * the last record this host read or wrote of each channel (`known`), and `replace`, a compare-and-set
 * against it that needs no read first.
 */
export interface CachedChannelStorage extends ChannelStorage {
  /**
   * Whether the cache is the truth: on a store no other host writes (the embedded default, one
   * process per folder) every write goes through here. On a shared store (Redis) a record known here
   * may be behind another host's write: a `replace` against it then fails, and `get` reads afresh.
   */
  readonly exact: boolean
  /** The record as last seen here (read when it is not known yet); undefined when the channel has none. */
  known(channelId: string): Promise<Channel | undefined>
  /** `known` without a promise: the record as last seen here, or undefined when there is none in memory (then ask `known`). */
  seen(channelId: string): Channel | undefined
  /** Stores `next` when the stored record is still `expected` (as `known` gave it); false otherwise (then read afresh next time). */
  replace(channelId: string, expected: Channel, next: Channel): Promise<boolean>
}

/**
 * The official server's channel storage on svc's state store (disk by default, Redis across hosts).
 * `updateChannel` is a compare-and-set loop: whatever host writes first wins, the other reads the new
 * record and decides again, so two hosts never both charge one voucher. A write returns only once
 * the store has it (the embedded log, or Redis): a voucher is recorded before its answer leaves.
 */
export function stateChannelStorage(state: StateStore): CachedChannelStorage {
  const keyOf = (channelId: string) => `${CHANNEL_PREFIX}${channelId.toLowerCase()}`
  const exact = !state.capabilities?.sharedAcrossHosts
  // The embedded store applies each write when it is called (its await is the log's): a record the cache
  // holds there is the stored one at every step, and a replace against it needs no comparison in the store.
  const applied = exact && state.backend === 'embedded'
  let cache = caches.get(state)
  if (!cache) caches.set(state, (cache = { records: new Map(), writtenAt: new Map(), writes: 0, forgottenAt: 0 }))
  const known = cache
  const { records } = known
  const remember = (key: string, channel: Channel | undefined) => {
    records.delete(key)
    if (channel === undefined) return
    if (records.size >= CACHE_SIZE) records.delete(records.keys().next().value!)
    records.set(key, channel)
  }
  /** A write of `key` is issued now: the cache forgets it until the write's outcome is known; the write's number. */
  const writing = (key: string): number => {
    records.delete(key)
    if (known.writtenAt.size >= 2 * CACHE_SIZE) {
      known.writtenAt.clear()
      known.forgottenAt = known.writes
    }
    known.writtenAt.set(key, ++known.writes)
    return known.writes
  }
  /** Whether no write of `key` was issued after the write (or read) numbered `since`. */
  const lastOf = (key: string, since: number) => known.forgottenAt <= since && (known.writtenAt.get(key) ?? 0) <= since
  /** A write, its outcome kept in the cache when no other write of the key was issued meanwhile. */
  async function written<T>(key: string, write: () => Promise<T>, outcome: (result: T) => Channel | undefined): Promise<T> {
    const number = writing(key)
    const result = await write()
    if (lastOf(key, number)) remember(key, outcome(result))
    return result
  }
  async function read(key: string): Promise<Channel | undefined> {
    const since = known.writes
    const channel = await state.get<Channel>(key)
    // A record read before a write of it that came meanwhile is not the stored one any more.
    if (lastOf(key, since)) remember(key, channel)
    return channel
  }
  /** The record to decide on: the cached one where it is the truth, else the stored one. */
  const current = (key: string) => (exact && records.has(key) ? Promise.resolve(records.get(key)) : read(key))

  return {
    exact,
    // The official hooks read here before they decide (on a shared store, what is stored now), a copy of their own.
    get: async (channelId) => {
      const channel = await current(keyOf(channelId))
      return channel === undefined ? undefined : structuredClone(channel)
    },
    known(channelId) {
      const key = keyOf(channelId)
      return records.has(key) ? Promise.resolve(records.get(key)) : read(key)
    },
    seen: (channelId) => records.get(keyOf(channelId)),
    async replace(channelId, expected, next) {
      const key = keyOf(channelId)
      if (applied && records.get(key) === expected) {
        // The stored record is `expected`: set, with no second serialisation of the record to compare.
        // Known at once, so a replace of the same channel meanwhile finds `next`, not `expected`.
        writing(key)
        remember(key, next)
        await state.set(key, next)
        return true
      }
      return written(key, () => state.compareAndSet(key, expected, next), (stored) => (stored ? next : undefined))
    },
    async list() {
      const channels: Channel[] = []
      let cursor: string | null | undefined
      do {
        const page = await state.scan(CHANNEL_PREFIX, { cursor: cursor ?? undefined, limit: 500 })
        for (const key of page.keys) {
          const channel = await current(key)
          if (channel) channels.push(structuredClone(channel))
        }
        cursor = page.cursor
      } while (cursor)
      return channels
    },
    async updateChannel(channelId, update): Promise<ChannelUpdateResult> {
      const key = keyOf(channelId)
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        // A retry after a lost compare-and-set reads what the other writer stored.
        const found = attempt === 0 ? await current(key) : await read(key)
        const next = update(found === undefined ? undefined : structuredClone(found))
        if (next === undefined) {
          if (found === undefined) return { channel: undefined, status: 'unchanged' }
          if (await written(key, () => state.deleteIfEquals(key, found), () => undefined)) return { channel: undefined, status: 'deleted' }
          continue
        }
        if (found !== undefined && JSON.stringify(next) === JSON.stringify(found)) return { channel: found, status: 'unchanged' }
        const stored = await written(key, () => (found === undefined ? state.setIfAbsent(key, next) : state.compareAndSet(key, found, next)), (done) => (done ? next : undefined))
        if (stored) return { channel: next, status: 'updated' }
      }
      throw new Error(`channel ${channelId} is written by too many requests at once`)
    },
  }
}
