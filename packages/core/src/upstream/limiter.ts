import { createError } from '../errors.ts'

export interface LimiterOptions {
  /** Tasks that may wait for a slot; past that callers get 503 UNAVAILABLE with Retry-After (default: no bound). */
  maxWaiting?: number
  /** Named in the 503: `All <name> slots are busy; retry shortly` (default `task`). */
  name?: string
  /** The 503's message in place of the default, from the load at that moment. */
  busyMessage?: (load: { active: number; waiting: number }) => string
  /** The Retry-After of that 503, in seconds (default 2). */
  retryAfterSeconds?: number
}

/**
 * Limits how many async tasks run at once; the rest wait in order. With `maxWaiting`, the wait
 * is bounded too, so a burst is refused at once instead of piling up memory or latency.
 */
export class ConcurrencyLimiter {
  #active = 0
  readonly #waiting: Array<() => void> = []
  constructor(readonly limit: number, readonly options: LimiterOptions = {}) {}

  /** Tasks running now. */
  get active(): number {
    return this.#active
  }

  /** Tasks waiting for a slot now. */
  get waiting(): number {
    return this.#waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active < this.limit) this.#active++
    else if (this.#waiting.length >= (this.options.maxWaiting ?? Infinity)) throw this.#busy()
    else await new Promise<void>((resolve) => this.#waiting.push(resolve)) // the finishing task hands its slot over
    try {
      return await task()
    } finally {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#active--
    }
  }

  #busy() {
    const { name = 'task', busyMessage, retryAfterSeconds = 2 } = this.options
    const message = busyMessage ? busyMessage({ active: this.#active, waiting: this.#waiting.length }) : `All ${name} slots are busy; retry shortly`
    return createError('UNAVAILABLE', message, { headers: { 'retry-after': String(retryAfterSeconds) } })
  }
}
