import type { StateStore } from '@svc/core'
import type { Channel, ChannelStorage, ChannelUpdateResult } from '@x402/evm/batch-settlement/server'

/** Where channel records live in the host's state: one key per channel, lower-case id. */
export const CHANNEL_PREFIX = 'x402:channel:'

/** How often a compare-and-set that lost to another writer (host) is tried again before giving up. */
const MAX_ATTEMPTS = 50
/** Records kept in memory at most (the channels in use); the oldest entry goes first. */
const CACHE_SIZE = 10_000
/** One cache per state store: two storages on the same store see each other's writes. */
const caches = new WeakMap<StateStore, Map<string, Channel>>()

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
  let cache = caches.get(state)
  if (!cache) caches.set(state, (cache = new Map()))
  const records = cache
  const remember = (key: string, channel: Channel | undefined) => {
    records.delete(key)
    if (channel === undefined) return
    if (records.size >= CACHE_SIZE) records.delete(records.keys().next().value!)
    records.set(key, channel)
  }
  async function read(key: string): Promise<Channel | undefined> {
    const channel = await state.get<Channel>(key)
    remember(key, channel)
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
      const stored = await state.compareAndSet(key, expected, next)
      remember(key, stored ? next : undefined)
      return stored
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
          if (await state.deleteIfEquals(key, found)) {
            remember(key, undefined)
            return { channel: undefined, status: 'deleted' }
          }
          continue
        }
        if (found !== undefined && JSON.stringify(next) === JSON.stringify(found)) return { channel: found, status: 'unchanged' }
        const stored = found === undefined ? await state.setIfAbsent(key, next) : await state.compareAndSet(key, found, next)
        if (stored) {
          remember(key, next)
          return { channel: next, status: 'updated' }
        }
      }
      throw new Error(`channel ${channelId} is written by too many requests at once`)
    },
  }
}
