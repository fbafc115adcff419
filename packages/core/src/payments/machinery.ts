import type { SvcConfig } from '../config.ts'
import type { PaymentGate } from '../payment.ts'
import type { StateStore } from '../state/types.ts'
import { createAnswerStore, type AnswerStore } from './answers.ts'
import { createFailedPayments, type FailedPayments } from './failed-payments.ts'
import { createRateLimiter, type RateLimiter } from './rate-limits.ts'
import { createSettlements, type Settlements } from './settlements.ts'
import { createThrottleLog, type ThrottledEntry } from './throttles.ts'

/**
 * What every payment rail shares, in one place: answers kept for retries of a payment identifier,
 * payments spent on failed calls, and settlements written ahead and resolved from an outbox.
 */
export interface PaymentMachinery {
  answers: AnswerStore
  failures: FailedPayments
  settlements: Settlements
  limits: RateLimiter
  /** Who was throttled lately (payer wallets and client addresses) on any host sharing the state, for the operator. */
  throttled(): Promise<ThrottledEntry[]>
  /** Resolves due settlements every few seconds until `stop`. */
  start(): void
  stop(): void
}

const TICK_MS = 5000

export function createPaymentMachinery(options: { state: StateStore; gate: PaymentGate; config: SvcConfig; log: (message: string) => void; now: () => number }): PaymentMachinery {
  const { state, gate, config, log, now } = options
  const answers = createAnswerStore(state, config.payments.answerTtlSeconds * 1000, now, undefined, config.payments.unappliedRetentionDays * 86_400_000)
  const settlements = createSettlements({ state, gate, answers, log, now })
  const throttles = createThrottleLog(state, now)
  const limits = createRateLimiter(state, config.payments.rateLimits, now, (traffic, who) => throttles.record(traffic, who).catch((error: unknown) => log(`payments: recording a throttled ${traffic} caller failed: ${(error as Error).message}`)))
  let timer: ReturnType<typeof setInterval> | undefined
  let ticking = false
  return {
    answers,
    failures: createFailedPayments(state, now),
    settlements,
    limits,
    throttled: () => throttles.list(),
    start() {
      if (timer || !gate.rails.some((rail) => rail.resume)) return
      timer = setInterval(() => {
        if (ticking) return
        ticking = true
        settlements.tick().catch((error: unknown) => log(`payments: outbox tick failed: ${(error as Error).message}`)).finally(() => {
          ticking = false
        })
      }, TICK_MS)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
