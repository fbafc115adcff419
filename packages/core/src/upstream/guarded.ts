import type { CircuitBreaker } from './breaker.ts'
import type { ConcurrencyLimiter } from './limiter.ts'
import type { Outgoing } from './outgoing.ts'
import type { QuotaGuard } from './quota.ts'
import type { UpstreamCounters } from './stats.ts'
import { exchange, isProviderFailure, UpstreamError, WrongAnswerError, type RawAnswer } from './transport.ts'
import type { UpstreamDefinition } from './types.ts'

const MAX_ATTEMPTS = 3
/** How long a retry may wait for its turn under a spaced limit; past that the provider's failure is the answer. */
const RETRY_MAX_WAIT_MS = 1000

/** What one provider's requests go through on their way out. */
export interface Guards {
  definition: UpstreamDefinition
  fetch: typeof fetch
  limiter: ConcurrencyLimiter
  breaker: CircuitBreaker
  quota: QuotaGuard
  counters: UpstreamCounters
  retryDelayMs: number
  now: () => number
}

export interface GuardedRequest {
  acceptStatus?: number[] | undefined
  redirect?: 'follow' | 'manual' | undefined
  maxBytes?: number | undefined
  /** Retry provider failures (network, timeout, 5xx) up to 3 attempts with backoff. */
  retry: boolean
  timeoutMs: number
  signal?: AbortSignal | undefined
  /**
   * Checks a 2xx answer is what was asked for (the adapter's schema and `accept`); throws a WrongAnswerError when not, or
   * a 429 UPSTREAM_RATE_LIMIT when the answer is the provider's rate limit sent as a 2xx.
   */
  check?: ((answer: RawAnswer) => unknown) | undefined
}

/**
 * Sends a request past the provider's guards: the breaker (fail fast while open), the quota (each
 * attempt counts), the concurrency limit, then retries of provider failures with backoff; a 2xx answer
 * is then checked (`request.check`). The outcome reports to the breaker: a provider failure (a wrong
 * answer included) counts, any other answer from the provider (a rate limit included) closes it.
 */
export async function sendGuarded(guards: Guards, outgoing: Outgoing, request: GuardedRequest): Promise<RawAnswer> {
  const { breaker, counters } = guards
  const started = performance.now()
  counters.calls++
  let passage: Awaited<ReturnType<typeof breaker.enter>>
  try {
    passage = await breaker.enter(request.timeoutMs * MAX_ATTEMPTS)
  } catch (error) {
    counters.failedFast++
    throw error
  }
  try {
    const answer = await withRetries(guards, outgoing, request)
    if (answer.status >= 200 && answer.status < 300) await checked(guards, answer, request)
    await breaker.succeeded(passage)
    return answer
  } catch (error) {
    if (request.signal?.aborted) throw error
    if (isProviderFailure(error)) {
      counters.failures++
      noteFailure(counters, error)
      await breaker.failed(passage)
    } else {
      await breaker.succeeded(passage)
    }
    throw error
  } finally {
    counters.totalMs += performance.now() - started
  }
}

/** The 2xx answer checked; one its `accept` says is a rate limit locks the provider out as its 429 would. */
async function checked(guards: Guards, answer: RawAnswer, request: GuardedRequest): Promise<void> {
  try {
    await request.check?.(answer)
  } catch (error) {
    if (isRateLimit(error)) await guards.quota.lockOut(error.headers?.['retry-after'])
    throw error
  }
}

const isRateLimit = (error: unknown): error is UpstreamError => error instanceof UpstreamError && error.code === 'UPSTREAM_RATE_LIMIT'

/** Keeps the last failure's message for the operator (the dashboard and stats show it). */
export function noteFailure(counters: UpstreamCounters, error: unknown): void {
  counters.lastError = { at: new Date().toISOString(), message: String((error as Error)?.message ?? error).slice(0, 200) }
}

async function withRetries(guards: Guards, outgoing: Outgoing, request: GuardedRequest): Promise<RawAnswer> {
  const options = { acceptStatus: request.acceptStatus, redirect: request.redirect, maxBytes: request.maxBytes, timeoutMs: request.timeoutMs, signal: request.signal, now: guards.now }
  let lastError: unknown
  for (let attempt = 1; attempt <= (request.retry ? MAX_ATTEMPTS : 1); attempt++) {
    if (attempt > 1) await backoff(attempt, guards.retryDelayMs)
    try {
      await guards.quota.take(outgoing.path, request.signal, attempt === 1 ? {} : { maxWaitMs: RETRY_MAX_WAIT_MS })
    } catch (error) {
      // A retry the quota refuses: the provider's failure is the answer, not our own limit.
      if (attempt > 1) throw lastError
      guards.counters.quotaRefused++
      throw error
    }
    try {
      return await guards.limiter.run(() => {
        guards.counters.requests++
        return exchange(guards.definition, guards.fetch, outgoing, options)
      })
    } catch (error) {
      lastError = error
      // The provider's own 429: every host holds off for its lockout (or Retry-After).
      if (isRateLimit(error)) await guards.quota.lockOut(error.headers?.['retry-after'])
      // A wrong answer comes again if asked again (a bot wall, a changed API): it is not retried.
      if (!isProviderFailure(error) || error instanceof WrongAnswerError || request.signal?.aborted) throw error
    }
  }
  throw lastError
}

/** Exponential backoff with full jitter: up to 2x the base delay, then up to 4x (0-200 ms, 0-400 ms by default). */
function backoff(attempt: number, baseMs: number): Promise<void> {
  if (baseMs === 0) return Promise.resolve()
  const ceiling = baseMs * 2 ** (attempt - 1)
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling))
}
