import { type SvcConfig, upstreamEnvName } from '../config.ts'
import { type Availability, baseUrlOf, upstreamAvailability } from './client.ts'
import { describeLimit, limitsFor } from './quota.ts'
import type { CommercialUse } from './terms.ts'
import type { QuotaLimit, UpstreamDefinition } from './types.ts'

/** What a provider is, from its declaration: what `svc providers`, `svc list`, `/docs` and the dashboard show. */
export interface ProviderFacts {
  id: string
  name: string
  baseUrl: string
  docsUrl: string | null
  auth: {
    /** none; an API key (required, or optional: it raises the limits); OAuth 2.0 client credentials. */
    kind: 'none' | 'key' | 'oauth'
    required: boolean
    /** The operator's setting. */
    setting: string | null
    signupUrl: string | null
  }
  limits: {
    withoutKey: string[]
    withKey: string[]
    /** Seconds every host waits after the provider answers 429 (or its Retry-After, when longer). */
    lockoutSeconds: number | null
    url: string | null
  }
  terms: {
    url: string
    commercial: { use: CommercialUse; note: string | null; url: string }
    attribution: { text: string; url: string } | null
    caching: { note: string; url: string } | null
    hotlinking: { allowed: boolean; hosts: readonly string[]; note: string | null; url: string } | null
    /** An endpoint the provider does not publish as an API: served only once the operator acknowledges it. */
    undocumented: { note: string; url: string } | null
  } | null
}

export function providerFacts(definition: UpstreamDefinition): ProviderFacts {
  const { key, quota, terms } = definition
  const termsUrl = terms?.url ?? ''
  return {
    id: definition.id,
    name: definition.name,
    baseUrl: definition.baseUrl,
    docsUrl: definition.docsUrl ?? null,
    auth: {
      kind: !key ? 'none' : key.in === 'client-credentials' ? 'oauth' : 'key',
      required: key?.required ?? false,
      setting: key ? upstreamEnvName(definition.id, 'KEY') : null,
      signupUrl: key?.signupUrl ?? null,
    },
    limits: {
      withoutKey: limitsFor(definition, false).map(describeLimit),
      withKey: limitsFor(definition, true).map(describeLimit),
      lockoutSeconds: quota?.lockoutSeconds ?? null,
      url: quota?.url ?? null,
    },
    terms: terms
      ? {
        url: terms.url,
        commercial: { use: terms.commercial.use, note: terms.commercial.note ?? null, url: terms.commercial.url ?? termsUrl },
        attribution: terms.attribution ? { text: terms.attribution.text, url: terms.attribution.url ?? termsUrl } : null,
        caching: terms.caching ? { note: terms.caching.note, url: terms.caching.url ?? termsUrl } : null,
        hotlinking: terms.hotlinking ? { allowed: terms.hotlinking.allowed, hosts: terms.hotlinking.hosts ?? [], note: terms.hotlinking.note ?? null, url: terms.hotlinking.url ?? termsUrl } : null,
        undocumented: terms.undocumented ? { note: terms.undocumented.note, url: terms.undocumented.url ?? termsUrl } : null,
      }
      : null,
  }
}

/** A provider on this host: its facts, where calls go, whether its key is set, whether it can be called. */
export interface ConfiguredProvider extends ProviderFacts {
  /** The base URL calls go to on this host. */
  calls: string
  keySet: boolean
  /** The limits in force on this host (with or without its key), in words. */
  limit: string
  /** The terms, in words. */
  termsSummary: string
  availability: Availability
}

export function configuredProvider(definition: UpstreamDefinition, config: Pick<SvcConfig, 'upstreams'>): ConfiguredProvider {
  const settings = config.upstreams[definition.id] ?? {}
  const keySet = Boolean(settings.key)
  return { ...providerFacts(definition), calls: baseUrlOf(definition, settings), keySet, limit: limitText(definition, keySet, settings), termsSummary: termsText(definition), availability: upstreamAvailability(definition, config) }
}

/**
 * The limits in force, in words: "2 requests per second on /cards/search; 10 requests per second; 30 s lockout after a 429";
 * the operator's plan (`quota`) in place of the published limits, none on the operator's own server.
 */
export function limitText(definition: UpstreamDefinition, hasKey: boolean, settings: { quota?: readonly QuotaLimit[]; ownServer?: boolean } = {}): string {
  if (settings.ownServer) return 'none: the operator\'s own server'
  if (settings.quota) return settings.quota.length ? `${settings.quota.map(describeLimit).join('; ')} (the operator's plan)` : 'none: the operator\'s plan sets none'
  const limits = limitsFor(definition, hasKey).map(describeLimit)
  const lockout = definition.quota?.lockoutSeconds
  if (lockout) limits.push(`${lockout >= 3600 && lockout % 3600 === 0 ? `${lockout / 3600} h` : `${lockout} s`} lockout after a 429`)
  return limits.length ? limits.join('; ') : 'none published'
}

/** The terms in words: "commercial use only with a key; attribution: ...; no hotlinking of its images". */
export function termsText(definition: UpstreamDefinition): string {
  const terms = definition.terms
  if (!terms) return 'not declared'
  // Unknown terms say what was (not) found, so the operator sees why without opening the declaration.
  const parts = [terms.commercial.use === 'unknown' && terms.commercial.note ? `${COMMERCIAL.unknown} (${terms.commercial.note})` : COMMERCIAL[terms.commercial.use]]
  if (terms.attribution) parts.push(`attribution: "${terms.attribution.text}"`)
  if (terms.caching) parts.push(`caching: ${terms.caching.note}`)
  if (terms.hotlinking) parts.push(terms.hotlinking.allowed ? 'images may be linked' : 'no hotlinking of its images')
  if (terms.undocumented) parts.push(`undocumented endpoint, may change without notice (${terms.undocumented.note}); served once the operator acknowledges it`)
  return parts.join('; ')
}

const COMMERCIAL: Record<CommercialUse, string> = {
  allowed: 'commercial use allowed',
  'with-key': 'commercial use only with a key or paid plan',
  'not-allowed': 'no commercial use (no paid answers)',
  unknown: 'commercial use unknown: no published terms found that say; check before charging',
}

/** The providers the given operations declare, each once with the ids of the operations that use it, by id. */
export function providersOf(operations: ReadonlyArray<{ id: string; definition: { upstreams?: UpstreamDefinition[] } }>, config: Pick<SvcConfig, 'upstreams'>): Array<ConfiguredProvider & { operations: string[] }> {
  const byId = new Map<string, { definition: UpstreamDefinition; operations: string[] }>()
  for (const operation of operations) {
    for (const definition of operation.definition.upstreams ?? []) {
      const entry = byId.get(definition.id) ?? { definition, operations: [] }
      entry.operations.push(operation.id)
      byId.set(definition.id, entry)
    }
  }
  return [...byId.values()].sort((a, b) => a.definition.id.localeCompare(b.definition.id)).map(({ definition, operations: ids }) => ({ ...configuredProvider(definition, config), operations: ids }))
}
