import { paymentOutcome, type CallEvent } from './events.ts'

/** Upper bounds (s) of the `svc_call_duration_seconds` buckets (+Inf is the count). */
export const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

type CallerLabel = CallEvent['caller']

/** One operation's figures since start-up. */
export interface OperationTally {
  /** Answered calls by HTTP status, then by caller kind. */
  calls: Map<number, Record<CallerLabel, number>>
  /** Calls per latency bucket (not cumulative), the last one past every bound. */
  latency: number[]
  latencySeconds: number
  count: number
  /** Trial calls answered successfully. */
  trials: number
}

/** Payments of one outcome on one network. */
export interface PaymentTally {
  outcome: 'verified' | 'settled' | 'pending' | 'refused'
  network: string
  count: number
  /** Settled and pending amounts (refused ones move nothing). */
  micros: number
}

/**
 * The call figures `/metrics` shows, counted in plain numbers as calls are answered: a few
 * increments per call (a metrics library's counters would hash every label set on every call).
 * They are formatted at scrape time (host-metrics.ts, prometheus-text.ts).
 */
export function createCallTally() {
  const operations = new Map<string, OperationTally>()
  const payments = new Map<string, PaymentTally>()

  function pay(outcome: PaymentTally['outcome'], network: string, micros: number): void {
    const key = `${outcome} ${network}`
    let tally = payments.get(key)
    if (!tally) payments.set(key, (tally = { outcome, network, count: 0, micros: 0 }))
    tally.count++
    tally.micros += micros
  }

  function observe(event: CallEvent): void {
    let operation = operations.get(event.operation)
    if (!operation) {
      operation = { calls: new Map(), latency: new Array(LATENCY_BUCKETS_S.length + 1).fill(0), latencySeconds: 0, count: 0, trials: 0 }
      operations.set(event.operation, operation)
    }
    let byCaller = operation.calls.get(event.status)
    if (!byCaller) operation.calls.set(event.status, (byCaller = { paid: 0, trial: 0, free: 0, none: 0 }))
    byCaller[event.caller]++
    const seconds = event.durationMs / 1000
    let bucket = 0
    while (bucket < LATENCY_BUCKETS_S.length && seconds > LATENCY_BUCKETS_S[bucket]!) bucket++
    operation.latency[bucket]!++
    operation.latencySeconds += seconds
    operation.count++
    if (event.caller === 'trial' && event.status < 400) operation.trials++
    // Only a paid call, or a refused payment (an error), has a payment side.
    if (event.caller !== 'paid' && event.errorCode === undefined) return
    const network = event.settlement?.network ?? 'unknown'
    if (event.caller === 'paid') pay('verified', network, 0)
    const outcome = paymentOutcome(event)
    if (outcome) pay(outcome, network, outcome === 'refused' ? 0 : event.chargedMicros)
  }

  return { observe, operations, payments }
}

export type CallTally = ReturnType<typeof createCallTally>
