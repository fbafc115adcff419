import type { StateStore } from '../state/types.ts'
import { UpstreamError } from './transport.ts'
import type { UpstreamDefinition } from './types.ts'

/** `closed`: calls go out; `open`: they fail fast; `half-open`: the pause is over, one probe call decides. */
export type BreakerState = 'closed' | 'open' | 'half-open'

export interface BreakerStats {
  state: BreakerState
  /** Failed calls counted in the current window. */
  failures: number
  /** While open: when a probe may go (ISO time). */
  retryAt?: string
}

interface OpenRecord {
  openedAt: number
  retryAt: number
}

/** What a call may do: go as usual, or go as the one probe of a half-open breaker. */
export type Passage = 'closed' | 'probe'

/**
 * A circuit breaker per provider, kept in the state store (so shared by every host on one Redis):
 * `failures` failed calls within `windowSeconds` open it; for `openSeconds` calls fail fast
 * (503 with Retry-After, so never charged); then one host's probe call closes it or opens it again.
 */
export class CircuitBreaker {
  readonly #threshold: number
  readonly #windowMs: number
  readonly #openMs: number
  readonly #keys: { open: string; failures: string; probe: string }
  /** Failures this host counted since its last success: a success only clears what was seen. */
  #seenFailures = 0

  constructor(private readonly definition: UpstreamDefinition, private readonly state: StateStore, private readonly now: () => number) {
    this.#threshold = definition.breaker?.failures ?? 5
    this.#windowMs = (definition.breaker?.windowSeconds ?? 60) * 1000
    this.#openMs = (definition.breaker?.openSeconds ?? 30) * 1000
    const base = `upstream:breaker:${definition.id}`
    this.#keys = { open: `${base}:open`, failures: `${base}:failures`, probe: `${base}:probe` }
  }

  /** Lets a call through, or throws the fail-fast error while the breaker is open. */
  async enter(probeMs: number): Promise<Passage> {
    const open = await this.state.get<OpenRecord>(this.#keys.open)
    if (!open) return 'closed'
    const now = this.now()
    if (now < open.retryAt) throw this.#failFast(open.retryAt - now)
    // Half-open: one call in the whole fleet probes; the others keep failing fast until it reports.
    if (await this.state.setIfAbsent(this.#keys.probe, now, { ttlMs: probeMs })) return 'probe'
    throw this.#failFast(1000)
  }

  async succeeded(passage: Passage): Promise<void> {
    if (passage === 'probe') {
      await Promise.all([this.state.delete(this.#keys.open), this.state.delete(this.#keys.probe), this.state.delete(this.#keys.failures)])
    } else if (this.#seenFailures > 0) {
      await this.state.delete(this.#keys.failures)
    }
    this.#seenFailures = 0
  }

  async failed(passage: Passage): Promise<void> {
    if (passage === 'probe') {
      await this.#open()
      await this.state.delete(this.#keys.probe)
      return
    }
    const failures = await this.state.increment(this.#keys.failures, 1, { ttlMs: this.#windowMs })
    this.#seenFailures = failures
    if (failures >= this.#threshold) await this.#open()
  }

  async stats(): Promise<BreakerStats> {
    const [open, failures] = await Promise.all([this.state.get<OpenRecord>(this.#keys.open), this.state.get<number>(this.#keys.failures)])
    if (!open) return { state: 'closed', failures: failures ?? 0 }
    return { state: this.now() < open.retryAt ? 'open' : 'half-open', failures: failures ?? 0, retryAt: new Date(open.retryAt).toISOString() }
  }

  async #open(): Promise<void> {
    const now = this.now()
    // Kept well past the pause: the record is what makes the next call a probe.
    await this.state.set(this.#keys.open, { openedAt: now, retryAt: now + this.#openMs } satisfies OpenRecord, { ttlMs: this.#openMs + 24 * 3600_000 })
    await this.state.delete(this.#keys.failures)
    this.#seenFailures = 0
  }

  #failFast(waitMs: number): UpstreamError {
    const seconds = String(Math.max(1, Math.ceil(waitMs / 1000)))
    return new UpstreamError('UPSTREAM_FAILED', `${this.definition.name} is failing; calls to it are paused, retry in ${seconds} s`, undefined, undefined, {
      status: 503,
      headers: { 'retry-after': seconds },
      details: { retryAfter: seconds, breaker: 'open' },
    })
  }
}
