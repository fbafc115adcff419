import { ApiError } from '../errors.ts'
import { type Outgoing, redactSecrets } from './outgoing.ts'
import { anySignal } from './any-signal.ts'
import type { UpstreamDefinition } from './types.ts'

/** A provider's failure as the adapter sees it: keeps the upstream status and a bounded excerpt of its body. */
export class UpstreamError extends ApiError {
  override readonly name = 'UpstreamError'
  constructor(
    code: 'UPSTREAM_FAILED' | 'UPSTREAM_TIMEOUT' | 'UPSTREAM_RATE_LIMIT',
    message: string,
    readonly upstreamStatus: number | undefined,
    readonly upstreamBody: string | undefined,
    options: { status?: number; headers?: Record<string, string>; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(code, message, options)
  }
}

/**
 * How a 2xx answer was not what was asked for: an HTML page, a body that does not parse, another shape, too large,
 * or one the adapter's `accept` refused (a PDF that does not open, an archive that does not unzip).
 */
export type WrongAnswerKind = 'blocked' | 'malformed' | 'shape' | 'oversized' | 'unusable'

/**
 * The provider answered 2xx, but not with what was asked for: an HTML page where JSON, XML or a file
 * was asked (a bot wall such as eCFR's "Request Access" page, a sign-in or maintenance page), a body
 * that does not parse, JSON of another shape (`field` says where), a body larger than the request's `maxBytes`, or one
 * the request's `accept` refused. A provider failure like a 5xx:
 * a 502, counted by the breaker, answered from a stale cache where allowed, never cached, never retried.
 */
export class WrongAnswerError extends UpstreamError {
  constructor(readonly kind: WrongAnswerKind, message: string, upstreamStatus: number, readonly field?: string, cause?: unknown) {
    super('UPSTREAM_FAILED', message, upstreamStatus, undefined, { details: { upstreamStatus, answer: kind, ...(field ? { field } : {}) }, ...(cause ? { cause } : {}) })
  }
}

/**
 * The provider is rate limiting this host: a 429 (its status, or a 403 its `isRateLimited` knows), or a 2xx whose body says
 * so (the request's `accept` answering `rateLimitedAnswer`). Its Retry-After, when it gives one, goes to the caller.
 * Not a provider failure: never retried, not counted by the breaker, never cached; the provider's lockout applies.
 */
export function rateLimitError(definition: UpstreamDefinition, upstreamStatus: number, retryAfter: string | null | undefined, reason?: string, cause?: unknown): UpstreamError {
  return new UpstreamError('UPSTREAM_RATE_LIMIT', `${definition.name} is rate limiting this host; try again later${reason ? ` (${reason})` : ''}`, upstreamStatus, undefined, {
    ...(retryAfter ? { headers: { 'retry-after': retryAfter }, details: { retryAfter } } : {}),
    ...(cause ? { cause } : {}),
  })
}

/** A provider's answer read and parsed, before any adapter schema: what is shared, cached and served stale. */
export interface RawAnswer {
  status: number
  headers: Record<string, string>
  /** Parsed JSON, text or bytes, as the request's kind says. */
  data: unknown
  /** The URL called, key removed. */
  url: string
  /** Bytes of the body, to keep large answers out of the caches. */
  size: number
  /** When it was received (ms since the epoch). */
  receivedAt: number
}

/**
 * Whether a failure says the provider is unwell (unreachable, timed out, 5xx): those are retried,
 * count toward the circuit breaker and may be answered from a stale cache. A 4xx, a rate limit or
 * an answer of another shape is the provider answering.
 */
export function isProviderFailure(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError) || error.code === 'UPSTREAM_RATE_LIMIT') return false
  return error instanceof WrongAnswerError || error.upstreamStatus === undefined || error.upstreamStatus >= 500
}

export interface ExchangeOptions {
  acceptStatus?: number[] | undefined
  redirect?: 'follow' | 'manual' | undefined
  /** The most bytes of body read: a larger answer stops being read and fails (`oversized`). */
  maxBytes?: number | undefined
  timeoutMs: number
  /** The caller's signal; none for a shared request, which one caller leaving must not cancel. */
  signal?: AbortSignal | undefined
  now: () => number
}

/** One HTTP exchange with the provider: statuses mapped to errors, the body read as the kind asks. */
export async function exchange(definition: UpstreamDefinition, fetchImpl: typeof fetch, outgoing: Outgoing, options: ExchangeOptions): Promise<RawAnswer> {
  const { acceptStatus, timeoutMs } = options
  const timeout = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetchImpl(outgoing.url, { method: outgoing.method, headers: outgoing.headers, body: outgoing.body, signal: options.signal ? anySignal([timeout, options.signal]) : timeout, redirect: options.redirect ?? 'follow' })
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    throw new UpstreamError(
      timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_FAILED',
      timedOut ? `${definition.name} did not answer within ${timeoutMs} ms` : `${definition.name} could not be reached`,
      undefined, undefined, { cause: error },
    )
  }
  if (response.status === 429 || definition.isRateLimited?.(response)) {
    await response.body?.cancel()
    throw rateLimitError(definition, response.status, response.headers.get('retry-after'))
  }
  if (!response.ok && !acceptStatus?.includes(response.status)) {
    const excerpt = redactSecrets(await response.text().catch(() => ''), outgoing.secrets).slice(0, 500)
    throw new UpstreamError('UPSTREAM_FAILED', `${definition.name} answered HTTP ${response.status}`, response.status, excerpt, {
      details: { upstreamStatus: response.status },
    })
  }
  let data: unknown
  let size: number
  try {
    if (outgoing.kind === 'bytes') {
      data = options.maxBytes === undefined ? new Uint8Array(await response.arrayBuffer()) : await boundedBody(definition, response, options.maxBytes)
      size = (data as Uint8Array).byteLength
    } else {
      const text = options.maxBytes === undefined ? await response.text() : new TextDecoder().decode(await boundedBody(definition, response, options.maxBytes))
      // A provider echoing the key (in an answer's metadata, an error text) must not pass it on: to the cache, the adapter, a recording.
      data = redactSecrets(text, outgoing.secrets)
      size = (data as string).length
    }
  } catch (error) {
    if (error instanceof WrongAnswerError) throw error
    // The connection broke or the time ran out mid-body: a failure to reach the provider, not an answer.
    const timedOut = (error as Error).name === 'TimeoutError'
    throw new UpstreamError(timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_FAILED', timedOut ? `${definition.name} did not finish its answer within ${timeoutMs} ms` : `${definition.name} broke off its answer`, undefined, undefined, { cause: error })
  }
  if (response.ok && isUnaskedHtml(response.headers, data, outgoing.headers.accept)) {
    throw new WrongAnswerError('blocked', `${definition.name} answered with a web page (a bot wall, sign-in or error page) where ${asked(outgoing)} was asked for`, response.status)
  }
  if (outgoing.kind === 'json') {
    try {
      data = response.status === 204 ? null : parseJson(data as string, response.ok)
    } catch (error) {
      throw new WrongAnswerError('malformed', `${definition.name} sent a malformed answer`, response.status, undefined, error)
    }
  }
  return { status: response.status, headers: answerHeaders(response.headers, outgoing.secrets), data, url: outgoing.citedUrl, size, receivedAt: options.now() }
}

/**
 * The body, read up to `maxBytes`: a larger one (by its Content-Length, or as it streams in) is not read on, so a
 * huge or endless answer cannot fill the memory of the host.
 */
async function boundedBody(definition: UpstreamDefinition, response: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new WrongAnswerError('oversized', `${definition.name} sent an answer larger than ${maxBytes} bytes, which is not read`, response.status)
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  if (response.body) {
    const reader = response.body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        throw tooLarge()
      }
      chunks.push(read.value)
    }
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/** The answer's headers, a key a provider echoes in one (a rate-limit zone, a next-page link) redacted as in the body. */
function answerHeaders(headers: Headers, secrets: readonly string[]): Record<string, string> {
  const out = Object.fromEntries(headers)
  // Each Set-Cookie is its own header: kept all, joined as `Headers.get` joins them (a session's cookies).
  const cookies = headers.getSetCookie?.() ?? []
  if (cookies.length > 1) out['set-cookie'] = cookies.join(', ')
  if (secrets.length > 0) for (const name in out) out[name] = redactSecrets(out[name]!, secrets)
  return out
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

/** The first bytes that say a body is a web page, whatever its content type claims. */
const HTML_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i

/** An HTML page the request did not ask for (its Accept names neither text/html nor XHTML). */
function isUnaskedHtml(headers: Headers, data: unknown, accept: string | undefined): boolean {
  if (accept && /text\/html|application\/xhtml\+xml/i.test(accept)) return false
  if (/text\/html|application\/xhtml\+xml/i.test(headers.get('content-type') ?? '')) return true
  const start = typeof data === 'string' ? data.slice(0, 512) : Buffer.from((data as Uint8Array).subarray(0, 512)).toString('latin1')
  return HTML_START.test(start)
}

function asked(outgoing: Outgoing): string {
  if (outgoing.kind === 'json') return 'JSON'
  return outgoing.headers.accept?.split(',')[0]?.split(';')[0]?.trim() || (outgoing.kind === 'bytes' ? 'a file' : 'text')
}
