import { FastResponse } from 'srvx'
import type { BinaryResult, CallerKind } from './define.ts'
import { type ApiError, errorBody } from './errors.ts'
import type { Settlement } from './payment.ts'
import { microsToUsd, type Micros } from './price.ts'
import type { UpstreamMeta } from './upstream/notes.ts'
import type { Attribution } from './upstream/terms.ts'

export interface CallMeta {
  endpoint: string
  requestId: string
  caller: CallerKind
  cost: { usd: number; amount: string; currency: 'USDC' }
  settlement: Settlement | null
  durationMs: number
  /** Up-to billing: the authorized maximum next to the settled cost. */
  authorized?: { usd: number; amount: string }
  /** Up-to billing: the usage the operation reported (what a paid call settles, capped at `authorized`), with its details. */
  usage?: { usd: number; amount: string } & Record<string, unknown>
  /** Present when a cached upstream answer past its TTL was served: how old, from which provider, why. */
  upstream?: UpstreamMeta
  /** The credit the terms of the providers that answered ask for, shown next to their data. */
  attribution?: Attribution[]
}

export function callMeta(input: {
  endpoint: string
  requestId: string
  caller: CallerKind
  chargedMicros: Micros
  settlement: Settlement | null
  startedAt: number
  authorizedMicros?: Micros | undefined
  usage?: { micros: Micros; details?: Record<string, unknown> | undefined } | undefined
  upstream?: UpstreamMeta | undefined
  attribution?: Attribution[] | undefined
}): CallMeta {
  const meta: CallMeta = {
    endpoint: input.endpoint,
    requestId: input.requestId,
    caller: input.caller,
    cost: { usd: microsToUsd(input.chargedMicros), amount: String(input.chargedMicros), currency: 'USDC' },
    settlement: input.settlement,
    durationMs: Math.round((performance.now() - input.startedAt) * 100) / 100,
  }
  if (input.authorizedMicros !== undefined) {
    meta.authorized = { usd: microsToUsd(input.authorizedMicros), amount: String(input.authorizedMicros) }
  }
  if (input.usage) meta.usage = { ...input.usage.details, usd: microsToUsd(input.usage.micros), amount: String(input.usage.micros) }
  if (input.upstream) meta.upstream = input.upstream
  if (input.attribution) meta.attribution = input.attribution
  return meta
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The plain header objects of the answers built here, which srvx reads only when it writes the
 * answer: adding a header to one (CORS does, for every answer) costs nothing, where reading
 * `response.headers` would build a full web Headers object.
 */
const PLAIN_HEADERS = Symbol('svc.plainHeaders')

type WithPlainHeaders = Response & { [PLAIN_HEADERS]?: Record<string, string> }

/** An answer's headers while it is still unsent: its plain header object, or its web Headers. */
export function headersOf(response: Response): Record<string, string> | Headers {
  return (response as WithPlainHeaders)[PLAIN_HEADERS] ?? response.headers
}

/** An answer of `body` (text or bytes), written by srvx on Node without building a web Response. */
export function fastResponse(body: BodyInit | null, status: number, headers: Record<string, string>): Response {
  const response = new FastResponse(body, { status, headers }) as WithPlainHeaders
  // A property, not a WeakMap: a WeakMap entry per answer makes every young-generation GC slower.
  response[PLAIN_HEADERS] = headers
  return response
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return fastResponse(JSON.stringify(body), status, { 'content-type': JSON_TYPE, ...headers })
}

/** The headers of an operation's JSON answer: its type, its request id and the payment's (PAYMENT-RESPONSE), in one object. */
export function answerHeaders(requestId: string, extra: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, 'x-svc-request-id': requestId }
  for (const name in extra) headers[name] = extra[name]!
  return headers
}

/** `{data, meta}` for JSON operations; raw bytes with meta in headers for binary ones. `headers` are the payment's. */
export function successResponse(value: unknown, meta: CallMeta, headers: Record<string, string>): Response {
  if (isBinary(value)) {
    return fastResponse(value.body as BodyInit, 200, {
      'content-type': value.contentType,
      'x-svc-endpoint': meta.endpoint,
      'x-svc-caller': meta.caller,
      'x-svc-cost-usd': String(meta.cost.usd),
      'x-svc-request-id': meta.requestId,
      ...value.headers,
      ...headers,
    })
  }
  return fastResponse(JSON.stringify({ data: value, meta }), 200, answerHeaders(meta.requestId, headers))
}

export function errorResponse(error: ApiError, requestId?: string): Response {
  const headers: Record<string, string> = { ...error.headers }
  if (requestId) headers['x-svc-request-id'] = requestId
  return jsonResponse(errorBody(error), error.status, headers)
}

export function isBinary(value: unknown): value is BinaryResult {
  return typeof value === 'object' && value !== null && (value as BinaryResult).kind === 'binary' && 'contentType' in value
}
