import type { Channel } from '@x402/evm/batch-settlement/server'
import type { CachedChannelStorage } from './channel-storage.ts'

/** The official error codes a client reads in a refusal's `error`. */
export const CHANNEL_BUSY = 'invalid_batch_settlement_evm_channel_busy'
export const CUMULATIVE_MISMATCH = 'invalid_batch_settlement_evm_cumulative_amount_mismatch'

/** A common voucher held for one call: the record it was checked against and what it signs. */
export interface HeldVoucher {
  channelId: string
  pendingId: string
  max: bigint
  signature: string
}

export type Refused = { refused: string; message: string }

/** How long a call holds its channel at most (the official scheme's bounds on its pending request). */
const holdMs = (maxTimeoutSeconds: number) => Math.min(600_000, Math.max(5_000, maxTimeoutSeconds * 1000))

/**
 * A held call's id: this process's random tag and a counter (unique across hosts on a shared store,
 * as a random UUID would be, without drawing 16 random bytes per call).
 */
const PROCESS_TAG = Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString('hex')
let holds = 0
export const nextPendingId = (): string => `${PROCESS_TAG}${(++holds).toString(36)}`

/** How often a write that lost to another host's is decided again on the record it stored. */
const ATTEMPTS = 20

/**
 * The common voucher's state: one compare-and-set per call on a store no other host writes (disk),
 * two on a shared one (Redis), and no read where the record is known here.
 *
 * A channel takes one call at a time, as in the official scheme: `hold` reserves it before the
 * operation runs (a replayed voucher is refused before anything runs), `charge` records the charge
 * and frees it in one write, durable before the answer. On disk the reservation is this process's
 * own (no other process writes the folder), so it stays in memory; on Redis it is the record's
 * `pendingRequest`, as the official hooks write it, so every host sees it.
 */
export function createVoucherPath(storage: CachedChannelStorage, maxTimeoutSeconds: number) {
  /** Calls in flight on this process, by channel (disk only). */
  const inFlight = new Map<string, string>()
  const liveForeign = (channel: Channel, pendingId: string | undefined, now: number) =>
    channel.pendingRequest !== undefined && channel.pendingRequest.expiresAt > now && channel.pendingRequest.pendingId !== pendingId

  /** Why `max` cannot be this channel's next voucher now; undefined when it can. */
  function refusal(channel: Channel | undefined, channelId: string, max: bigint, price: bigint, now: number): Refused | undefined {
    if (!channel) return { refused: 'invalid_batch_settlement_evm_missing_channel', message: 'No channel record' }
    if (inFlight.has(channelId) || liveForeign(channel, undefined, now)) return { refused: CHANNEL_BUSY, message: 'Channel is already processing a request' }
    if (max !== BigInt(channel.chargedCumulativeAmount) + price) return { refused: CUMULATIVE_MISMATCH, message: 'Client voucher base does not match server state' }
    if (max > BigInt(channel.balance)) return { refused: 'invalid_batch_settlement_evm_cumulative_exceeds_balance', message: 'The voucher is above the deposit' }
    return undefined
  }

  return {
    /** True while a call of this process holds the channel (the official paths then answer busy). */
    busy: (channelId: string) => inFlight.has(channelId.toLowerCase()),

    /** Reserves the channel for a call paying `price` with voucher `max`, or says why not. */
    async hold(channelId: string, max: bigint, signature: string, price: bigint): Promise<HeldVoucher | Refused> {
      const id = channelId.toLowerCase()
      const pendingId = nextPendingId()
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const now = Date.now()
        const channel = storage.seen(id) ?? (await storage.known(id))
        const why = refusal(channel, id, max, price, now)
        if (why) return why
        if (storage.exact) {
          inFlight.set(id, pendingId)
          return { channelId: id, pendingId, max, signature }
        }
        const pendingRequest = { pendingId, signedMaxClaimable: max.toString(), expiresAt: now + holdMs(maxTimeoutSeconds) }
        if (await storage.replace(id, channel!, { ...channel!, pendingRequest })) return { channelId: id, pendingId, max, signature }
      }
      return { refused: CHANNEL_BUSY, message: 'Concurrent requests modified channel state' }
    },

    /**
     * Records `amount` charged by the held voucher and frees the channel, in one write; returns the
     * record before and after. Throws when the channel changed under the call (closed, or a refund
     * lowered its deposit): nothing is charged then.
     */
    async charge(held: HeldVoucher, amount: bigint): Promise<{ previous: Channel; current: Channel }> {
      try {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const channel = storage.seen(held.channelId) ?? (await storage.known(held.channelId))
          if (!channel) throw new Error('the channel was closed during the call')
          const ours = storage.exact ? inFlight.get(held.channelId) === held.pendingId && !liveForeign(channel, undefined, Date.now()) : channel.pendingRequest?.pendingId === held.pendingId
          if (!ours) throw new Error('the channel was taken by another request during the call')
          const charged = BigInt(channel.chargedCumulativeAmount) + amount
          if (charged > held.max || held.max > BigInt(channel.balance)) throw new Error('the voucher no longer fits the channel (its deposit changed during the call)')
          const charge = { chargedCumulativeAmount: charged.toString(), signedMaxClaimable: held.max.toString(), signature: held.signature as Channel['signature'], lastRequestTimestamp: Date.now() }
          // Object.assign copies the record several times quicker than a spread, and the copy serialises quicker (measured);
          // the reservation (Redis) goes as the official hooks drop it, undefined (not serialised).
          const next: Channel = Object.assign({}, channel, charge, channel.pendingRequest === undefined ? undefined : { pendingRequest: undefined })
          if (await storage.replace(held.channelId, channel, next)) return { previous: channel, current: next }
        }
        throw new Error('the channel is written by too many requests at once')
      } finally {
        if (inFlight.get(held.channelId) === held.pendingId) inFlight.delete(held.channelId)
      }
    },

    /** Frees the channel without charging (the call failed). */
    async release(held: HeldVoucher): Promise<void> {
      if (storage.exact) {
        if (inFlight.get(held.channelId) === held.pendingId) inFlight.delete(held.channelId)
        return
      }
      await storage.updateChannel(held.channelId, (current) => {
        if (current?.pendingRequest?.pendingId !== held.pendingId) return current
        const { pendingRequest: _, ...rest } = current
        return rest as Channel
      })
    },
  }
}

export type VoucherPath = ReturnType<typeof createVoucherPath>
