import type { BreakerStats } from './breaker.ts'
import type { QuotaUse } from './quota.ts'

/** What one host's client did for a provider since it started (counters of this process). */
export interface UpstreamCounters {
  /** Calls that went to the provider (past the cache and any identical call in flight); each may take several requests. */
  calls: number
  /** Time those calls took, retries included (milliseconds; divide by `calls` for the average). */
  totalMs: number
  /** HTTP requests sent to the provider (retries included). */
  requests: number
  /** Calls answered from the cache while fresh. */
  cacheHits: number
  /** Calls answered from the cache past its TTL: while refreshing, or because the provider failed. */
  staleServed: number
  /** Calls that shared another identical call's request instead of sending their own. */
  coalesced: number
  /** Calls that failed because the provider did (unreachable, timeout, 5xx after retries). */
  failures: number
  /** Calls refused at once because the breaker was open. */
  failedFast: number
  /** Calls refused because a declared quota was spent. */
  quotaRefused: number
  /** The last provider failure this host saw (its message, without the request's URL or key). */
  lastError?: { at: string; message: string } | undefined
}

/** One provider's line in the host's stats: this host's counters, the shared breaker and quota use. */
export interface ProviderStats extends UpstreamCounters {
  provider: string
  name: string
  breaker: BreakerStats
  quota: QuotaUse[]
}

export function emptyCounters(): UpstreamCounters {
  return { calls: 0, totalMs: 0, requests: 0, cacheHits: 0, staleServed: 0, coalesced: 0, failures: 0, failedFast: 0, quotaRefused: 0 }
}
