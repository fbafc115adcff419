import type { StateStore } from '@svc/core'
import type { BatchSettlementChannelManager, ChannelStorage } from '@x402/evm/batch-settlement/server'
import type { ClaimPolicy } from './settings.ts'

const SINCE_COUNT = 'x402:batch:since-claim:count'
const SINCE_MICROS = 'x402:batch:since-claim:micros'
/** The shared counters of payments since the last claim (a test removes them as a killed process leaves them: never written). */
export const SINCE_CLAIM_KEYS = [SINCE_COUNT, SINCE_MICROS] as const
const LAST_CLAIM_AT = 'x402:batch:last-claim-at'
const CLAIMING = 'x402:batch:claiming'
const TOTALS = { payments: 'x402:batch:total:payments-claimed', claims: 'x402:batch:total:claims', claimedMicros: 'x402:batch:total:claimed-micros', closes: 'x402:batch:total:closes', failures: 'x402:batch:total:claim-failures' }
const CLAIM_INDEX = 'x402:batch:claims'
const CLAIM_PREFIX = 'x402:batch:claim:'
/** A claim that takes longer than this is assumed dead (its host was killed): another host may claim. */
const CLAIM_LEASE_MS = 120_000
/** Tries of one claim before it waits for the next trigger. */
const CLAIM_ATTEMPTS = 3
/** How many claims the operator's figures list. */
const RECENT = 20
/** Payments counted in memory before they go to the shared counters (and at least once a second). */
const FLUSH_EVERY = 100
const FLUSH_MS = 1000

/** One claim transaction: how many vouchers it carried and what they owed. */
export interface ClaimRecord {
  at: number
  vouchers: number
  amountMicros: string
  transaction: string
  /** The transfer of what was claimed to the pay-to address. */
  settleTransaction?: string
  /** A cooperative close: what vouchers owed was claimed and the rest refunded, in this transaction. */
  close?: { channelId: string; refundMicros: string }
}

export interface ChannelFigures {
  openChannels: number
  depositedMicros: string
  unclaimedMicros: string
  /** Calls paid through channels (deposits and vouchers). */
  channelPayments: number
  claims: number
  claimedMicros: string
  closes: number
  claimFailures: number
  recentClaims: ClaimRecord[]
}

export interface ClaimsOptions {
  state: StateStore
  storage: ChannelStorage
  manager: BatchSettlementChannelManager
  policy: ClaimPolicy
  log: (message: string) => void
  now?: () => number
}

/**
 * When vouchers are claimed: after `policy.vouchers` channel payments, once `policy.amountMicros` is
 * owed, or `policy.seconds` after the last claim, whichever comes first, by one host at a time (a
 * lease in the shared state). The counters live in the state, so hosts sharing Redis claim together.
 * What a claim carries is read from the channel records, and a claim only ever raises a channel's
 * claimed total to what its vouchers owe: claiming again claims nothing twice.
 */
export function createClaims(options: ClaimsOptions) {
  const { state, storage, manager, policy, log } = options
  const now = options.now ?? Date.now
  let running: Promise<ClaimRecord[]> | undefined
  let claiming = false
  // Whether the time trigger also reads the records: at start, and after a failed claim. What a record owes
  // may be counted nowhere (a killed process's count was in its memory; a claim failed as the host stopped).
  let readRecords = true
  const timer = setInterval(() => void due().catch(() => {}), Math.min(policy.seconds, 60) * 1000)
  timer.unref?.()
  const flusher = setInterval(() => void flush().catch(() => {}), FLUSH_MS)
  flusher.unref?.()
  // Payments counted here and not yet in the shared counters; what those counters said at the last flush.
  const local = { count: 0, micros: 0 }
  const shared = { count: 0, micros: 0 }

  /** Adds this process's payments to the shared counters, and starts a claim when the policy says so. */
  async function flush(): Promise<void> {
    if (local.count > 0 || local.micros > 0) {
      const { count, micros } = local
      local.count = 0
      local.micros = 0
      // Each counter that could not be written keeps its part for the next flush; one written is not added twice.
      const [counted, summed] = await Promise.allSettled([state.increment(SINCE_COUNT, count), state.increment(SINCE_MICROS, micros)])
      if (counted.status === 'fulfilled') shared.count = counted.value
      else local.count += count
      if (summed.status === 'fulfilled') shared.micros = summed.value
      else local.micros += micros
      const failed = [counted, summed].find((outcome) => outcome.status === 'rejected')
      if (failed) throw failed.reason
    }
    if (!claiming && over()) void claim()
  }

  /** Whether the policy calls for a claim, by what this process knows. */
  const over = () => shared.count + local.count >= policy.vouchers || shared.micros + local.micros >= policy.amountMicros

  /** The time trigger: something unclaimed (counted, or owed by a record) `policy.seconds` after the last claim. */
  async function due(): Promise<void> {
    await flush()
    const [count, last] = await Promise.all([state.get<number>(SINCE_COUNT), state.get<number>(LAST_CLAIM_AT)])
    if (now() - (last ?? 0) < policy.seconds * 1000 || claiming) return
    if ((count ?? 0) > 0) return void claim()
    if (!readRecords) return
    readRecords = false
    if ((await storage.list()).some(owes)) void claim()
  }

  async function claimOnce(): Promise<ClaimRecord[]> {
    await flush().catch(() => {})
    const owner = crypto.randomUUID()
    if (!(await state.setIfAbsent(CLAIMING, owner, { ttlMs: CLAIM_LEASE_MS }))) return []
    try {
      const [count, micros] = await Promise.all([state.get<number>(SINCE_COUNT), state.get<number>(SINCE_MICROS)])
      const before = claimedTotals(await storage.list())
      const { claims, settle } = await claimAndSettle()
      // What the claim carried: the rise of the channels' claimed totals (a try after a failure claims what
      // the vouchers owe then, more than they owed when this claim started).
      const owed = claims.length === 0 ? 0n : [...claimedTotals(await storage.list())].reduce((sum, [id, total]) => sum + (total > (before.get(id) ?? 0n) ? total - (before.get(id) ?? 0n) : 0n), 0n)
      const at = now()
      const records: ClaimRecord[] = claims.map((claim) => ({ at, vouchers: claim.vouchers, amountMicros: claims.length === 1 ? owed.toString() : '', transaction: claim.transaction, ...(settle ? { settleTransaction: settle.transaction } : {}) }))
      for (const record of records) await keep(record)
      if (claims.length > 0) await state.increment(TOTALS.claimedMicros, Number(owed))
      // What was counted before this claim is now claimed; what came meanwhile waits for the next.
      ;[shared.count, shared.micros] = await Promise.all([state.increment(SINCE_COUNT, -(count ?? 0)), state.increment(SINCE_MICROS, -(micros ?? 0)), state.increment(TOTALS.payments, count ?? 0), state.set(LAST_CLAIM_AT, at)])
      return records
    } catch (error) {
      readRecords = true
      await state.increment(TOTALS.failures).catch(() => 0)
      log(`x402: claiming channel vouchers failed (retried at the next trigger): ${(error as Error).message}`)
      return []
    } finally {
      await state.deleteIfEquals(CLAIMING, owner).catch(() => false)
    }
  }

  /**
   * Claims and transfers, tried again after a failure: a claim only raises a channel's claimed total to
   * what its voucher says, so sending it again never claims twice (a reused connection the facilitator
   * had closed fails the first try after a quiet spell).
   */
  async function claimAndSettle(): ReturnType<BatchSettlementChannelManager['claimAndSettle']> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await manager.claimAndSettle()
      } catch (error) {
        if (attempt >= CLAIM_ATTEMPTS) throw error
        log(`x402: a claim of channel vouchers failed, trying again: ${(error as Error).message}`)
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
      }
    }
  }

  async function keep(record: ClaimRecord): Promise<void> {
    const id = `${record.at}-${crypto.randomUUID().slice(0, 8)}`
    await state.set(`${CLAIM_PREFIX}${id}`, record)
    // Newest first: the index's lowest scores are read first.
    await state.indexAdd(CLAIM_INDEX, id, -record.at)
    await state.increment(TOTALS.claims)
  }

  /** Claims now (one run at a time in this process; one host at a time across hosts). */
  function claim(): Promise<ClaimRecord[]> {
    if (running) return running
    // Set before claimOnce starts: its flush must not start another claim.
    claiming = true
    let claimed = false
    running = claimOnce()
      .then((records) => {
        claimed = records.length > 0
        return records
      })
      .finally(() => {
        running = undefined
        claiming = false
        // What was paid while a claim ran may already call for the next one (a failed claim waits for the next trigger).
        if (claimed && over()) void flush().catch(() => {})
      })
    return running
  }

  return {
    claim,
    /** Resolves once a claim this process started has ended. */
    idle: async (): Promise<void> => {
      // A claim that ends may start the next (what was paid meanwhile reached the policy).
      while (running) await running
    },
    /** Drops a claim lease a stopped process left (on one host's own disk, where no other process claims). */
    freeStaleLease: () => state.delete(CLAIMING),
    /**
     * A call was paid through a channel: counted in memory, and in the shared counters every
     * 100 payments (FLUSH_EVERY), once a second, or at once when the policy is reached by what this
     * process knows (so one host claims exactly at the policy; hosts sharing Redis at most a flush late).
     * A count lost with a killed process delays a claim at most: what a claim carries is read from the records.
     * A promise only when the figures are written (or a claim starts) now: a voucher's call awaits nothing else here.
     * It never rejects: the payment is recorded already, and a count not written stays here for the next flush.
     */
    paid(amountMicros: bigint): Promise<void> | undefined {
      local.count++
      local.micros += Number(amountMicros)
      // While a claim runs, the policy is decided again when it ends (claim), not on every payment.
      if (local.count >= FLUSH_EVERY || (!claiming && over())) return flush().catch((error: unknown) => log(`x402: channel payments could not be counted for the claim policy (counted again at the next flush): ${(error as Error).message}`))
      return undefined
    },
    /** A channel was closed cooperatively in `transaction`. */
    async closed(channelId: string, transaction: string, payload: Record<string, any>): Promise<void> {
      const claimed = (payload.claims as Array<{ totalClaimed?: string }> | undefined)?.[0]?.totalClaimed ?? '0'
      await keep({ at: now(), vouchers: payload.claims?.length ?? 0, amountMicros: claimed, transaction, close: { channelId, refundMicros: String(payload.amount ?? '0') } })
      await state.increment(TOTALS.closes)
    },
    async figures(): Promise<ChannelFigures> {
      await flush().catch(() => {})
      const channels = await storage.list()
      let deposited = 0n
      let unclaimed = 0n
      for (const channel of channels) {
        deposited += BigInt(channel.balance) - BigInt(channel.totalClaimed)
        unclaimed += BigInt(channel.chargedCumulativeAmount) - BigInt(channel.totalClaimed)
      }
      const [since, claimedPayments, claims, claimedMicros, closes, failures, recent] = await Promise.all([
        state.get<number>(SINCE_COUNT), state.get<number>(TOTALS.payments), state.get<number>(TOTALS.claims), state.get<number>(TOTALS.claimedMicros),
        state.get<number>(TOTALS.closes), state.get<number>(TOTALS.failures), state.indexRange(CLAIM_INDEX, 0, RECENT),
      ])
      const records = await Promise.all(recent.map(({ member }) => state.get<ClaimRecord>(`${CLAIM_PREFIX}${member}`)))
      return {
        openChannels: channels.length,
        depositedMicros: deposited.toString(),
        unclaimedMicros: unclaimed.toString(),
        channelPayments: (since ?? 0) + (claimedPayments ?? 0),
        claims: claims ?? 0,
        claimedMicros: String(claimedMicros ?? 0),
        closes: closes ?? 0,
        claimFailures: failures ?? 0,
        recentClaims: records.filter((record) => record !== undefined),
      }
    },
    close(): void {
      clearInterval(timer)
      clearInterval(flusher)
      void flush().catch(() => {})
    },
  }
}

export type Claims = ReturnType<typeof createClaims>

/** Each channel's claimed total, by id. */
const claimedTotals = (channels: Array<{ channelId: string; totalClaimed: string }>) => new Map(channels.map((channel) => [channel.channelId.toLowerCase(), BigInt(channel.totalClaimed)]))

/** Whether a channel's vouchers owe more than was claimed. */
const owes = (channel: { chargedCumulativeAmount: string; totalClaimed: string }) => BigInt(channel.chargedCumulativeAmount) > BigInt(channel.totalClaimed)
