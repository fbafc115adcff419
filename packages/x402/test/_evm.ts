import { asV1Payment, signExactPayment, type ExactPaymentOptions, type SignedTestPayment } from '../src/testing/index.ts'
import { payTo } from './_setup.ts'

export { randomNonce } from '../src/testing/index.ts'

export type SignOptions = Partial<ExactPaymentOptions>

/** A PAYMENT-SIGNATURE value for /api/paid/thing (0.01 USDC to the tests' `payTo`) as an x402 v2 client builds it. */
export function signPayment(options: SignOptions = {}): Promise<SignedTestPayment> {
  return signExactPayment({ to: payTo, resource: 'http://localhost/api/paid/thing', ...options })
}

/** The same authorization as an x402 v1 client sends it in X-PAYMENT. */
export const asV1 = asV1Payment
