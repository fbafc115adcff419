import type { Hex } from 'viem'
import type { ChainCall } from './local-chain.ts'
import type { EvmRail } from './rails.ts'
import { isPaymentRejection } from './rejection.ts'

/** What a local check of a payment concluded: the transaction that settles it, or why not. */
export type Checked =
  | { ok: true; payer: Hex; call: ChainCall; amount: bigint }
  | { ok: false; reason: string; message: string; payer?: string }

export interface RequirementFields {
  scheme?: string
  network?: string
  amount?: string
  payTo?: string
  asset?: string
}

/** The requirement names this facilitator's scheme, network and token, with an amount; or why not. */
export function unsupported(rail: EvmRail, scheme: string, requirements: unknown): Checked | undefined {
  const req = requirements as RequirementFields
  if (req?.scheme !== scheme || req.network !== rail.network) {
    return { ok: false, reason: 'unsupported_scheme', message: `This facilitator settles only "exact" and "upto" on ${rail.network}` }
  }
  if (typeof req.asset !== 'string' || req.asset.toLowerCase() !== rail.asset.toLowerCase()) {
    return { ok: false, reason: 'wrong_asset', message: `This facilitator settles only ${rail.asset}` }
  }
  if (typeof req.amount !== 'string' || !/^\d{1,78}$/.test(req.amount)) return { ok: false, reason: 'invalid_payload', message: 'The requirement has no amount' }
  return undefined
}

/** A payment rejection as a refusal; anything else is a payload that could not be read. */
export function refusal(error: unknown): Checked {
  if (isPaymentRejection(error)) return { ok: false, reason: error.reason, message: error.message }
  return { ok: false, reason: 'invalid_payload', message: 'The payment could not be read' }
}

/** The scheme payload of a PaymentPayload (`{ payload: {...} }`). */
export function schemePayload(paymentPayload: unknown): Record<string, unknown> {
  const payload = (paymentPayload as { payload?: unknown })?.payload
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {}
}
