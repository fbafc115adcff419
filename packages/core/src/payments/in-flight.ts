import type { StateStore } from '../state/types.ts'

/**
 * The amounts each payer has in flight: reserved by paid calls that run or wait for settlement.
 * A rail that knows a payer's balance holds the call's amount here before the handler runs, so
 * concurrent calls (on any host sharing the state) cannot spend one balance twice.
 */
export interface InFlightLedger {
  /** Adds `amount` to the payer's in-flight total when the total stays within `limit`; true when held. */
  hold(payer: string, amount: number, limit: number): Promise<boolean>
  /** Gives a held amount back (settled or released). */
  free(payer: string, amount: number): Promise<void>
  /** The payer's in-flight total. */
  total(payer: string): Promise<number>
}

/** A held amount outlives a host that died holding it by this long at most. */
const HOLD_TTL_MS = 15 * 60_000

/**
 * The ledger on the shared state: one counter per payer, raised before the limit is compared
 * and lowered again when over it, so two hosts racing can both be refused but never both pass.
 */
export function createInFlightLedger(state: StateStore, prefix = 'pay:inflight:'): InFlightLedger {
  const key = (payer: string) => prefix + payer
  return {
    async hold(payer, amount, limit) {
      if (amount <= 0) return true
      const total = await state.increment(key(payer), amount, { ttlMs: HOLD_TTL_MS })
      if (total <= limit) return true
      await state.increment(key(payer), -amount)
      return false
    },
    async free(payer, amount) {
      if (amount > 0) await state.increment(key(payer), -amount)
    },
    async total(payer) {
      return Math.max(0, (await state.get<number>(key(payer))) ?? 0)
    },
  }
}
