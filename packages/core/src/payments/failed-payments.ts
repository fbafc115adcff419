import type { StateStore } from '../state/types.ts'

/**
 * How often one payment (one signature) has paid for a call that failed. A failed call is not
 * charged and its payment may be retried, but only a few times (`payments.failedCallsPerPayment`):
 * otherwise one authorization buys the operator's upstream work for nothing, again and again.
 *
 * Two ways of counting, chosen by the payment (`failuresCountedForMs`):
 * - until the payment's `keepUntil` (a signature that can move once: exact, upto), under a plain counter;
 * - over a window that opens at the first failed call and does not slide with the next ones (a channel
 *   voucher, whose key comes back unchanged after a failure because nothing was charged): once it has
 *   passed, the same payment is taken again. Kept apart (`window` below), read on the host's clock.
 */
export interface FailedPayments {
  /** The failed calls counted against the payment now; `windowMs` for a payment counted over a window. */
  failedCalls(key: string, windowMs?: number): Promise<FailedCalls>
  /** Counts one more failed call of the payment: kept until `keepUntil`, or for `windowMs` from the first one. */
  record(key: string, keepUntil: number, windowMs?: number): Promise<void>
}

export interface FailedCalls {
  count: number
  /** When the window they are counted in closes (ms), for a payment counted over a window that has one open. */
  until?: number
}

/** What a window's key holds: its failed calls, and when it closes (on the host's clock, not the store's). */
interface FailureWindow {
  calls: number
  until: number
}

/** How often a window's count is tried again when another host wrote it in between. */
const WINDOW_WRITES = 16

export function createFailedPayments(state: StateStore, now: () => number = Date.now, prefix = 'pay:failed:', windowPrefix = 'pay:failed-window:'): FailedPayments {
  const open = (window: FailureWindow | undefined): window is FailureWindow => window !== undefined && window.until > now()
  // The store drops the key about when the window closes; the test is `until`, so an injected clock is honoured on any store.
  const keepFor = (until: number) => ({ ttlMs: Math.max(1000, until - now()) })

  async function recordInWindow(key: string, windowMs: number): Promise<void> {
    const at = windowPrefix + key
    for (let tries = 0; tries < WINDOW_WRITES; tries++) {
      const current = await state.get<FailureWindow>(at)
      if (open(current)) {
        if (await state.compareAndSet(at, current, { calls: current.calls + 1, until: current.until }, keepFor(current.until))) return
        continue
      }
      // The first failure (or the first after a window closed): a new window opens now.
      const fresh = { calls: 1, until: now() + windowMs }
      const written = current === undefined ? await state.setIfAbsent(at, fresh, keepFor(fresh.until)) : await state.compareAndSet(at, current, fresh, keepFor(fresh.until))
      if (written) return
    }
    throw new Error(`the failed calls of ${key} could not be counted: written by others ${WINDOW_WRITES} times in a row`)
  }

  return {
    async failedCalls(key, windowMs) {
      if (windowMs === undefined) return { count: (await state.get<number>(prefix + key)) ?? 0 }
      const window = await state.get<FailureWindow>(windowPrefix + key)
      return open(window) ? { count: window.calls, until: window.until } : { count: 0 }
    },
    async record(key, keepUntil, windowMs) {
      if (windowMs !== undefined) return recordInWindow(key, windowMs)
      await state.increment(prefix + key, 1, { ttlMs: Math.max(1000, keepUntil - now()) })
    },
  }
}
