/** Why a payment was refused, machine-readable (close to the x402 facilitators' reasons). */
export type RejectReason =
  | 'invalid_payload'
  | 'invalid_signature'
  | 'wrong_pay_to'
  | 'wrong_amount'
  | 'expired'
  | 'not_yet_valid'
  | 'valid_too_long'
  | 'wrong_resource'
  | 'wrong_network'
  | 'wrong_asset'
  | 'wrong_fee_payer'
  | 'wrong_spender'
  | 'wrong_facilitator'
  | 'nonce_used'
  | 'unsupported_scheme'
  | 'version_mismatch'
  | 'no_rail'
  | 'insufficient_funds'
  | 'permit2_allowance_required'
  | 'refused_by_facilitator'

/** A payment this host will not take; the gate answers it with a 402 naming the reason. */
export class PaymentRejection extends Error {
  override readonly name = 'PaymentRejection'
  constructor(readonly reason: RejectReason, message: string) {
    super(message)
  }
}

export function isPaymentRejection(error: unknown): error is PaymentRejection {
  return error instanceof PaymentRejection
}
