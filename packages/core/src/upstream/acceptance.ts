import { createHash } from 'node:crypto'
import { type ApiError, createError, isApiError } from '../errors.ts'
import { rateLimitError, WrongAnswerError, type RawAnswer } from './transport.ts'
import type { UpstreamDefinition, UpstreamRequest } from './types.ts'

type Accept = NonNullable<UpstreamRequest['accept']>

/**
 * What an `accept` returns (or throws) when a 2xx answer is the provider's rate limit, not an answer: GDELT's "Please limit
 * requests to one every 5 seconds" sent with 200, GoPlus's code 4029. Core answers it as it answers the provider's 429:
 * 429 `UPSTREAM_RATE_LIMIT` with `Retry-After` (`retryAfterSeconds`, else the answer's own), the provider's lockout, never
 * cached, not counted by the breaker. It is an `UPSTREAM_RATE_LIMIT` error itself, so a handler may throw it too.
 */
export function rateLimitedAnswer(reason?: string, options: { retryAfterSeconds?: number } = {}): ApiError {
  const seconds = options.retryAfterSeconds === undefined ? undefined : String(Math.max(1, Math.ceil(options.retryAfterSeconds)))
  return createError('UPSTREAM_RATE_LIMIT', reason ?? 'rate limited', seconds ? { headers: { 'retry-after': seconds }, details: { retryAfter: seconds } } : {})
}

/**
 * The `accept` functions (by `acceptKey`) each answer passed: an answer the memory cache hands back again is not asked
 * again by the same one; one read from the shared cache comes back with the keys kept beside it (`markAccepted`).
 */
const passed = new WeakMap<RawAnswer, Set<string>>()
const sources = new WeakMap<Accept, string | null>()
/** Hashes by source text: an `accept` made anew per call (a closure of its schema) is hashed once, not on every call. */
const hashes = new Map<string, string>()
/** A bound or built-in function's text: it shows no source, so two different ones read alike ("bound check"). */
const NO_SOURCE = /\{\s*\[native code\]\s*\}\s*$/

/**
 * How an `accept` is known across hosts: its name and source text (two closures of one factory are one `accept`), with
 * `scope` (the versions the host runs), so a verdict kept by another version of the code is asked again. Undefined for
 * a function with no source text (bound, built in): it is asked every time, its verdict never kept.
 */
export function acceptKey(accept: Accept, scope: string): string | undefined {
  let source = sources.get(accept)
  if (source === undefined) {
    const shown = accept.toString()
    const text = `${accept.name}\n${shown}`
    source = NO_SOURCE.test(shown) ? null : (hashes.get(text) ?? createHash('sha256').update(text).digest('base64url').slice(0, 12))
    if (source !== null) hashes.set(text, source)
    sources.set(accept, source)
  }
  return source === null ? undefined : `${scope}${source}`
}

/** The keys of the `accept` functions an answer passed (kept beside it in the shared cache). */
export function acceptedBy(answer: RawAnswer): string[] | undefined {
  const keys = passed.get(answer)
  return keys && keys.size > 0 ? [...keys] : undefined
}

/** Notes that an answer read back from the shared cache passed these `accept` functions when it was kept. */
export function markAccepted(answer: RawAnswer, keys: readonly string[] | undefined): void {
  if (keys && keys.length > 0) passed.set(answer, new Set(keys))
}

/**
 * Asks the adapter's `accept` whether a 2xx answer is one it can use (`data` as its schema reads it, when it has one),
 * unless this answer passed it already. `false`, a reason or a throw refuses it: a WrongAnswerError (`unusable`), which is
 * never cached, shared or retried. `rateLimitedAnswer` (or any `UPSTREAM_RATE_LIMIT` error), returned or thrown, says the
 * answer is the provider's rate limit: the 429 `rateLimitError`, as a 429 from the provider would be. True when it was asked and its verdict is kept.
 */
export async function acceptAnswer(definition: UpstreamDefinition, accept: Accept, answer: RawAnswer, data: unknown, scope = ''): Promise<boolean> {
  const key = acceptKey(accept, scope)
  if (key !== undefined && passed.get(answer)?.has(key)) return false
  let verdict: unknown
  try {
    verdict = await accept(data, { status: answer.status, headers: new Headers(answer.headers) })
  } catch (error) {
    if (error instanceof WrongAnswerError) throw error
    if (isRateLimit(error)) throw rateLimitOf(definition, answer, error)
    const why = error instanceof Error ? error.message : String(error)
    throw new WrongAnswerError('unusable', why || unusable(definition), answer.status, undefined, error)
  }
  if (isRateLimit(verdict)) throw rateLimitOf(definition, answer, verdict)
  if (verdict === false || typeof verdict === 'string') {
    throw new WrongAnswerError('unusable', verdict === false || verdict === '' ? unusable(definition) : `${unusable(definition)}: ${verdict}`, answer.status)
  }
  // Asked, with no verdict to keep (no source to know it by): nothing to write beside the answer either.
  if (key === undefined) return false
  const seen = passed.get(answer) ?? new Set<string>()
  seen.add(key)
  passed.set(answer, seen)
  return true
}

const isRateLimit = (value: unknown): value is ApiError => isApiError(value) && value.code === 'UPSTREAM_RATE_LIMIT'

/** The verdict's Retry-After, else the answer's own; its message as the reason unless it is the default. */
function rateLimitOf(definition: UpstreamDefinition, answer: RawAnswer, verdict: ApiError) {
  const retryAfter = verdict.headers?.['retry-after'] ?? answer.headers['retry-after']
  return rateLimitError(definition, answer.status, retryAfter, verdict.message && verdict.message !== 'rate limited' ? verdict.message : undefined, verdict)
}

const unusable = (definition: UpstreamDefinition) => `${definition.name} sent an answer that cannot be used`
