import { describe, expect, it } from 'vitest'
import type { PaymentGate } from '../src/payment.ts'
import { paymentResendKey } from '../src/payments/paid-charge.ts'
import type { PaymentRail } from '../src/rails/rail.ts'
import { createTestPaymentGate } from '../src/testing/test-gate.ts'

const gateOf = (rail: PaymentRail) => ({ railFor: () => rail }) as unknown as PaymentGate
const paid = (headers: Record<string, string>) => new Request('http://localhost/api/x', { method: 'POST', headers })

describe('paymentResendKey (a paid call whose writes never applied, its payment sent again)', () => {
  it('keys a two-phase rail\'s payment by its header: each signed payment is its own', () => {
    const rail = { ...createTestPaymentGate(), id: 'signed', requestHeaders: ['payment-signature'], verify: async () => ({}) } as unknown as PaymentRail
    const one = paymentResendKey(gateOf(rail), paid({ 'payment-signature': 'nonce-1' }))
    expect(one).toMatch(/^resent:signed:/)
    expect(paymentResendKey(gateOf(rail), paid({ 'payment-signature': 'nonce-2' }))).not.toBe(one)
  })

  it('gives a one-phase rail no key: its header (the test gate\'s wallet) is the same for every call, not a use-once payment', () => {
    // Keyed, 100 concurrent paid writes of one wallet shared one record and answered 202 (plugin-agent-infra's lock and queue suites).
    expect(paymentResendKey(gateOf(createTestPaymentGate() as unknown as PaymentRail), paid({ 'x-test-payer': '0x1111111111111111111111111111111111111111' }))).toBeUndefined()
  })
})
