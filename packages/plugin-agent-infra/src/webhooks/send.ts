import { postSigned, webhookBackoffMs, type AttemptOutcome } from '@svc/core'
import type { Delivery } from './outbox.ts'
import type { WebhookSettings } from './settings.ts'
import { targetPolicy } from './target.ts'

export type { AttemptOutcome }

/** One signed POST of a delivery (core's Standard Webhooks delivery: URL guard at connect time, no redirects). */
export function attempt(delivery: Delivery, target: { url: string; secret: string }, settings: WebhookSettings, now: number): Promise<AttemptOutcome> {
  return postSigned({ id: delivery.id, body: delivery.body, url: target.url, secret: target.secret, timeoutMs: settings.timeoutMs, policy: targetPolicy(settings) }, now)
}

/** Exponential backoff (x4 per attempt) with jitter in [d/2, d], at least what Retry-After asks, capped. */
export function backoffMs(attempts: number, settings: WebhookSettings, retryAfterMs = 0, random = Math.random): number {
  return webhookBackoffMs(attempts, settings, retryAfterMs, random)
}
