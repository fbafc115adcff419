import type { Upstreams } from '../upstream/client.ts'

/** What a host saw of one provider since it started. */
export interface UpstreamFigures {
  provider: string
  /** Calls that went to the provider (cache hits not included). */
  calls: number
  /** Calls the provider failed (unreachable, timeout, 5xx, an answer of the wrong shape) or the open breaker refused. */
  errors: number
  /** Sum of those calls' times, for the average. */
  totalMs: number
  /** Calls answered from the upstream cache, fresh or stale. */
  cacheHits: number
  /** Circuit breaker state (closed, open, half-open). */
  breaker?: string | undefined
  lastError?: { at: string; message: string } | undefined
}

/** The figures `/metrics`, the stats and the dashboard show, read from the upstream toolkit's own counters. */
export function upstreamFiguresOf(upstreams: Upstreams): () => Promise<UpstreamFigures[]> {
  return async () =>
    (await upstreams.stats()).map((stats) => ({
      provider: stats.provider,
      calls: stats.calls,
      errors: stats.failures + stats.failedFast,
      totalMs: stats.totalMs,
      cacheHits: stats.cacheHits + stats.staleServed,
      breaker: stats.breaker.state,
      lastError: stats.lastError,
    }))
}
