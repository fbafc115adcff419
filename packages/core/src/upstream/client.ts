import * as v from 'valibot'
import type { SvcConfig } from '../config.ts'
import { upstreamEnvName } from '../config.ts'
import { ApiError, createError } from '../errors.ts'
import { TtlCache } from './cache.ts'
import { ConcurrencyLimiter } from './limiter.ts'
import type { UpstreamClient, UpstreamDefinition, UpstreamRequest, UpstreamResponse } from './types.ts'

/** A provider's failure as the adapter sees it: keeps the upstream status and a bounded excerpt of its body. */
export class UpstreamError extends ApiError {
  override readonly name = 'UpstreamError'
  constructor(
    code: 'UPSTREAM_FAILED' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_RATE_LIMIT',
    message: string,
    readonly upstreamStatus: number | undefined,
    readonly upstreamBody: string | undefined,
    options: { headers?: Record<string, string>; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(code, message, options)
  }
}

export interface Availability {
  available: boolean
  /** Why not, naming the setting to configure. */
  reason?: string
}

export function upstreamAvailability(definition: UpstreamDefinition, config: Pick<SvcConfig, 'upstreams'>): Availability {
  if (definition.key?.required && !config.upstreams[definition.id]?.key) {
    return { available: false, reason: `needs an API key for ${definition.name}: set ${upstreamEnvName(definition.id, 'KEY')} or upstreams.${definition.id}.key` }
  }
  return { available: true }
}

const MAX_ATTEMPTS = 3
type BodyKind = 'json' | 'text' | 'bytes'

/** Builds upstream clients bound to the operator's configuration; one client (cache, limiter) per provider. */
export function createUpstreams(config: Pick<SvcConfig, 'upstreams'> & Partial<Pick<SvcConfig, 'upstreamRetryDelayMs'>>, fetchImpl: typeof fetch = fetch): (definition: UpstreamDefinition) => UpstreamClient {
  const clients = new Map<string, UpstreamClient>()
  return (definition) => {
    let client = clients.get(definition.id)
    if (!client) {
      client = createUpstreamClient(definition, config, fetchImpl)
      clients.set(definition.id, client)
    }
    return client
  }
}

function createUpstreamClient(definition: UpstreamDefinition, config: Pick<SvcConfig, 'upstreams'> & Partial<Pick<SvcConfig, 'upstreamRetryDelayMs'>>, fetchImpl: typeof fetch): UpstreamClient {
  const settings = config.upstreams[definition.id] ?? {}
  const baseUrl = (settings.baseUrl ?? definition.baseUrl).replace(/\/+$/, '')
  const key = settings.key
  const limiter = new ConcurrencyLimiter(settings.concurrency ?? definition.concurrency ?? 8)
  const cache = new TtlCache<UpstreamResponse<unknown>>(500)
  const defaultTimeout = settings.timeoutMs ?? definition.timeoutMs ?? 10_000
  const retryDelayMs = settings.retryDelayMs ?? config.upstreamRetryDelayMs ?? 100

  async function call<T>(kind: BodyKind, path: string, request: UpstreamRequest = {}): Promise<UpstreamResponse<T>> {
    if (definition.key?.required && !key) {
      throw createError('UPSTREAM_NOT_CONFIGURED', `This operation is not available on this host: it ${upstreamAvailability(definition, config).reason}`)
    }
    const method = request.method ?? 'GET'
    const url = new URL(baseUrl + (path.startsWith('/') || path === '' ? path : `/${path}`))
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value))
    const citedUrl = url.toString()
    // A JSON read asks for JSON unless the adapter or the provider definition says otherwise.
    const accept: Record<string, string> = kind === 'json' ? { accept: 'application/json' } : {}
    const headers: Record<string, string> = { 'user-agent': 'svc (+https://github.com/svc)', ...accept, ...lowerCaseKeys(definition.headers), ...lowerCaseKeys(request.headers) }
    let payload = request.body
    if (key && definition.key) {
      const sent = definition.key.encode ? definition.key.encode(key) : key
      if (definition.key.in === 'query') url.searchParams.set(definition.key.name, sent)
      else if (definition.key.in === 'body') payload = withBodyKey(payload, definition.key.name, sent)
      else headers[definition.key.name.toLowerCase()] = (definition.key.prefix ?? '') + sent
    }
    let body: string | FormData | undefined
    if (payload instanceof FormData) {
      // A multipart upload (files): fetch writes the content type with its boundary.
      body = payload
    } else if (payload !== undefined) {
      body = typeof payload === 'string' ? payload : JSON.stringify(payload)
      headers['content-type'] ??= 'application/json'
    }
    const cacheKey = request.cacheTtlMs && !(body instanceof FormData) ? `${kind} ${method} ${url} ${body ?? ''}` : undefined
    if (cacheKey) {
      const hit = cache.get(cacheKey)
      if (hit) return hit as UpstreamResponse<T>
    }
    const retry = request.retry ?? method === 'GET'
    const timeoutMs = request.timeoutMs ?? defaultTimeout
    let lastError: unknown
    for (let attempt = 1; attempt <= (retry ? MAX_ATTEMPTS : 1); attempt++) {
      if (attempt > 1) await backoff(attempt, retryDelayMs)
      try {
        const response = await limiter.run(() => send<T>(kind, url, { method, headers, body }, timeoutMs, request, citedUrl))
        if (cacheKey && response.status < 300) cache.set(cacheKey, response, request.cacheTtlMs!)
        return response
      } catch (error) {
        lastError = error
        if (!(error instanceof UpstreamError) || error.code === 'UPSTREAM_RATE_LIMIT') throw error
        const transient = error.upstreamStatus === undefined || error.upstreamStatus >= 500
        if (!transient || request.signal?.aborted) throw error
      }
    }
    throw lastError
  }

  async function send<T>(kind: BodyKind, url: URL, init: RequestInit, timeoutMs: number, request: UpstreamRequest, citedUrl: string): Promise<UpstreamResponse<T>> {
    const signals = [AbortSignal.timeout(timeoutMs), ...(request.signal ? [request.signal] : [])]
    let response: Response
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.any(signals), redirect: 'follow' })
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      throw new UpstreamError(
        timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_FAILED',
        timedOut ? `${definition.name} did not answer within ${timeoutMs} ms` : `${definition.name} could not be reached`,
        undefined, undefined, { cause: error },
      )
    }
    if (response.status === 429 || definition.isRateLimited?.(response)) {
      const retryAfter = response.headers.get('retry-after')
      await response.body?.cancel()
      throw new UpstreamError('UPSTREAM_RATE_LIMIT', `${definition.name} is rate limiting this host; try again later`, response.status, undefined, {
        ...(retryAfter ? { headers: { 'retry-after': retryAfter }, details: { retryAfter } } : {}),
      })
    }
    const accepted = response.ok || request.acceptStatus?.includes(response.status)
    if (!accepted) {
      const excerpt = (await response.text().catch(() => '')).slice(0, 500)
      throw new UpstreamError('UPSTREAM_FAILED', `${definition.name} answered HTTP ${response.status}`, response.status, excerpt, {
        details: { upstreamStatus: response.status },
      })
    }
    let data: unknown
    try {
      if (kind === 'json') data = response.status === 204 ? null : parseJson(await response.text(), response.ok)
      else if (kind === 'text') data = await response.text()
      else data = new Uint8Array(await response.arrayBuffer())
    } catch (error) {
      throw new UpstreamError('UPSTREAM_FAILED', `${definition.name} sent a malformed answer`, response.status, undefined, { cause: error })
    }
    if (request.schema && response.ok) {
      const checked = v.safeParse(request.schema, data)
      if (!checked.success) {
        const issue = checked.issues[0]
        const where = v.getDotPath(issue) ?? '(root)'
        throw new UpstreamError('UPSTREAM_FAILED', `${definition.name} sent an answer of an unexpected shape (at ${where}: ${issue.message})`, response.status, undefined)
      }
      data = checked.output
    }
    return { status: response.status, headers: response.headers, data: data as T, url: citedUrl }
  }

  return {
    definition,
    baseUrl,
    hasKey: Boolean(key),
    json: ((path: string, request?: UpstreamRequest) => call('json', path, request)) as UpstreamClient['json'],
    text: (path, request) => call('text', path, request),
    bytes: (path, request) => call('bytes', path, request),
  }
}

/** Adds the operator's key as a member of a JSON object body. */
function withBodyKey(body: unknown, name: string, key: string): unknown {
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new TypeError(`upstream key "${name}" goes in the body, which must be a JSON object`)
  }
  return { ...(body as Record<string, unknown> | undefined), [name]: key }
}

/**
 * JSON of a 2xx answer must parse; an error status let through by `acceptStatus` may be plain text.
 * An empty 2xx body reads as no content (null), like a 204: the adapter's schema says whether that is an answer.
 */
function parseJson(text: string, ok: boolean): unknown {
  if (ok && text.trim() === '') return null
  try {
    return JSON.parse(text)
  } catch (error) {
    if (ok) throw error
    return text
  }
}

/** Exponential backoff with full jitter: up to 2x the base delay, then up to 4x (0-200 ms, 0-400 ms by default). */
function backoff(attempt: number, baseMs: number): Promise<void> {
  if (baseMs === 0) return Promise.resolve()
  const ceiling = baseMs * 2 ** (attempt - 1)
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling))
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  if (!headers) return {}
  const out: Record<string, string> = {}
  for (const name in headers) out[name.toLowerCase()] = headers[name]!
  return out
}
