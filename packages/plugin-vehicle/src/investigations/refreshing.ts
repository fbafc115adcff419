/** A value read from a large download and kept: its age is `checkedAt`, when the provider last confirmed or sent it. */
export interface Checked<T> {
  value: T
  checkedAt: number
}

export interface RefreshLimits {
  /** Served as is for this long after a check (NHTSA rebuilds its files at most daily). */
  freshMs: number
  /** Past fresh and until this age, served while one refresh runs; past it, callers wait for a new copy. */
  staleMs: number
  /** After a failed refresh, the stale copy is served this long before the next attempt. */
  retryMs: number
}

const MINUTE = 60_000
export const DEFAULT_LIMITS: RefreshLimits = { freshMs: 24 * 60 * MINUTE, staleMs: 7 * 24 * 60 * MINUTE, retryMs: 15 * MINUTE }

/**
 * One copy of a large, slowly changing download (stale-while-revalidate): the first callers share one load,
 * a fresh copy is served as is, a stale one while a single refresh runs in the background, and a failed
 * refresh leaves the stale copy in place until the next attempt. `load` gets the copy held (to ask the
 * provider whether it changed) and answers the new value, or `'unchanged'`.
 */
export class Refreshing<T> {
  #current: Checked<T> | undefined
  #pending: Promise<Checked<T>> | undefined
  #retryAt = 0

  constructor(
    private readonly load: (held: T | undefined) => Promise<T | 'unchanged'>,
    private readonly now: () => number = () => Date.now(),
    private readonly limits: RefreshLimits = DEFAULT_LIMITS,
  ) {}

  get(): Promise<Checked<T>> {
    const current = this.#current
    const age = current ? this.now() - current.checkedAt : Number.POSITIVE_INFINITY
    if (current && age < this.limits.freshMs) return Promise.resolve(current)
    if (current && age < this.limits.staleMs) {
      if (!this.#pending && this.now() >= this.#retryAt) this.#refresh().catch(() => {}) // its failure is kept in #retryAt
      return Promise.resolve(current)
    }
    return this.#pending ?? this.#refresh()
  }

  #refresh(): Promise<Checked<T>> {
    const held = this.#current
    const run = Promise.resolve()
      .then(() => this.load(held?.value))
      .then(
        (loaded) => {
          this.#pending = undefined
          if (loaded === 'unchanged' && !held) throw new Error('the provider answered "unchanged" without a copy to compare')
          this.#current = { value: loaded === 'unchanged' ? held!.value : loaded, checkedAt: this.now() }
          return this.#current
        },
        (error: unknown) => {
          this.#pending = undefined
          this.#retryAt = this.now() + this.limits.retryMs
          throw error
        },
      )
    this.#pending = run
    return run
  }
}
