import { signUptoPayment, type SignedTestPayment, type UptoPaymentOptions } from '../src/testing/index.ts'
import { payTo } from './_setup.ts'

export type UptoSignOptions = Omit<UptoPaymentOptions, 'to'> & { to?: string }

/** A PAYMENT-SIGNATURE carrying an upto Permit2 authorization for metered.chat (default maximum 10000) to the tests' `payTo`. */
export function signUpto(options: UptoSignOptions): Promise<SignedTestPayment> {
  return signUptoPayment({ to: payTo, resource: 'http://localhost/api/metered/chat', ...options })
}
