import type { StateStore } from '../state/types.ts'
import { UpstreamError } from './transport.ts'
import type { QuotaLimit, UpstreamDefinition } from './types.ts'

export interface QuotaUse {
  requests: number
  perSeconds: number
  /** Requests counted in the current window, across hosts. */
  used: number
  /** When the current window ends (ISO time). */
  resetsAt: string
}

/**
 * A provider's published limits, counted in fixed windows in the state store: atomic increments
 * (INCRBY in a Lua script on Redis, one synchronous step embedded), so every host on one Redis
 * counts against the same budget. A request that would pass a limit is refused before it is sent:
 * 429 UPSTREAM_RATE_LIMIT with the seconds until the window ends.
 */
export class QuotaGuard {
  readonly limits: QuotaLimit[]
  readonly #prefix: string

  constructor(private readonly definition: UpstreamDefinition, hasKey: boolean, private readonly state: StateStore, private readonly now: () => number) {
    const declared = hasKey ? definition.quota?.withKey : definition.quota?.withoutKey
    this.limits = declared === undefined ? [] : [declared].flat()
    this.#prefix = `upstream:quota:${definition.quota?.bucket ?? definition.id}:${hasKey ? 'key' : 'nokey'}`
  }

  /** Counts one request against every limit, or throws the 429 (taking nothing) when one is spent. */
  async take(): Promise<void> {
    if (this.limits.length === 0) return
    const now = this.now()
    const windows = this.limits.map((limit) => this.#window(limit, now))
    const counts = await Promise.all(windows.map((window) => this.state.increment(window.key, 1, { ttlMs: window.ttlMs })))
    const spent = windows.findIndex((window, i) => counts[i]! > window.limit.requests)
    if (spent < 0) return
    // Refused: give the counts back, so `used` says what was sent.
    await Promise.all(windows.map((window) => this.state.increment(window.key, -1, { ttlMs: window.ttlMs })))
    const { limit, endsAt } = windows[spent]!
    const seconds = String(Math.max(1, Math.ceil((endsAt - now) / 1000)))
    throw new UpstreamError('UPSTREAM_RATE_LIMIT', `${this.definition.name} allows ${limit.requests} requests per ${describe(limit.perSeconds)} from this host, all used; retry in ${seconds} s`, undefined, undefined, {
      headers: { 'retry-after': seconds },
      details: { retryAfter: seconds, quota: { requests: limit.requests, perSeconds: limit.perSeconds } },
    })
  }

  async stats(): Promise<QuotaUse[]> {
    const now = this.now()
    return Promise.all(this.limits.map(async (limit) => {
      const window = this.#window(limit, now)
      const used = (await this.state.get<number>(window.key)) ?? 0
      return { requests: limit.requests, perSeconds: limit.perSeconds, used: Math.min(used, limit.requests), resetsAt: new Date(window.endsAt).toISOString() }
    }))
  }

  #window(limit: QuotaLimit, now: number) {
    const lengthMs = limit.perSeconds * 1000
    const index = Math.floor(now / lengthMs)
    // The key outlives its window a little, so a late decrement never recreates it without a TTL.
    return { limit, key: `${this.#prefix}:${limit.perSeconds}:${index}`, endsAt: (index + 1) * lengthMs, ttlMs: lengthMs + 60_000 }
  }
}

function describe(seconds: number): string {
  if (seconds % 86400 === 0) return seconds === 86400 ? 'day' : `${seconds / 86400} days`
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`
  return seconds === 1 ? 'second' : `${seconds} s`
}
