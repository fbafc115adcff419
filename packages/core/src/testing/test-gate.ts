import { createError } from '../errors.ts'
import type { PaymentRail } from '../rails/rail.ts'
import type { SettleResult } from '../payment.ts'
import type { Micros } from '../price.ts'

/** A settlement of the test rail as data (what core's outbox keeps and hands back to `resume`). */
interface TestSettlement {
  operation: string
  payer: string
  network: string
  amountMicros: Micros
}

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
  const settle = async ({ operation, payer, network, amountMicros }: TestSettlement): Promise<SettleResult> => {
    gate.settled.push({ operation, payer, amountMicros })
    return { settlement: { status: 'settled', network, payer, amount: String(amountMicros) }, headers: {} }
  }
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
      const settlement = (amountMicros: Micros): TestSettlement => ({ operation: requirement.operation.id, payer: address, network, amountMicros })
      return {
        payer,
        settle: async (amountMicros) => settle(settlement(amountMicros)),
        async release() {
          gate.released.push(requirement.operation.id)
        },
        // As a real rail's: the settlement as data, so core writes it ahead with the call's held writes.
        resumable: settlement,
      }
    },
    resume: async (data) => settle(data as TestSettlement),
    describe: () => 'test gate: X-Test-Payer stands for a verified payment',
  }
  return gate
}
