import type { StateStore } from '@svc/core'
import type { Channel, ChannelStorage, ChannelUpdateResult } from '@x402/evm/batch-settlement/server'

/** Where channel records live in the host's state: one key per channel, lower-case id. */
export const CHANNEL_PREFIX = 'x402:channel:'

/** How often a compare-and-set that lost to another writer (host) is tried again before giving up. */
const MAX_ATTEMPTS = 50

/**
 * The official server's channel storage on svc's state store (disk by default, Redis across hosts).
 * `updateChannel` is a compare-and-set loop: whatever host writes first wins, the other reads the new
 * record and decides again, so two hosts never both charge one voucher. A write returns only once
 * the store has it (the embedded log, or Redis): a voucher is recorded before its answer leaves.
 */
export function stateChannelStorage(state: StateStore): ChannelStorage {
  const keyOf = (channelId: string) => `${CHANNEL_PREFIX}${channelId.toLowerCase()}`
  return {
    get: (channelId) => state.get<Channel>(keyOf(channelId)),
    async list() {
      const channels: Channel[] = []
      let cursor: string | null | undefined
      do {
        const page = await state.scan(CHANNEL_PREFIX, { cursor: cursor ?? undefined, limit: 500 })
        for (const key of page.keys) {
          const channel = await state.get<Channel>(key)
          if (channel) channels.push(channel)
        }
        cursor = page.cursor
      } while (cursor)
      return channels
    },
    async updateChannel(channelId, update): Promise<ChannelUpdateResult> {
      const key = keyOf(channelId)
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const current = await state.get<Channel>(key)
        const next = update(current === undefined ? undefined : structuredClone(current))
        if (next === undefined) {
          if (current === undefined) return { channel: undefined, status: 'unchanged' }
          if (await state.deleteIfEquals(key, current)) return { channel: undefined, status: 'deleted' }
          continue
        }
        if (current !== undefined && JSON.stringify(next) === JSON.stringify(current)) return { channel: current, status: 'unchanged' }
        const stored = current === undefined ? await state.setIfAbsent(key, next) : await state.compareAndSet(key, current, next)
        if (stored) return { channel: next, status: 'updated' }
      }
      throw new Error(`channel ${channelId} is written by too many requests at once`)
    },
  }
}
