import { createTestPaymentGate, type TestPaymentGate } from '@svc/core/testing'

/** Core's test gate (`X-Test-Payer` pays), also recording the amount each 402 asked for. */
export function quotingGate(): TestPaymentGate & { quotes: number[] } {
  const gate = createTestPaymentGate()
  const quotes: number[] = []
  const challenge = gate.challenge.bind(gate)
  gate.challenge = async (requirement, reason) => {
    quotes.push(requirement.amountMicros)
    return challenge(requirement, reason)
  }
  return Object.assign(gate, { quotes })
}

export const PAYER = { 'x-test-payer': '0x1111111111111111111111111111111111111111' }
