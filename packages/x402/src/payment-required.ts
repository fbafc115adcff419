import { ApiError, encodeHeaderJson, microsToDecimal, paymentRequiredBody, type PaymentRequiredAnswer, type PaymentRequirement } from '@svc/core'
import { bazaarExtension } from './discovery.ts'
import { paymentIdentifierDeclaration } from './payment-id.ts'
import type { ReceiptIssuer } from './receipts.ts'

/** The official extension's key (`@x402/extensions/offer-receipt`'s OFFER_RECEIPT), without loading it. */
export const OFFER_RECEIPT = 'offer-receipt'
import { type Offer, requirementsOf } from './offers.ts'
import type { PaymentRejection } from './rejection.ts'

/**
 * The 402 answer: the spec's envelope in the body and, base64, in `PAYMENT-REQUIRED`. The bazaar
 * declaration (the input schema crawlers index) goes in the 402 of a bare probe only: official
 * clients echo a 402's `extensions` in the payment they sign, which would double its header.
 */
export async function paymentRequiredAnswer(requirement: PaymentRequirement, offers: Offer[], maxTimeoutSeconds: number, error: string, receipts?: ReceiptIssuer): Promise<PaymentRequiredAnswer> {
  const accepts = offers.map((offer) => requirementsOf(offer, requirement.amountMicros, maxTimeoutSeconds))
  const signed = receipts && accepts.length > 0 ? { [OFFER_RECEIPT]: await receipts.offers(requirement.resource, accepts) } : {}
  const bazaar = requirement.discovery ? bazaarExtension(requirement.operation) : {}
  const body = paymentRequiredBody(requirement, error, accepts, { ...bazaar, ...paymentIdentifierDeclaration, ...signed })
  return { body, headers: { 'payment-required': headerOf(body, requirement), 'cache-control': 'no-store' } }
}

/**
 * The `PAYMENT-REQUIRED` header as x402 v2's PaymentRequired type says: `resource` is a ResourceInfo
 * object (strict parsers refuse a string); the JSON body keeps doc 01's envelope, where it is the URL.
 */
function headerOf(body: Record<string, unknown>, requirement: Pick<PaymentRequirement, 'resource' | 'operation'>): string {
  return encodeHeaderJson({ ...body, resource: { url: requirement.resource, description: requirement.operation.description, mimeType: 'application/json' } })
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
export function rejectionError(answer: PaymentRequiredAnswer, rejection: PaymentRejection, requirement: Pick<PaymentRequirement, 'resource' | 'operation'>): ApiError {
  const body = { ...answer.body, code: 'PAYMENT_INVALID', reason: rejection.reason }
  const headers = { ...answer.headers, 'payment-required': headerOf(body, requirement) }
  return new ApiError('PAYMENT_INVALID', rejection.message, { body, headers, details: { reason: rejection.reason } })
}
