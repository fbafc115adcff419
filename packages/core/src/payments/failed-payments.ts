import type { StateStore } from '../state/types.ts'

/**
 * How often one payment (one signature) has paid for a call that failed. A failed call is not
 * charged and its payment may be retried, but only a few times (`payments.failedCallsPerPayment`):
 * otherwise one authorization buys the operator's upstream work for nothing, again and again.
 */
export interface FailedPayments {
  failedCalls(key: string): Promise<number>
  /** Counts one more failed call of the payment, kept until the payment expires. */
  record(key: string, keepUntil: number): Promise<void>
}

export function createFailedPayments(state: StateStore, now: () => number = Date.now, prefix = 'pay:failed:'): FailedPayments {
  return {
    failedCalls: async (key) => (await state.get<number>(prefix + key)) ?? 0,
    async record(key, keepUntil) {
      await state.increment(prefix + key, 1, { ttlMs: Math.max(1000, keepUntil - now()) })
    },
  }
}
