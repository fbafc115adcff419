import { createError } from '../errors.ts'
import type { StateStore } from '../state/types.ts'

/** A token bucket: `perSecond` tokens come back each second, up to `burst`. */
export interface RateRule {
  perSecond: number
  burst: number
}

/** The operator's limits (`payments.rateLimits`): per payer wallet for paid calls, per client address for unpaid and trial ones. */
export interface RateLimits {
  paid?: RateRule | undefined
  unpaid?: RateRule | undefined
  trial?: RateRule | undefined
  /** Per operation id, over the defaults above. */
  operations?: Record<string, { paid?: RateRule | undefined; unpaid?: RateRule | undefined; trial?: RateRule | undefined }> | undefined
}

type Bucket = { tokens: number; at: number }
export type Traffic = 'paid' | 'unpaid' | 'trial'

/**
 * Token buckets on the shared state, so every host counts against one bucket per payer or client
 * (Redis); a compare-and-set takes each token. A refused call answers 429 with `Retry-After`.
 */
export function createRateLimiter(state: StateStore, limits: RateLimits, now: () => number = Date.now, onThrottle?: (traffic: Traffic, who: string) => void | Promise<void>) {
  const ruleOf = (traffic: Traffic, operation: string) => limits.operations?.[operation]?.[traffic] ?? limits[traffic]
  return {
    /** True when any limit is configured: otherwise the pipeline skips the limiter altogether. */
    active: Boolean(limits.paid || limits.unpaid || limits.trial || Object.keys(limits.operations ?? {}).length),
    async take(traffic: Traffic, who: string, operation: string): Promise<void> {
      const rule = ruleOf(traffic, operation)
      if (!rule) return
      const key = `pay:rate:${traffic}:${limits.operations?.[operation]?.[traffic] ? `${operation}:` : ''}${who}`
      for (let tries = 0; tries < 10; tries++) {
        const at = now()
        const current = await state.get<Bucket>(key)
        const refilled = current ? Math.min(rule.burst, current.tokens + ((at - current.at) / 1000) * rule.perSecond) : rule.burst
        if (refilled < 1) {
          await onThrottle?.(traffic, who)
          const seconds = Math.max(1, Math.ceil((1 - refilled) / rule.perSecond))
          throw createError('RATE_LIMITED', `Too many ${traffic} calls from ${who}: at most ${rule.perSecond}/s (bursts of ${rule.burst}); retry in ${seconds} s`, {
            headers: { 'retry-after': String(seconds) },
            details: { reason: 'rate_limited', retryAfter: seconds },
          })
        }
        const next: Bucket = { tokens: refilled - 1, at }
        const ttl = { ttlMs: Math.ceil((rule.burst / rule.perSecond) * 1000) + 1000 }
        if (current ? await state.compareAndSet(key, current, next, ttl) : await state.setIfAbsent(key, next, ttl)) return
      }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
