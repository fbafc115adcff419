import { createHash } from 'node:crypto'
import { userAgent } from '../project.ts'
import type { UpstreamDefinition, UpstreamRequest } from './types.ts'

export type BodyKind = 'json' | 'text' | 'bytes'

/** One request as it goes on the wire, with the key in place. */
export interface Outgoing {
  kind: BodyKind
  method: string
  /** The path the adapter asked for, below the base URL (what a quota's `paths` match). */
  path: string
  url: URL
  /** The URL without the key, cited in `source.url`. */
  citedUrl: string
  headers: Record<string, string>
  body: string | FormData | undefined
  /** The key in the forms it was sent in, which must not come back out of the host in an answer, message or log. */
  secrets: readonly string[]
}

/** Builds the request an adapter asks for: base URL, query, headers, the operator's key where the provider wants it. */
export function buildOutgoing(kind: BodyKind, baseUrl: string, path: string, request: UpstreamRequest, definition: UpstreamDefinition, key: string | undefined): Outgoing {
  const method = request.method ?? 'GET'
  const below = path.startsWith('/') || path === '' ? path : `/${path}`
  let url = new URL(baseUrl + below)
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value))
  const citedUrl = url.toString()
  let secrets: string[] = []
  // A JSON read asks for JSON unless the adapter or the provider definition says otherwise.
  const accept: Record<string, string> = kind === 'json' ? { accept: 'application/json' } : {}
  const headers: Record<string, string> = { 'user-agent': userAgent(), ...accept, ...lowerCaseKeys(definition.headers), ...lowerCaseKeys(request.headers) }
  let payload = request.body
  const spec = definition.key
  // Client credentials are never sent to the API itself: they buy the bearer token added at send time.
  if (key && spec && spec.in !== 'client-credentials') {
    const sent = spec.encode ? spec.encode(key) : key
    secrets = secretsOf(key, sent)
    if (spec.in === 'query') url.searchParams.set(spec.name, sent)
    else if (spec.in === 'body') payload = withBodyKey(payload, spec.name, sent)
    else if (spec.in === 'path') url = new URL(`${baseUrl}/${encodeURIComponent(sent)}${below}${url.search}`)
    else headers[spec.name.toLowerCase()] = (spec.prefix ?? '') + sent
  }
  let body: string | FormData | undefined
  if (payload instanceof FormData) {
    // A multipart upload (files): fetch writes the content type with its boundary.
    body = payload
  } else if (payload !== undefined) {
    body = typeof payload === 'string' ? payload : JSON.stringify(payload)
    headers['content-type'] ??= 'application/json'
  }
  return { kind, method, path: below, url, citedUrl, headers, body, secrets }
}

/** What replaces the operator's key wherever a provider echoes it (Forecast.Solar names the key in each answer's `ratelimit.zone`). */
export const REDACTED = '[redacted]'
/** Shorter keys are not looked for in answers: such a string could be any word or number of the data. */
const MIN_SECRET_LENGTH = 8

/**
 * The key as configured, as sent, URL-encoded, and as a JSON string writes each of these (a key with `/` or `"`
 * echoed in a JSON answer, a slash written `\/` as PHP's json_encode does): each form a provider could echo back.
 */
export function secretsOf(key: string, sent: string): string[] {
  const known = secretForms.get(`${key}\u0000${sent}`)
  if (known) return known
  const forms = formsOf(key, sent)
  // A host has a handful of keys: the forms are worked out once per key, not per request.
  if (secretForms.size >= MAX_REMEMBERED_KEYS) secretForms.clear()
  secretForms.set(`${key}\u0000${sent}`, forms)
  return forms
}

const secretForms = new Map<string, string[]>()
const MAX_REMEMBERED_KEYS = 256

function formsOf(key: string, sent: string): string[] {
  const plain = [key, sent, encodeURIComponent(key), encodeURIComponent(sent)]
  const inJson = plain.flatMap((form) => {
    const escaped = JSON.stringify(form).slice(1, -1)
    return [escaped, escaped.replaceAll('/', '\\/')]
  })
  return [...new Set([...plain, ...inJson])].filter((form) => form.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length)
}

/** The text with every form of the key replaced by `[redacted]`. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) if (out.includes(secret)) out = out.replaceAll(secret, REDACTED)
  return out
}

/**
 * What makes two requests the same (provider, kind, method, URL, headers with the key, body, the
 * statuses let through, a redirect taken manually), hashed: the coalescing and cache key, which never holds the key in clear.
 * Undefined for a multipart upload, never shared.
 */
export function identityOf(provider: string, outgoing: Outgoing, acceptStatus: number[] | undefined, redirect?: 'follow' | 'manual'): string | undefined {
  if (outgoing.body instanceof FormData) return undefined
  const headers = Object.keys(outgoing.headers).sort().map((name) => `${name}:${outgoing.headers[name]}`)
  const accepted = acceptStatus?.length ? [...acceptStatus].sort((a, b) => a - b).join(',') : ''
  // A redirect answered as it came is another answer than the page it leads to (followed requests keep their identity).
  const text = JSON.stringify([provider, outgoing.kind, outgoing.method, outgoing.url.toString(), headers, outgoing.body ?? null, accepted, ...(redirect === 'manual' ? ['manual'] : [])])
  return createHash('sha256').update(text).digest('base64url')
}

/** Adds the operator's key as a member of a JSON object body. */
function withBodyKey(body: unknown, name: string, key: string): unknown {
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new TypeError(`upstream key "${name}" goes in the body, which must be a JSON object`)
  }
  return { ...(body as Record<string, unknown> | undefined), [name]: key }
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  if (!headers) return {}
  const out: Record<string, string> = {}
  for (const name in headers) out[name.toLowerCase()] = headers[name]!
  return out
}
