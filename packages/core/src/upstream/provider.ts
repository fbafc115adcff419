import { createHash } from 'node:crypto'
import * as v from 'valibot'
import type { StateStore } from '../state/types.ts'
import { acceptAnswer } from './acceptance.ts'
import { memoryAnswerCache, sharedAnswerCache, type AnswerCache } from './answer-cache.ts'
import { CircuitBreaker } from './breaker.ts'
import { bearerSender } from './client-credentials.ts'
import { Coalescer, sharedFlight, untilAborted } from './flight.ts'
import { noteFailure, sendGuarded, type GuardedRequest, type Guards } from './guarded.ts'
import { ConcurrencyLimiter } from './limiter.ts'
import type { UpstreamNotes } from './notes.ts'
import { buildOutgoing, identityOf, type BodyKind, type Outgoing } from './outgoing.ts'
import { QuotaGuard } from './quota.ts'
import { emptyCounters, type ProviderStats } from './stats.ts'
import { isProviderFailure, UpstreamError, WrongAnswerError, type RawAnswer } from './transport.ts'
import type { StaleAnswer, UpstreamDefinition, UpstreamRequest, UpstreamResponse, QuotaLimit } from './types.ts'

export interface ProviderSettings {
  baseUrl: string
  key: string | undefined
  concurrency: number
  timeoutMs: number
  retryDelayMs: number
  /** The operator's own server: the public service's published quota does not apply. */
  ownServer?: boolean
  /** The operator's plan: replaces the published limits (`upstreams.<id>.quota`). */
  quota?: readonly QuotaLimit[]
}

export interface ProviderDeps {
  fetch: typeof fetch
  state: StateStore
  now: () => number
  /** The versions this host runs, part of each `accept`'s key: a verdict another version kept is asked again. */
  acceptScope?: string
}

export type ProviderCall = <T>(kind: BodyKind, path: string, request: UpstreamRequest, notes: UpstreamNotes | undefined) => Promise<UpstreamResponse<T>>

/**
 * One provider's calls: a fresh cached answer if there is one; else one request shared by identical
 * concurrent calls (across hosts on Redis when cacheable), sent past the guards; a failure answered
 * from a cached answer still within the provider's `maxStaleSeconds`.
 */
export function createProvider(definition: UpstreamDefinition, settings: ProviderSettings, deps: ProviderDeps) {
  const { state, now } = deps
  const acceptScope = deps.acceptScope ? `${createHash('sha256').update(deps.acceptScope).digest('base64url').slice(0, 8)}.` : ''
  const counters = emptyCounters()
  const guards: Guards = {
    definition,
    fetch: deps.fetch,
    limiter: new ConcurrencyLimiter(settings.concurrency),
    breaker: new CircuitBreaker(definition, state, now),
    quota: new QuotaGuard(definition, Boolean(settings.key), state, now, { published: !settings.ownServer, ...(settings.quota ? { limits: settings.quota } : {}) }),
    counters,
    retryDelayMs: settings.retryDelayMs,
    now,
  }
  const cache: AnswerCache = state.capabilities.sharedAcrossHosts ? sharedAnswerCache(state, definition.id) : memoryAnswerCache(now)
  const coalescer = new Coalescer()
  const checked = new WeakMap<RawAnswer, { schema: v.GenericSchema; output: unknown }>()
  const maxStaleMs = (definition.maxStaleSeconds ?? 0) * 1000
  // A client-credentials provider sends each request with its bearer token; any other, as built.
  const spec = definition.key
  const sendOut: (outgoing: Outgoing, request: GuardedRequest) => Promise<RawAnswer> = spec?.in === 'client-credentials' && settings.key
    ? bearerSender(definition, spec, guards, { baseUrl: settings.baseUrl, key: settings.key, timeoutMs: settings.timeoutMs })
    : (outgoing, request) => sendGuarded(guards, outgoing, request)
  const aborted = () => new UpstreamError('UPSTREAM_FAILED', `The call to ${definition.name} was cancelled`, undefined, undefined)

  const call: ProviderCall = async <T>(kind: BodyKind, path: string, request: UpstreamRequest, notes: UpstreamNotes | undefined) => {
    const outgoing = buildOutgoing(kind, settings.baseUrl, path, request, definition, settings.key)
    const timeoutMs = request.timeoutMs ?? settings.timeoutMs
    // The shape (and the adapter's `accept`) is checked before the answer is cached or shared: a wrong one counts as the provider's failure.
    const guarded = { acceptStatus: request.acceptStatus, redirect: request.redirect, maxBytes: request.maxBytes, retry: request.retry ?? outgoing.method === 'GET', timeoutMs, check: checkOf(request) }
    const identity = identityOf(definition.id, outgoing, request.acceptStatus, request.redirect)
    const ttlMs = request.cacheTtlMs ?? (outgoing.method === 'GET' ? definition.cacheTtlMs ?? 0 : 0)
    const shared = identity !== undefined && (request.coalesce ?? (outgoing.method === 'GET' || ttlMs > 0))
    if (!identity || (!shared && ttlMs === 0)) return finish<T>(await sendOut(outgoing, { ...guarded, signal: request.signal }), request, notes)

    let cached = ttlMs > 0 ? await cache.get(identity) : undefined
    // A kept answer the adapter cannot use (kept before it said so) is neither served nor served stale: it goes.
    if (cached && request.accept) {
      const verdict = await usable(cached.answer, request)
      if (verdict === 'refused') {
        await cache.delete(identity)
        cached = undefined
      } else if (verdict === 'asked') {
        // Passed now (kept before its request asked, or by other code): kept beside it, so the next hits are not asked again.
        await cache.keepAccepted?.(identity, cached.answer).catch(() => {})
      }
    }
    const time = now()
    if (cached && time < cached.freshUntil) {
      counters.cacheHits++
      return finish<T>(cached.answer, request, notes)
    }
    const fetchOnce = () => coalescer.run(identity, () => fetchAndKeep(identity, outgoing, guarded, request, ttlMs), () => counters.coalesced++)
    if (cached && time < cached.freshUntil + (request.staleWhileRevalidateMs ?? 0)) {
      counters.staleServed++
      fetchOnce().catch(() => {}) // the refresh is for the next caller; its failure is counted by the guards
      return finish<T>(cached.answer, request, notes, 'revalidating')
    }
    try {
      const answer = shared ? await untilAborted(fetchOnce(), request.signal, aborted) : await fetchAndKeep(identity, outgoing, { ...guarded, signal: request.signal }, request, ttlMs)
      // A shared flight was checked by the request that began it: a caller that joined it asks its own accept
      // (free when it is the same accept, whose verdict the answer carries).
      if (shared && request.accept && answer.status >= 200 && answer.status < 300) await checkOf(request)!(answer)
      return finish<T>(answer, request, notes)
    } catch (error) {
      const limited = error instanceof UpstreamError && error.code === 'UPSTREAM_RATE_LIMIT'
      if (!cached || !(limited || isProviderFailure(error)) || time > cached.freshUntil + maxStaleMs) throw error
      counters.staleServed++
      return finish<T>(cached.answer, request, notes, limited ? 'rate-limited' : 'provider-failed')
    }
  }

  /** Sends the request and caches a 2xx answer; on Redis, one host of the fleet sends it while the others wait. */
  async function fetchAndKeep(identity: string, outgoing: Outgoing, guarded: Parameters<typeof sendGuarded>[2], request: UpstreamRequest, ttlMs: number): Promise<RawAnswer> {
    const send = async () => {
      const answer = await sendOut(outgoing, guarded)
      const freshUntil = answer.receivedAt + ttlMs
      if (ttlMs > 0 && answer.status < 300) {
        const keepMs = ttlMs + Math.max(request.staleWhileRevalidateMs ?? 0, maxStaleMs)
        await cache.set(identity, answer, ttlMs, keepMs)
      }
      return { answer, freshUntil }
    }
    // Not coalesced, a request sends its own: a peer host's flight carries an answer its accept was not asked of.
    if (ttlMs === 0 || request.coalesce === false) return (await send()).answer
    const waitMs = guarded.timeoutMs * 3 + 1000
    return (await sharedFlight(state, cache, `upstream:flight:${definition.id}:${identity}`, waitMs, now, send)).answer
  }

  /** The checks of a 2xx answer: its schema's shape, then the adapter's `accept` of it; true when `accept` was asked. */
  function checkOf(request: UpstreamRequest): ((answer: RawAnswer) => Promise<boolean>) | undefined {
    const { schema, accept } = request
    if (!schema && !accept) return undefined
    return async (answer) => {
      const data = schema ? shaped(answer, schema) : answer.data
      return accept ? acceptAnswer(definition, accept, answer, data, acceptScope) : false
    }
  }

  /**
   * Whether a cached answer passes the request's checks (an answer let through by `acceptStatus` is not checked): `known`
   * when its `accept` passed it before, `asked` when it passes now, `refused` when it is a wrong answer or a rate limit
   * (kept before the adapter said so).
   */
  async function usable(answer: RawAnswer, request: UpstreamRequest): Promise<'known' | 'asked' | 'refused'> {
    if (answer.status < 200 || answer.status >= 300) return 'known'
    try {
      return (await checkOf(request)?.(answer)) ? 'asked' : 'known'
    } catch (error) {
      if (error instanceof WrongAnswerError || (error instanceof UpstreamError && error.code === 'UPSTREAM_RATE_LIMIT')) return 'refused'
      throw error
    }
  }

  /** The adapter's view of an answer: its schema checked (2xx only), and a stale one noted for `meta.upstream`. */
  function finish<T>(answer: RawAnswer, request: UpstreamRequest, notes: UpstreamNotes | undefined, staleReason?: StaleAnswer['reason']): UpstreamResponse<T> {
    let data = answer.data
    if (request.schema && answer.status >= 200 && answer.status < 300) {
      try {
        data = shaped(answer, request.schema)
      } catch (error) {
        counters.failures++ // the provider answered, but not what its documentation promises
        noteFailure(counters, error)
        throw error
      }
    }
    const response: UpstreamResponse<T> = { status: answer.status, headers: new Headers(answer.headers), data: data as T, url: answer.url }
    if (staleReason) {
      response.stale = { ageSeconds: Math.max(0, Math.round((now() - answer.receivedAt) / 1000)), reason: staleReason }
      notes?.served(definition.id, response.stale)
    }
    return response
  }

  /** The answer's data as `schema` reads it, parsed once per answer and schema; another shape throws a WrongAnswerError naming the member. */
  function shaped(answer: RawAnswer, schema: v.GenericSchema): unknown {
    const known = checked.get(answer)
    if (known?.schema === schema) return known.output
    const result = v.safeParse(schema, answer.data)
    if (!result.success) {
      const issue = result.issues[0]
      const where = v.getDotPath(issue) ?? '(root)'
      throw new WrongAnswerError('shape', `${definition.name} sent an answer of an unexpected shape (at ${where}: ${issue.message})`, answer.status, where)
    }
    checked.set(answer, { schema, output: result.output })
    return result.output
  }

  async function stats(): Promise<ProviderStats> {
    const [breaker, quota] = await Promise.all([guards.breaker.stats(), guards.quota.stats()])
    return { provider: definition.id, name: definition.name, ...counters, breaker, quota }
  }

  return { call, stats }
}
