import { createError } from '../errors.ts'
import type { PaymentRail } from '../rails/rail.ts'
import type { Micros } from '../price.ts'

export const TEST_PAYER_HEADER = 'x-test-payer'

export interface TestPaymentGate extends PaymentRail {
  /** Every settled call, in order. */
  settled: Array<{ operation: string; payer: string; amountMicros: Micros }>
  /** Calls whose payment was released (the call failed, nothing charged). */
  released: string[]
}

/**
 * A payment rail for plugin tests of wallet-scoped operations: `X-Test-Payer: <address>`
 * (optionally `<address>@<network>`, default Base `eip155:8453`) stands for a verified
 * payment by that wallet, with no signature. Test use only: it trusts the header.
 */
export function createTestPaymentGate(): TestPaymentGate {
  const gate: TestPaymentGate = {
    settled: [],
    released: [],
    id: 'test',
    requestHeaders: [TEST_PAYER_HEADER],
    responseHeaders: [],
    recognizes: (request) => request.headers.has(TEST_PAYER_HEADER),
    async challenge(requirement, reason) {
      return { body: { error: reason ?? 'Payment required', resource: requirement.resource, accepts: [] }, headers: {} }
    },
    async authorize(request, requirement) {
      const value = request.headers.get(TEST_PAYER_HEADER)?.trim() ?? ''
      const [address, network = 'eip155:8453'] = value.split('@')
      if (!address) throw createError('PAYMENT_INVALID', `${TEST_PAYER_HEADER} is empty`)
      const payer = { address, network }
      return {
        payer,
        async settle(amountMicros) {
          gate.settled.push({ operation: requirement.operation.id, payer: address, amountMicros })
          return { settlement: { status: 'settled', network, payer: address, amount: String(amountMicros) }, headers: {} }
        },
        async release() {
          gate.released.push(requirement.operation.id)
        },
      }
    },
    describe: () => 'test gate: X-Test-Payer stands for a verified payment',
  }
  return gate
}
