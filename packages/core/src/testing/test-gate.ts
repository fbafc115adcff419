import { createError } from '../errors.ts'
import type { Payer } from '../define.ts'
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
/** Stands for a wallet's sign-in proof (identity-only operations), as `X-Test-Payer` for a payment. */
export const TEST_SIGNED_IN_HEADER = 'x-test-signed-in'

export interface TestPaymentGate extends PaymentRail {
  /** Every settled call, in order. */
  settled: Array<{ operation: string; payer: string; amountMicros: Micros }>
  /** Calls whose payment was released (the call failed, nothing charged). */
  released: string[]
}

/**
 * A payment rail for plugin tests of wallet-scoped operations: `X-Test-Payer: <address>`
 * (optionally `<address>@<network>`, default Base `eip155:8453`) stands for a verified
 * payment by that wallet, with no signature; `X-Test-Signed-In: <address>[@<network>]` for that
 * wallet's sign-in to an identity-only operation. Test use only: it trusts the headers.
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
    requestHeaders: [TEST_PAYER_HEADER, TEST_SIGNED_IN_HEADER],
    responseHeaders: [],
    recognizes: (request) => request.headers.has(TEST_PAYER_HEADER),
    async challenge(requirement, reason) {
      return { body: { error: reason ?? 'Payment required', resource: requirement.resource, accepts: [] }, headers: {} }
    },
    identity: {
      recognizes: (request) => request.headers.has(TEST_SIGNED_IN_HEADER),
      verify: async (request) => walletOf(request, TEST_SIGNED_IN_HEADER),
    },
    async authorize(request, requirement) {
      const payer = walletOf(request, TEST_PAYER_HEADER)
      const { address, network } = payer
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

/** The wallet a test header names: `<address>[@<network>]`, Base by default. */
function walletOf(request: Request, header: string): Payer {
  const value = request.headers.get(header)?.trim() ?? ''
  const [address, network = 'eip155:8453'] = value.split('@')
  if (!address) throw createError('PAYMENT_INVALID', `${header} is empty`)
  return { address, network }
}
