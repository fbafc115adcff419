import type { StaleAnswer } from './types.ts'

/** What a call's answer says about its upstream data in `meta.upstream`: present only when some was stale. */
export interface UpstreamMeta {
  stale: true
  /** Age of the oldest stale answer used, in seconds. */
  ageSeconds: number
  /** Each stale answer used: which provider, how old, and why it was served. */
  answers: Array<{ provider: string } & StaleAnswer>
}

/** Collects, for one operation call, the stale answers its upstream clients served. */
export class UpstreamNotes {
  readonly #stale: UpstreamMeta['answers'] = []

  served(provider: string, stale: StaleAnswer): void {
    this.#stale.push({ provider, ...stale })
  }

  meta(): UpstreamMeta | undefined {
    if (this.#stale.length === 0) return undefined
    return { stale: true, ageSeconds: Math.max(...this.#stale.map((answer) => answer.ageSeconds)), answers: [...this.#stale] }
  }
}
