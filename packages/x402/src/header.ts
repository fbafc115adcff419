import * as v from 'valibot'
import { PaymentRejection } from './rejection.ts'

/** Headers are never trusted to be small: a real payload is well under 4 KB. */
const MAX_HEADER_CHARS = 16_384

const requirementShape = v.object({
  scheme: v.string(),
  network: v.string(),
  amount: v.string(),
  asset: v.string(),
  payTo: v.string(),
  maxTimeoutSeconds: v.optional(v.number()),
  extra: v.optional(v.record(v.string(), v.unknown())),
})

const v2Shape = v.object({
  x402Version: v.literal(2),
  resource: v.optional(v.unknown()),
  accepted: requirementShape,
  payload: v.record(v.string(), v.unknown()),
  extensions: v.optional(v.unknown()),
})

const v1Shape = v.object({
  x402Version: v.literal(1),
  scheme: v.string(),
  network: v.string(),
  payload: v.record(v.string(), v.unknown()),
})

/** The requirement a v2 client says it accepted. */
export type AcceptedRequirement = v.InferOutput<typeof requirementShape>

/** A decoded payment header, version-neutral. */
export interface DecodedPayment {
  version: 1 | 2
  /** Which header carried it (the answer mirrors it: PAYMENT-RESPONSE or X-PAYMENT-RESPONSE). */
  header: 'payment-signature' | 'x-payment'
  scheme: string
  /** CAIP-2 for v2; the v1 network name (e.g. `base-sepolia`) for v1. */
  network: string
  /** Scheme-specific part: `{ signature, authorization }` (EVM) or `{ transaction }` (Solana). */
  payload: Record<string, unknown>
  /** v2 only: the requirement the client chose. */
  accepted?: AcceptedRequirement
  /** The decoded JSON as sent (forwarded to the facilitator for v2). */
  raw: Record<string, unknown>
}

/** Reads `PAYMENT-SIGNATURE` (v2) or `X-PAYMENT` (v1); a payload of the other version is a mix-up. */
export function decodePaymentHeader(headers: Headers): DecodedPayment {
  const v2 = headers.get('payment-signature')
  const text = v2 ?? headers.get('x-payment')
  const header = v2 !== null ? 'payment-signature' : 'x-payment'
  const name = v2 !== null ? 'PAYMENT-SIGNATURE' : 'X-PAYMENT'
  if (text === null) throw new PaymentRejection('invalid_payload', 'No payment header (PAYMENT-SIGNATURE or X-PAYMENT)')
  const json = decodeBase64Json(text, name)
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new PaymentRejection('invalid_payload', `${name} does not hold a JSON object`)
  const version = (json as { x402Version?: unknown }).x402Version
  const expected = header === 'payment-signature' ? 2 : 1
  if (version !== expected) {
    if (version === 1 || version === 2) {
      const hint = expected === 2 ? 'x402 version 1 clients send X-PAYMENT' : 'x402 version 2 clients send PAYMENT-SIGNATURE'
      throw new PaymentRejection('version_mismatch', `${name} carries x402 version ${expected} payloads, got version ${version}; ${hint}`)
    }
    throw new PaymentRejection('invalid_payload', `${name} payload has no valid x402Version (expected ${expected})`)
  }
  if (version === 2) {
    const parsed = v.safeParse(v2Shape, json)
    if (!parsed.success) throw new PaymentRejection('invalid_payload', `Malformed x402 v2 payment payload: ${describeIssue(parsed.issues)}`)
    const { accepted, payload } = parsed.output
    return { version: 2, header, scheme: accepted.scheme, network: accepted.network, payload, accepted, raw: json as Record<string, unknown> }
  }
  const parsed = v.safeParse(v1Shape, json)
  if (!parsed.success) throw new PaymentRejection('invalid_payload', `Malformed x402 v1 payment payload: ${describeIssue(parsed.issues)}`)
  const { scheme, network, payload } = parsed.output
  return { version: 1, header, scheme, network, payload, raw: json as Record<string, unknown> }
}

function decodeBase64Json(text: string, name: string): unknown {
  const trimmed = text.trim()
  if (trimmed.length > MAX_HEADER_CHARS) throw new PaymentRejection('invalid_payload', `${name} is longer than ${MAX_HEADER_CHARS} characters`)
  const ascii = plainBase64(trimmed)
  if (ascii === undefined && !/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) throw new PaymentRejection('invalid_payload', `${name} is not base64`)
  try {
    return JSON.parse(ascii ?? Buffer.from(trimmed, 'base64').toString('utf8'))
  } catch {
    throw new PaymentRejection('invalid_payload', `${name} is base64 but does not decode to JSON`)
  }
}

/**
 * What a header in the standard alphabet decodes to when it is ASCII text (what clients send), read by
 * `atob` with no pattern test first (a third of a voucher header's decoding); undefined for anything
 * else (URL-safe letters, white space, bytes above 127), which the pattern and Buffer then read.
 */
function plainBase64(text: string): string | undefined {
  if (text.length === 0) return undefined
  let decoded: string
  try {
    decoded = atob(text)
  } catch {
    return undefined
  }
  const letters = text.length - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0)
  // atob skips white space, which the pattern refuses: a header with some decodes short, or (one space in whole
  // 4-letter groups) is one letter longer than base64 ever is. A character above 127 takes two bytes in UTF-8:
  // counting them natively is 0.09 µs a voucher header, a pattern over it 0.8.
  if (letters % 4 === 1 || decoded.length !== Math.floor((letters * 3) / 4) || Buffer.byteLength(decoded, 'utf8') !== decoded.length) return undefined
  return decoded
}

/** The first valibot issue as `path: message`. */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'invalid'
  return `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`
}
