import type { SvcConfig } from '../config.ts'
import { upstreamEnvName } from '../config.ts'
import { createError } from '../errors.ts'
import { anySignal } from './any-signal.ts'
import { splitCredentials } from './client-credentials.ts'
import { createEmbeddedState } from '../state/embedded.ts'
import type { StateStore } from '../state/types.ts'
import type { UpstreamNotes } from './notes.ts'
import { createProvider } from './provider.ts'
import type { DeclaredTtl } from './sources.ts'
import { termsAvailability } from './terms.ts'
import type { ProviderStats } from './stats.ts'
import { type UpstreamClient, type UpstreamDefinition, type UpstreamRequest, UPSTREAM_TIMEOUT_MS } from './types.ts'

export { UpstreamError } from './transport.ts'

export interface Availability {
  available: boolean
  /** Why not, naming the setting to configure. */
  reason?: string
  /**
   * Available, but the calls that need one of its `choosesUpstream` upstreams this host cannot call are refused
   * (503 before any 402): why, naming the setting, as `reason` would.
   */
  except?: string
}

/**
 * Whether this host can call the provider: its terms allow it (a key, or the operator accepting them, where
 * they limit commercial use), its key is set where the definition requires one (or, with `needed`, wherever
 * it declares one: a call that needs an optional key), client credentials as `id:secret`, and the operator's
 * stated plan licenses the definition's use (`plans`).
 */
export function upstreamAvailability(definition: UpstreamDefinition, config: Pick<SvcConfig, 'upstreams'>, options: { needed?: boolean } = {}): Availability {
  const terms = termsAvailability(definition, config.upstreams[definition.id])
  if (!terms.available) return terms
  const key = keyAvailability(definition, config, options)
  return key.available ? planAvailability(definition, config.upstreams[definition.id]?.plan) : key
}

function keyAvailability(definition: UpstreamDefinition, config: Pick<SvcConfig, 'upstreams'>, options: { needed?: boolean }): Availability {
  const spec = definition.key
  if (!spec || !(spec.required || options.needed)) return { available: true }
  const key = config.upstreams[definition.id]?.key
  const setting = `${upstreamEnvName(definition.id, 'KEY')} or upstreams.${definition.id}.key`
  if (spec.in !== 'client-credentials') return key ? { available: true } : { available: false, reason: `needs an API key for ${definition.name}: set ${setting}` }
  if (key && splitCredentials(key)) return { available: true }
  return { available: false, reason: `needs OAuth client credentials for ${definition.name}: set ${setting} to <client id>:<client secret>${key ? ' (the value set has no colon between them)' : ''}` }
}

/** Whether the operator's stated plan licenses the use a definition's `plans` names. */
function planAvailability(definition: UpstreamDefinition, plan: string | undefined): Availability {
  const plans = definition.plans
  if (!plans || (plan !== undefined && plans.allowed.includes(plan))) return { available: true }
  const where = plans.url ? ` (${plans.url})` : ''
  const setting = `${upstreamEnvName(definition.id, 'PLAN')} or upstreams.${definition.id}.plan`
  const known = [...plans.allowed, ...(plans.others ?? [])]
  const stated = plan === undefined ? 'no plan is stated (a key does not say which plan it is)'
    : plans.others?.includes(plan) ? `the plan stated, "${plan}", does not allow it` : `"${plan}" is not one of its plans (${known.join(', ')})`
  return { available: false, reason: `uses ${definition.name} for ${plans.use}, which only some of its plans allow${where}: ${stated}; set ${setting} to ${plans.allowed.join(' or ')} if this host's plan is one of them` }
}

type UpstreamsConfig = Pick<SvcConfig, 'upstreams'> & Partial<Pick<SvcConfig, 'upstreamRetryDelayMs'>>

export interface UpstreamsOptions {
  /** fetch used to call providers (tests may inject one; fixture servers are preferred). */
  fetch?: typeof fetch
  /**
   * The host's state: on Redis, cached answers, the circuit breakers, quota counts and in-flight
   * requests are shared by every host; embedded, answers are cached in memory. Default: memory only.
   */
  state?: StateStore
  /** Clock of cache ages, breaker pauses and quota windows, replaceable in tests. */
  now?: () => number
  /**
   * The versions this host runs (core's and its plugins'): a shared cached answer keeps the `accept` functions it passed,
   * known by their source and these versions, so another version of the code asks them again. Default none.
   */
  acceptScope?: string
}

/** The upstream clients of one host: a client per provider, and what they did (see `stats`). */
export interface Upstreams {
  /**
   * The client of a provider; `notes` collects the stale answers it serves for one operation call, and
   * `signal` (the call's) cancels each of its requests, with any signal a request gives; `declaredTtl` (the
   * operation's declared sources) caches a request that gives no `cacheTtlMs` of its own.
   */
  (definition: UpstreamDefinition, notes?: UpstreamNotes, signal?: AbortSignal, declaredTtl?: DeclaredTtl): UpstreamClient
  /**
   * Per provider (those given and every one called so far): this host's counters (requests, cache
   * hits, stale answers, coalesced calls, failures, fast failures, quota refusals), the breaker
   * state and the quota use shared by the hosts of one Redis.
   */
  stats(definitions?: Iterable<UpstreamDefinition>): Promise<ProviderStats[]>
}

/** Builds upstream clients bound to the operator's configuration; one provider (cache, limiter, breaker, quota) per id. */
export function createUpstreams(config: UpstreamsConfig, options: UpstreamsOptions | typeof fetch = {}): Upstreams {
  const { fetch: fetchImpl = fetch, state = createEmbeddedState(), now = Date.now, acceptScope } = typeof options === 'function' ? { fetch: options } : options
  const providers = new Map<string, { definition: UpstreamDefinition; provider: ReturnType<typeof createProvider>; client: UpstreamClient }>()

  const providerOf = (definition: UpstreamDefinition) => {
    let entry = providers.get(definition.id)
    if (!entry) {
      const settings = config.upstreams[definition.id] ?? {}
      const key = settings.key
      const provider = createProvider(definition, {
        baseUrl: baseUrlOf(definition, settings),
        key,
        concurrency: settings.concurrency ?? definition.concurrency ?? 8,
        timeoutMs: settings.timeoutMs ?? definition.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
        retryDelayMs: settings.retryDelayMs ?? config.upstreamRetryDelayMs ?? 100,
        ...(settings.ownServer ? { ownServer: true } : {}),
        ...(settings.quota ? { quota: settings.quota } : {}),
      }, { fetch: fetchImpl, state, now, ...(acceptScope ? { acceptScope } : {}) })
      entry = { definition, provider, client: clientOf(definition, provider, key, config, undefined) }
      providers.set(definition.id, entry)
    }
    return entry
  }

  const upstreams = ((definition: UpstreamDefinition, notes?: UpstreamNotes, signal?: AbortSignal, declaredTtl?: DeclaredTtl) => {
    const entry = providerOf(definition)
    return notes || signal || declaredTtl ? clientOf(definition, entry.provider, config.upstreams[definition.id]?.key, config, notes, signal, declaredTtl) : entry.client
  }) as Upstreams
  upstreams.stats = async (definitions = []) => {
    for (const definition of definitions) providerOf(definition)
    return Promise.all([...providers.values()].map((entry) => entry.provider.stats()))
  }
  return upstreams
}

/** Where this host sends a provider's calls: the operator's base URL, else its keyed hosts once a key is set, else the public one. */
export function baseUrlOf(definition: UpstreamDefinition, settings: { baseUrl?: string | undefined; key?: string | undefined }): string {
  const keyed = settings.key && definition.key?.in !== 'client-credentials' ? definition.key?.baseUrlWithKey : undefined
  return (settings.baseUrl ?? keyed ?? definition.baseUrl).replace(/\/+$/, '')
}

function clientOf(definition: UpstreamDefinition, provider: ReturnType<typeof createProvider>, key: string | undefined, config: UpstreamsConfig, notes: UpstreamNotes | undefined, signal?: AbortSignal, declaredTtl?: DeclaredTtl): UpstreamClient {
  // Client credentials are needed by every call (there is no anonymous use); another key only where required.
  const availability = upstreamAvailability(definition, config, { needed: definition.key?.in === 'client-credentials' })
  const call = async <T>(kind: 'json' | 'text' | 'bytes', path: string, request: UpstreamRequest = {}) => {
    if (!availability.available) throw createError('UPSTREAM_NOT_CONFIGURED', `This operation is not available on this host: it ${availability.reason}`)
    notes?.used(definition)
    const { notFound } = request
    const sent = notFound === undefined ? request : withNotFoundAccepted(request)
    const response = await provider.call<T>(kind, path, withSignal(withDeclaredTtl(sent, path, definition, declaredTtl), signal), notes)
    if (notFound !== undefined && response.status === 404) throw createError('NOT_FOUND', typeof notFound === 'string' ? notFound : notFound(response))
    return response
  }
  return {
    definition,
    baseUrl: baseUrlOf(definition, config.upstreams[definition.id] ?? {}),
    hasKey: Boolean(key),
    json: ((path: string, request?: UpstreamRequest) => call('json', path, request)) as UpstreamClient['json'],
    text: (path, request) => call<string>('text', path, request),
    bytes: (path, request) => call<Uint8Array>('bytes', path, request),
  }
}

/** The request with the operation's declared TTL for its path when it gives no `cacheTtlMs` of its own. */
function withDeclaredTtl(request: UpstreamRequest, path: string, definition: UpstreamDefinition, declaredTtl: DeclaredTtl | undefined): UpstreamRequest {
  if (!declaredTtl || request.cacheTtlMs !== undefined) return request
  const cacheTtlMs = declaredTtl(definition, path, request.method ?? 'GET', request.query)
  return cacheTtlMs === undefined ? request : { ...request, cacheTtlMs }
}

/**
 * The request `notFound` turns into: 404 among its accepted statuses, as an adapter writing `acceptStatus: [404]` sends it
 * (the same identity, so the same cached and shared answers).
 */
function withNotFoundAccepted({ notFound: _, ...request }: UpstreamRequest): UpstreamRequest {
  return request.acceptStatus?.includes(404) ? request : { ...request, acceptStatus: [...(request.acceptStatus ?? []), 404] }
}

/** The request with the client's bound signal added: either it or the request's own aborts it. */
function withSignal(request: UpstreamRequest, bound: AbortSignal | undefined): UpstreamRequest {
  if (!bound || request.signal === bound) return request
  return { ...request, signal: request.signal ? anySignal([bound, request.signal]) : bound }
}
