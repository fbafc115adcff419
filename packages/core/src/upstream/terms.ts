import type { UpstreamConfig } from '../config.ts'
import { upstreamEnvName } from '../config.ts'
import type { UpstreamDefinition } from './types.ts'

/** Whether a host that charges for calls may use the provider's data. */
export type CommercialUse =
  /** Any use, paid answers included. */
  | 'allowed'
  /** Only with the operator's key or paid plan: the free tier is for non-commercial use (Open-Meteo). */
  | 'with-key'
  /** Not for paid answers at all (Scryfall: no paywall in front of its data). */
  | 'not-allowed'
  /**
   * No published terms were found that say (Hacker News's API; the note says what was read): not enforced, as nothing is stated to enforce, but shown
   * as unknown (`svc providers`, `/docs`) with the note saying what was read, so the operator checks before charging.
   */
  | 'unknown'

/** One thing the terms say: in a sentence, and where (default: the terms' `url`). */
export interface TermsFact {
  note?: string
  url?: string
}

/**
 * A provider's terms, as data. Enforced: a provider whose commercial use is `with-key` is unavailable until
 * its key is set, one whose use is `not-allowed` until the operator accepts its terms (`upstreams.<id>.acceptTerms`,
 * saying this host's use is within them: free answers, or the provider's permission); both answer 503 naming
 * the setting before any 402. `attribution` travels in the answer's `meta.attribution`; URLs on the hosts of a
 * provider that forbids hotlinking are not returned (null in their place).
 */
export interface ProviderTerms {
  /** The provider's terms of use. */
  url: string
  commercial: TermsFact & { use: CommercialUse }
  /** The credit the terms ask for next to the data, e.g. "Weather data by Open-Meteo.com". */
  attribution?: TermsFact & { text: string }
  /** What the terms say about keeping answers (how long, or that they ask for it); the adapters' TTLs follow it. */
  caching?: TermsFact & { note: string }
  /** Whether answers may link the provider's images; `hosts` serve them (their subdomains too). */
  hotlinking?: TermsFact & { allowed: boolean; hosts?: readonly string[] }
  /**
   * The calls go to an endpoint the provider does not publish as an API (the JSON behind one of its web pages): no
   * documentation, no terms for programs, free to change or stop without notice. Enforced: unavailable until the
   * operator acknowledges it (`upstreams.<id>.acceptTerms`), 503 naming the setting before any 402. `note` says why.
   */
  undocumented?: TermsFact & { note: string }
}

/** Whether the provider's terms let this host serve it: its key set where they ask for one, or the operator accepting them. */
export function termsAvailability(definition: UpstreamDefinition, settings: UpstreamConfig | undefined): { available: boolean; reason?: string } {
  const commercial = commercialAvailability(definition, settings)
  const undocumented = definition.terms?.undocumented
  if (!commercial.available || !undocumented || settings?.acceptTerms === true) return commercial
  const where = undocumented.url ?? definition.terms!.url
  return { available: false, reason: `calls an undocumented endpoint of ${definition.name} (${where}: ${undocumented.note}), which may change or stop without notice; if this host may rely on it, acknowledge it: set ${termsEnvName(definition.id)}=true or upstreams.${definition.id}.acceptTerms` }
}

function commercialAvailability(definition: UpstreamDefinition, settings: UpstreamConfig | undefined): { available: boolean; reason?: string } {
  const commercial = definition.terms?.commercial
  if (!commercial || commercial.use === 'allowed' || commercial.use === 'unknown' || settings?.acceptTerms === true) return { available: true }
  const where = commercial.url ?? definition.terms!.url
  const accept = `or, if this host's use is within them, accept them: set ${termsEnvName(definition.id)}=true or upstreams.${definition.id}.acceptTerms`
  if (commercial.use === 'with-key') {
    if (settings?.key) return { available: true }
    const signup = definition.key?.signupUrl ? ` (${definition.key.signupUrl})` : ''
    return { available: false, reason: `needs a key for ${definition.name}, whose free service is for non-commercial use only (${where}): set ${upstreamEnvName(definition.id, 'KEY')} or upstreams.${definition.id}.key${signup}, ${accept}` }
  }
  return { available: false, reason: `uses ${definition.name}, whose terms do not allow charging for its data (${where}${commercial.note ? `: ${commercial.note}` : ''}); ${accept} (this host serves it free, or has ${definition.name}'s permission)` }
}

export function termsEnvName(provider: string): string {
  return `SVC_UPSTREAM_${provider.toUpperCase().replace(/-/g, '_')}_ACCEPT_TERMS`
}

/** The credit an answer carries in `meta.attribution` for a provider whose terms ask for one. */
export interface Attribution {
  provider: string
  text: string
  url: string
}

export function attributionOf(definition: UpstreamDefinition): Attribution | undefined {
  const attribution = definition.terms?.attribution
  if (!attribution) return undefined
  return { provider: definition.name, text: attribution.text, url: attribution.url ?? definition.terms!.url }
}

/** The credits of several calls' answers (a batch), each once; undefined when none asks for one. */
export function attributionOfAll(results: ReadonlyArray<{ attribution?: Attribution[] | undefined }>): Attribution[] | undefined {
  const credits = new Map<string, Attribution>()
  for (const credit of results.flatMap((result) => result.attribution ?? [])) credits.set(`${credit.provider}\n${credit.text}`, credit)
  return credits.size ? [...credits.values()] : undefined
}

/** The image hosts whose URLs an answer must not carry: those of providers that forbid hotlinking. */
export function hotlinkHostsOf(definition: UpstreamDefinition): readonly string[] {
  const hotlinking = definition.terms?.hotlinking
  return hotlinking && !hotlinking.allowed ? hotlinking.hosts ?? [] : []
}

/** `value` with every URL on one of `hosts` (or their subdomains) replaced by null; the rest as it was. */
export function withoutHotlinks(value: unknown, hosts: readonly string[]): unknown {
  if (hosts.length === 0) return value
  const banned = (text: string) => {
    if (!/^https?:\/\//i.test(text)) return false
    const host = URL.parse(text)?.hostname.toLowerCase()
    return host !== undefined && hosts.some((name) => host === name || host.endsWith(`.${name}`))
  }
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return banned(item) ? null : item
    if (Array.isArray(item)) return item.map(walk)
    const prototype = item === null || typeof item !== 'object' ? undefined : Object.getPrototypeOf(item)
    if (prototype !== Object.prototype && prototype !== null) return item // a Date, bytes...: not JSON members to look into
    return Object.fromEntries(Object.entries(item as object).map(([name, member]) => [name, walk(member)]))
  }
  return walk(value)
}
