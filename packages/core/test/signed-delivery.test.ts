import { describe, expect, it } from 'vitest'
import { signWebhook, webhookBackoffMs } from '../src/webhooks/signed-delivery.ts'

describe('Standard Webhooks signing and backoff', () => {
  it('signs id.timestamp.body with HMAC-SHA256 of the base64 secret (Standard Webhooks test vector)', () => {
    // The example of the Standard Webhooks reference libraries.
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')
  })

  it('backs off exponentially (x4) with jitter in [d/2, d], honours Retry-After, and caps', () => {
    const limits = { retryBaseMs: 1000, retryMaxMs: 60_000 }
    expect(webhookBackoffMs(1, limits, 0, () => 0)).toBe(500)
    expect(webhookBackoffMs(1, limits, 0, () => 1)).toBe(1000)
    expect(webhookBackoffMs(3, limits, 0, () => 1)).toBe(16_000)
    expect(webhookBackoffMs(9, limits, 0, () => 1)).toBe(60_000)
    expect(webhookBackoffMs(1, limits, 30_000, () => 0)).toBe(30_000)
    const spread = new Set(Array.from({ length: 50 }, () => webhookBackoffMs(2, limits)))
    expect(spread.size).toBeGreaterThan(10)
  })
})
