import { paymentOutcome, type CallEvent } from './events.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

/** Upper bounds (ms) of the latency buckets kept per day; percentiles are read from them. */
export const LATENCY_BOUNDS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 30_000, Number.POSITIVE_INFINITY]
const MAX_PAYERS = 200

/**
 * One operation's figures of a day. A 402 (payment asked, or the hour's trial used) is the first half of a
 * paid call, not a call: it is counted apart, so that `calls` are answers and the error rate is the host's.
 */
export interface OperationDay {
  /** Answers other than 402: successes, refusals and failures. */
  calls: number
  /** 5xx: the host or a provider failed (the operator's to look at). */
  errors: number
  /** 4xx other than 402: the caller's request was refused (bad input, nothing found, too many). */
  rejected?: number
  /** 402: payment asked for (earlier versions counted these in `calls` and `errors`). */
  challenges?: number
  /** The answers other than 2xx and 402 by `<status> <code>` ("502 UPSTREAM_TIMEOUT"): what failed, and how. */
  failures?: Record<string, number>
  trial: number
  paid: number
  revenueMicros: number
}

/** One host's figures of one day: what the state keeps and the dashboard sums over hosts and days. */
export interface DayFigures {
  day: string
  operations: Record<string, OperationDay>
  networks: Record<string, number>
  payments: { verified: number; settled: number; pending: number; refused: number }
  payers: Record<string, { micros: number; calls: number }>
  latency: number[]
  upstream: UpstreamFigures[]
}

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

export function emptyDay(day: string): DayFigures {
  return { day, operations: {}, networks: {}, payments: { verified: 0, settled: 0, pending: 0, refused: 0 }, payers: {}, latency: LATENCY_BOUNDS_MS.map(() => 0), upstream: [] }
}

export function addCall(figures: DayFigures, event: CallEvent): void {
  const outcome = paymentOutcome(event)
  if (outcome) figures.payments[outcome]++
  const operation = (figures.operations[event.operation] ??= { calls: 0, errors: 0, rejected: 0, challenges: 0, trial: 0, paid: 0, revenueMicros: 0 })
  if (event.status === 402) {
    operation.challenges = (operation.challenges ?? 0) + 1
    return
  }
  operation.calls++
  if (event.status >= 400) {
    if (event.status >= 500) operation.errors++
    else operation.rejected = (operation.rejected ?? 0) + 1
    // Codes are core's fixed list, so the keys stay few.
    const failure = `${event.status} ${event.errorCode ?? 'ERROR'}`
    operation.failures ??= {}
    operation.failures[failure] = (operation.failures[failure] ?? 0) + 1
  }
  if (event.caller === 'trial' && event.status < 400) operation.trial++
  if (event.caller === 'paid') {
    operation.paid++
    figures.payments.verified++
  }
  let bucket = 0
  while (event.durationMs > LATENCY_BOUNDS_MS[bucket]!) bucket++
  figures.latency[bucket]!++
  if (!event.settlement || event.chargedMicros === 0) return
  operation.revenueMicros += event.chargedMicros
  figures.networks[event.settlement.network] = (figures.networks[event.settlement.network] ?? 0) + event.chargedMicros
  const payer = event.settlement.payer || event.payer || 'unknown'
  if (!figures.payers[payer] && Object.keys(figures.payers).length >= MAX_PAYERS) return
  const entry = (figures.payers[payer] ??= { micros: 0, calls: 0 })
  entry.micros += event.chargedMicros
  entry.calls++
}
