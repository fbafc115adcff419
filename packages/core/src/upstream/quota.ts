import type { StateStore } from '../state/types.ts'
import { UpstreamError } from './transport.ts'
import type { QuotaLimit, UpstreamDefinition } from './types.ts'

export interface QuotaUse {
  requests: number
  perSeconds: number
  paths?: readonly string[]
  /** Spaced evenly (a limit over a minute or less) rather than counted in a fixed window. */
  spaced: boolean
  /** Requests counted in the current window, or (spaced) reserved ahead of now, across hosts. */
  used: number
  /** When the current window ends, or (spaced) when the next request may go (ISO time). */
  resetsAt: string
}

/** Limits over at most this many seconds are enforced by spacing requests, longer ones by counting. */
export const SPACED_UP_TO_SECONDS = 60

/** The limits of a request's path, given the operator's key or not. */
export function limitsFor(definition: UpstreamDefinition, hasKey: boolean): QuotaLimit[] {
  const declared = hasKey ? definition.quota?.withKey : definition.quota?.withoutKey
  return declared === undefined ? [] : [declared].flat()
}

/** `/price` covers `/price`, `/price/x` and `/price?x`, not `/prices-history`: a prefix ends at a path segment. */
function under(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false
  const next = path[prefix.length]
  return next === undefined || next === '/' || next === '?' || prefix.endsWith('/')
}
const applies = (limit: QuotaLimit, path: string) => !limit.paths || limit.paths.some((prefix) => under(path, prefix))
const isSpaced = (limit: QuotaLimit) => limit.perSeconds <= SPACED_UP_TO_SECONDS
const intervalMs = (limit: QuotaLimit) => (limit.perSeconds * 1000) / limit.requests

/**
 * A provider's published limits, kept in the state store so every host on one Redis obeys one budget.
 * A limit over a minute or less spaces requests (`perSeconds / requests` apart): each request reserves
 * the next free moment atomically (compare-and-set) and waits for it, or is refused when that is more
 * than `maxWaitSeconds` away. A longer limit is counted in fixed windows (atomic increments) and refuses
 * a request past it. After the provider answers 429, every host stops calling it until its lockout ends.
 * A refusal is a 429 UPSTREAM_RATE_LIMIT with Retry-After, before anything is sent.
 */
export class QuotaGuard {
  readonly limits: QuotaLimit[]
  readonly #prefix: string
  readonly #maxWaitMs: number

  readonly #published: boolean

  /**
   * `published: false`: the provider is the operator's own server, which the public service's limits do not bind.
   * `limits`: the operator's plan with the provider, in place of the published limits.
   */
  constructor(private readonly definition: UpstreamDefinition, hasKey: boolean, private readonly state: StateStore, private readonly now: () => number, options: { published?: boolean; limits?: readonly QuotaLimit[] } = {}) {
    this.#published = options.published ?? true
    this.limits = !this.#published ? [] : options.limits ? [...options.limits] : limitsFor(definition, hasKey)
    this.#prefix = `upstream:quota:${definition.quota?.bucket ?? definition.id}:${hasKey ? 'key' : 'nokey'}`
    this.#maxWaitMs = (definition.quota?.maxWaitSeconds ?? 10) * 1000
  }

  /**
   * Takes one request to `path` from every limit that counts it, waiting its turn where spaced; or throws the 429.
   * A retry passes a shorter `maxWaitMs`: it does not queue long behind other callers (GDELT's next turn, 5 s off).
   */
  async take(path: string, signal?: AbortSignal, options: { maxWaitMs?: number } = {}): Promise<void> {
    // Only a provider that declares a lockout is ever locked out: the others cost no state read here.
    const lockedUntil = !this.#published || this.definition.quota?.lockoutSeconds === undefined ? undefined : await this.state.get<number>(`${this.#prefix}:lockout`)
    const now = this.now()
    if (lockedUntil !== undefined && lockedUntil > now) throw this.#refused(lockedUntil - now, `${this.definition.name} answered 429 (too many requests); calls to it wait until its lockout ends`)
    const limits = this.limits.filter((limit) => applies(limit, path))
    if (limits.length === 0) return
    await this.#count(limits.filter((limit) => !isSpaced(limit)), now)
    let turn = now
    const maxWaitMs = Math.min(options.maxWaitMs ?? Infinity, this.#maxWaitMs)
    for (const limit of limits.filter(isSpaced)) turn = Math.max(turn, await this.#reserve(limit, now, maxWaitMs))
    if (turn > now) await sleep(turn - now, signal)
  }

  /**
   * The provider answered 429: where it declares a lockout, no host calls it for that long, or the answer's
   * Retry-After when longer (at most a day). Without one, each call still goes out (and meets the provider's 429).
   */
  async lockOut(retryAfter: string | null | undefined): Promise<void> {
    const declared = this.definition.quota?.lockoutSeconds
    if (declared === undefined || !this.#published) return
    const seconds = Math.min(86_400, Math.max(declared, retryAfterSeconds(retryAfter, this.now()) ?? 0))
    if (seconds <= 0) return
    await this.state.set(`${this.#prefix}:lockout`, this.now() + seconds * 1000, { ttlMs: seconds * 1000 })
  }

  async stats(): Promise<QuotaUse[]> {
    const now = this.now()
    return Promise.all(this.limits.map(async (limit) => {
      const base = { requests: limit.requests, perSeconds: limit.perSeconds, ...(limit.paths ? { paths: limit.paths } : {}), spaced: isSpaced(limit) }
      if (isSpaced(limit)) {
        const next = Math.max(now, (await this.state.get<number>(this.#paceKey(limit))) ?? now)
        return { ...base, used: Math.ceil((next - now) / intervalMs(limit)), resetsAt: new Date(next).toISOString() }
      }
      const window = this.#window(limit, now)
      const used = (await this.state.get<number>(window.key)) ?? 0
      return { ...base, used: Math.min(used, limit.requests), resetsAt: new Date(window.endsAt).toISOString() }
    }))
  }

  /** Counts one request in each window; when one is spent, gives the counts back and refuses. */
  async #count(limits: QuotaLimit[], now: number): Promise<void> {
    if (limits.length === 0) return
    const windows = limits.map((limit) => this.#window(limit, now))
    const counts = await Promise.all(windows.map((window) => this.state.increment(window.key, 1, { ttlMs: window.ttlMs })))
    const spent = windows.findIndex((window, i) => counts[i]! > window.limit.requests)
    if (spent < 0) return
    await Promise.all(windows.map((window) => this.state.increment(window.key, -1, { ttlMs: window.ttlMs })))
    const { limit, endsAt } = windows[spent]!
    throw this.#refused(endsAt - now, `${this.definition.name} allows ${describeLimit(limit)} from this host, all used`, limit)
  }

  /** Reserves the next free moment of a spaced limit (compare-and-set, so hosts never share one); refuses one too far off. */
  async #reserve(limit: QuotaLimit, now: number, maxWaitMs: number): Promise<number> {
    const key = this.#paceKey(limit)
    for (let attempt = 0; attempt < 20; attempt++) {
      const next = await this.state.get<number>(key)
      const turn = Math.max(now, next ?? now)
      if (turn - now > maxWaitMs) break
      const following = turn + intervalMs(limit)
      const options = { ttlMs: following - now + 60_000 }
      if (next === undefined ? await this.state.setIfAbsent(key, following, options) : await this.state.compareAndSet(key, next, following, options)) return turn
    }
    const next = (await this.state.get<number>(key)) ?? now
    throw this.#refused(Math.max(next - now - maxWaitMs, intervalMs(limit)), `${this.definition.name} allows ${describeLimit(limit)}, and the requests waiting take more than ${maxWaitMs / 1000} s`, limit)
  }

  #paceKey(limit: QuotaLimit): string {
    return `${this.#prefix}:pace:${this.limits.indexOf(limit)}`
  }

  #window(limit: QuotaLimit, now: number) {
    const lengthMs = limit.perSeconds * 1000
    const index = Math.floor(now / lengthMs)
    // The key outlives its window a little, so a late decrement never recreates it without a TTL.
    return { limit, key: `${this.#prefix}:${this.limits.indexOf(limit)}:${index}`, endsAt: (index + 1) * lengthMs, ttlMs: lengthMs + 60_000 }
  }

  #refused(waitMs: number, why: string, limit?: QuotaLimit): UpstreamError {
    const seconds = String(Math.max(1, Math.ceil(waitMs / 1000)))
    return new UpstreamError('UPSTREAM_RATE_LIMIT', `${why}; retry in ${seconds} s`, undefined, undefined, {
      headers: { 'retry-after': seconds },
      details: { retryAfter: seconds, ...(limit ? { quota: { requests: limit.requests, perSeconds: limit.perSeconds } } : {}) },
    })
  }
}

/** "2 requests per second on /cards/search", "1,000 requests per day". */
export function describeLimit(limit: QuotaLimit): string {
  const seconds = limit.perSeconds
  const per = seconds % 86400 === 0 ? (seconds === 86400 ? 'day' : `${seconds / 86400} days`)
    : seconds % 3600 === 0 ? (seconds === 3600 ? 'hour' : `${seconds / 3600} hours`)
      : seconds === 60 ? 'minute' : seconds === 1 ? 'second' : `${seconds} s`
  return `${limit.requests.toLocaleString('en-US')} request${limit.requests === 1 ? '' : 's'} per ${per}${limit.paths ? ` on ${limit.paths.join(', ')}` : ''}`
}

/** Retry-After in seconds: a number of seconds or an HTTP date. */
function retryAfterSeconds(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.ceil((at - now) / 1000)
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}
