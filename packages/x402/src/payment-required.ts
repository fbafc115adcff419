import { ApiError, encodeHeaderJson, microsToDecimal, type PaymentRequiredAnswer, type PaymentRequirement } from '@svc/core'
import { bazaarExtension } from './discovery.ts'
import { paymentIdentifierDeclaration } from './payment-id.ts'
import type { ReceiptIssuer } from './receipts.ts'

/** The official extension's key (`@x402/extensions/offer-receipt`'s OFFER_RECEIPT), without loading it. */
export const OFFER_RECEIPT = 'offer-receipt'
import { type Offer, type PaymentRequirements, requirementsOf } from './offers.ts'
import type { PaymentRejection } from './rejection.ts'

/** The spec's payment-required envelope (doc 01): `resource` is the URL, as a string. */
export function paymentRequiredBody(requirement: PaymentRequirement, error: string, accepts: unknown[], extensions?: Record<string, unknown>): Record<string, unknown> {
  return {
    x402Version: 2,
    error,
    resource: requirement.resource,
    accepts,
    ...(extensions ? { extensions } : {}),
    code: 'PAYMENT_REQUIRED',
    status: 402,
  }
}

/**
 * The 402 answer: the spec's envelope in the body and, base64, in `PAYMENT-REQUIRED`. The bazaar
 * declaration (the input schema crawlers index) goes in the 402 of a bare probe only: official
 * clients echo a 402's `extensions` in the payment they sign, which would double its header.
 */
export async function paymentRequiredAnswer(requirement: PaymentRequirement, offers: Offer[], maxTimeoutSeconds: number, error: string, receipts?: ReceiptIssuer, signIn?: Record<string, unknown>, more: object[] = []): Promise<PaymentRequiredAnswer> {
  // `more`: offers built elsewhere (the batch-settlement channel offer), after the ones above.
  const accepts = [...offers.map((offer) => requirementsOf(offer, requirement.amountMicros, maxTimeoutSeconds)), ...(more as PaymentRequirements[])]
  const signed = receipts && accepts.length > 0 ? { [OFFER_RECEIPT]: await receipts.offers(requirement.resource, accepts) } : {}
  const bazaar = requirement.discovery ? bazaarExtension(requirement.operation) : {}
  const body = paymentRequiredBody(requirement, error, accepts, { ...bazaar, ...paymentIdentifierDeclaration, ...signed, ...signIn })
  return { body, headers: { ...paymentRequiredHeader(requirement, body), 'cache-control': 'no-store' } }
}

/**
 * `PAYMENT-REQUIRED` exactly as x402 v2's `PaymentRequired` type says: `resource` is a `ResourceInfo`
 * (`url`, `description`, `mimeType`), which strict parsers require. None when there is nothing to
 * accept (the body says why), unless it carries a sign-in challenge: an identity-only operation's
 * 402 with `accepts: []`, as the sign-in-with-x extension writes one.
 */
export function paymentRequiredHeader(requirement: PaymentRequirement, body: Record<string, unknown>): Record<string, string> {
  const signIn = (body.extensions as Record<string, unknown> | undefined)?.['sign-in-with-x'] !== undefined
  if (!Array.isArray(body.accepts) || (body.accepts.length === 0 && !signIn)) return {}
  return { 'payment-required': encodeHeaderJson({ ...body, resource: resourceInfo(requirement) }) }
}

/** The `ResourceInfo` of a requirement: its URL, what the operation does, and what it answers. */
export function resourceInfo(requirement: PaymentRequirement): { url: string; description: string; mimeType: string } {
  const { operation } = requirement
  return { url: requirement.resource, description: operation.description, mimeType: operation.responseShape === 'binary' ? 'application/octet-stream' : 'application/json' }
}

/** What a 402 without a payment says. */
export function priceMessage(requirement: PaymentRequirement, offers: Offer[], missing: string | undefined): string {
  if (offers.length === 0) {
    return `This host cannot take payments yet: ${missing ?? 'no payment rail is available right now'}. Trial mode (trial=1) still works.`
  }
  const price = `${microsToDecimal(requirement.amountMicros)} USDC`
  const upto = !requirement.upto
    ? ''
    : offers.some((offer) => offer.scheme === 'upto')
      ? ' at most (up-to billed: with "upto" only the actual usage is settled; "exact" settles the maximum in full)'
      : ' at most (up-to billed, but this host\'s facilitator does not settle "upto": "exact" settles the maximum in full)'
  return `Payment required: ${price} for ${requirement.operation.id}${upto}`
}

/** A refused payment: the same envelope, with `code: PAYMENT_INVALID`, the `reason` and a human message. */
export function rejectionError(answer: PaymentRequiredAnswer, rejection: PaymentRejection, requirement: PaymentRequirement): ApiError {
  const body = { ...answer.body, code: 'PAYMENT_INVALID', reason: rejection.reason }
  const headers = { ...answer.headers, ...paymentRequiredHeader(requirement, body) }
  return new ApiError('PAYMENT_INVALID', rejection.message, { body, headers, details: { reason: rejection.reason } })
}
