import { describe, expect, it } from 'vitest'
import { decodePaymentHeader } from '../src/header.ts'

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')
const refusal = (headers: Record<string, string>) => {
  try {
    decodePaymentHeader(new Headers(headers))
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the header was accepted')
}

describe('payment header decoding', () => {
  it('names the header that carried the payment in its refusal', () => {
    expect(refusal({ 'payment-signature': encoded([1]) })).toBe('PAYMENT-SIGNATURE does not hold a JSON object')
    expect(refusal({ 'x-payment': encoded('text') })).toBe('X-PAYMENT does not hold a JSON object')
    expect(refusal({ 'x-payment': encoded({ x402Version: 2 }) })).toMatch(/^X-PAYMENT carries x402 version 1 payloads, got version 2/)
    expect(refusal({ 'payment-signature': '%%%' })).toBe('PAYMENT-SIGNATURE is not base64')
  })
})
