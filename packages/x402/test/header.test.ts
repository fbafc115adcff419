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

  it('reads a payload with letters outside ASCII as UTF-8, in the standard and the URL-safe alphabet', () => {
    const payment = { x402Version: 2, resource: { url: 'https://example.org/café/日本' }, accepted: { scheme: 'exact', network: 'eip155:84532', amount: '1', asset: '0xa', payTo: '0xb' }, payload: { note: 'naïve ✓' } }
    const text = JSON.stringify(payment)
    for (const header of [Buffer.from(text).toString('base64'), Buffer.from(text).toString('base64url')]) {
      const decoded = decodePaymentHeader(new Headers({ 'payment-signature': header }))
      expect(decoded.raw).toEqual(payment)
    }
  })
})
