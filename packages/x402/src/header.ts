import * as v from 'valibot'

/** Why a payment was refused, machine-readable (mirrors the x402 facilitators' reasons where they exist). */
export type RejectReason =
  | 'invalid_payload'
  | 'invalid_signature'
  | 'wrong_pay_to'
  | 'wrong_amount'
  | 'expired'
  | 'not_yet_valid'
  | 'wrong_network'
  | 'wrong_asset'
  | 'nonce_used'
  | 'unsupported_scheme'
  | 'version_mismatch'

export class PaymentRejection extends Error {
  override readonly name = 'PaymentRejection'
  constructor(readonly reason: RejectReason, message: string) {
    super(message)
  }
}

const hex = (bytes: number) => v.pipe(v.string(), v.regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`)))
const uint = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,78}$/))

export const evmExactPayload = v.object({
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)),
  authorization: v.object({ from: hex(20), to: hex(20), value: uint, validAfter: uint, validBefore: uint, nonce: hex(32) }),
})
export type EvmExactPayload = v.InferOutput<typeof evmExactPayload>

const requirements = v.object({
  scheme: v.string(),
  network: v.string(),
  amount: v.string(),
  asset: v.string(),
  payTo: v.string(),
  maxTimeoutSeconds: v.number(),
  extra: v.optional(v.record(v.string(), v.unknown())),
})

const v2Payload = v.object({
  x402Version: v.literal(2),
  resource: v.optional(v.unknown()),
  accepted: requirements,
  payload: v.record(v.string(), v.unknown()),
  extensions: v.optional(v.unknown()),
})

const v1Payload = v.object({
  x402Version: v.literal(1),
  scheme: v.string(),
  network: v.string(),
  payload: v.record(v.string(), v.unknown()),
})

/** A decoded payment header, version-neutral. */
export interface DecodedPayment {
  version: 1 | 2
  scheme: string
  /** CAIP-2 for v2; the v1 network name for v1. */
  network: string
  payload: Record<string, unknown>
  /** The original v2 payload, forwarded to the facilitator as is. */
  raw: Record<string, unknown>
}

/** Reads `PAYMENT-SIGNATURE` (v2) or `X-PAYMENT` (v1); a header of the wrong version is a mix-up. */
export function decodePaymentHeader(headers: Headers): DecodedPayment {
  const v2 = headers.get('payment-signature')
  const v1 = headers.get('x-payment')
  const text = v2 ?? v1
  if (text === null) throw new PaymentRejection('invalid_payload', 'No payment header')
  const json = decodeBase64Json(text, v2 !== null ? 'PAYMENT-SIGNATURE' : 'X-PAYMENT')
  const version = (json as { x402Version?: unknown }).x402Version
  if (v2 !== null && version !== 2) throw new PaymentRejection('version_mismatch', `PAYMENT-SIGNATURE carries x402 version 2 payloads, got version ${String(version)}; version 1 clients send X-PAYMENT`)
  if (v2 === null && version !== 1) throw new PaymentRejection('version_mismatch', `X-PAYMENT carries x402 version 1 payloads, got version ${String(version)}; version 2 clients send PAYMENT-SIGNATURE`)
  if (version === 2) {
    const parsed = v.safeParse(v2Payload, json)
    if (!parsed.success) throw new PaymentRejection('invalid_payload', `Malformed x402 v2 payment payload: ${describe(parsed.issues)}`)
    const { accepted, payload } = parsed.output
    return { version: 2, scheme: accepted.scheme, network: accepted.network, payload, raw: json as Record<string, unknown> }
  }
  const parsed = v.safeParse(v1Payload, json)
  if (!parsed.success) throw new PaymentRejection('invalid_payload', `Malformed x402 v1 payment payload: ${describe(parsed.issues)}`)
  return { version: 1, scheme: parsed.output.scheme, network: parsed.output.network, payload: parsed.output.payload, raw: json as Record<string, unknown> }
}

function decodeBase64Json(text: string, header: string): unknown {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text.trim())) throw new PaymentRejection('invalid_payload', `${header} is not base64`)
  try {
    return JSON.parse(Buffer.from(text.trim(), 'base64').toString('utf8'))
  } catch {
    throw new PaymentRejection('invalid_payload', `${header} does not decode to JSON`)
  }
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!
  return `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`
}

export function parseEvmPayload(payload: Record<string, unknown>): EvmExactPayload {
  const parsed = v.safeParse(evmExactPayload, payload)
  if (!parsed.success) throw new PaymentRejection('invalid_payload', `Malformed EIP-3009 authorization: ${describe(parsed.issues)}`)
  return parsed.output
}
