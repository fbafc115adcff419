import { attributionOf, hotlinkHostsOf, type Attribution } from './terms.ts'
import type { StaleAnswer, UpstreamDefinition } from './types.ts'

/** What a call's answer says about its upstream data in `meta.upstream`: present only when some was stale. */
export interface UpstreamMeta {
  stale: true
  /** Age of the oldest stale answer used, in seconds. */
  ageSeconds: number
  /** Each stale answer used: which provider, how old, and why it was served. */
  answers: Array<{ provider: string } & StaleAnswer>
}

/** Collects, for one operation call, the providers its upstream clients called and the stale answers they served. */
export class UpstreamNotes {
  readonly #stale: UpstreamMeta['answers'] = []
  readonly #used = new Set<UpstreamDefinition>()

  /** A client of `definition` was called: its terms (attribution, hotlinking) apply to the answer. */
  used(definition: UpstreamDefinition): void {
    if (definition.terms) this.#used.add(definition)
  }

  /** The credits the terms of the providers called ask for (`meta.attribution`), or undefined. */
  attribution(): Attribution[] | undefined {
    const credits = [...this.#used].flatMap((definition) => attributionOf(definition) ?? [])
    return credits.length ? credits : undefined
  }

  /** Hosts whose URLs the answer must not carry (providers that forbid hotlinking their images). */
  hotlinkHosts(): string[] {
    return [...this.#used].flatMap(hotlinkHostsOf)
  }

  served(provider: string, stale: StaleAnswer): void {
    this.#stale.push({ provider, ...stale })
  }

  meta(): UpstreamMeta | undefined {
    if (this.#stale.length === 0) return undefined
    return { stale: true, ageSeconds: Math.max(...this.#stale.map((answer) => answer.ageSeconds)), answers: [...this.#stale] }
  }
}
