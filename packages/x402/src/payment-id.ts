import { declarePaymentIdentifierExtension, isValidPaymentId, PAYMENT_IDENTIFIER } from '@x402/extensions/payment-identifier'
import type { DecodedPayment } from './header.ts'
import { PaymentRejection } from './rejection.ts'

/** What every 402 declares: the official `payment-identifier` extension, optional for clients. */
export const paymentIdentifierDeclaration = { [PAYMENT_IDENTIFIER]: declarePaymentIdentifierExtension(false) }

/**
 * The payment identifier a client sent with its payment (x402 v2 `extensions["payment-identifier"].info.id`),
 * checked as the official extension says (16-128 letters, digits, `-` and `_`); undefined when none.
 */
export function paymentIdentifierOf(payment: DecodedPayment): string | undefined {
  if (payment.version !== 2) return undefined
  const extension = (payment.raw.extensions as Record<string, unknown> | undefined)?.[PAYMENT_IDENTIFIER] as { info?: { id?: unknown } } | undefined
  const id = extension?.info?.id
  if (id === undefined) return undefined
  if (typeof id !== 'string' || !isValidPaymentId(id)) {
    throw new PaymentRejection('invalid_payload', 'The payment identifier (extensions["payment-identifier"].info.id) must be 16 to 128 letters, digits, "-" or "_"')
  }
  return id
}
