import { fetchPublicUrl, isApiError } from '@svc/core'
import type { Delivery } from './outbox.ts'
import type { WebhookSettings } from './settings.ts'
import { sign } from './signing.ts'
import { targetPolicy } from './target.ts'

/** What one attempt came to. `retry`: try again later; `gone`: the target asked to stop (410). */
export type AttemptOutcome =
  | { result: 'delivered'; status: number }
  | { result: 'retry'; status: number | null; error: string; retryAfterMs?: number }
  | { result: 'refused'; status: number | null; error: string }
  | { result: 'gone'; status: 410; error: string }

/**
 * One signed POST. The URL guard checks the target's addresses at connect time (after DNS), so a
 * name that now resolves to a private address is refused; redirects are not followed (Standard
 * Webhooks counts a 3xx as a failure), so a redirect never reaches another host.
 */
export async function attempt(delivery: Delivery, target: { url: string; secret: string }, settings: WebhookSettings, now = Date.now()): Promise<AttemptOutcome> {
  const timestamp = Math.floor(now / 1000)
  try {
    const answer = await fetchPublicUrl(target.url, {
      method: 'POST',
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'svc-webhooks/1',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': sign(target.secret, delivery.id, timestamp, delivery.body),
      },
      maxRedirects: 0,
      anyStatus: true,
      maxBytes: 1024,
      overflow: 'truncate',
      timeoutMs: settings.timeoutMs,
      policy: targetPolicy(settings),
    })
    if (answer.status >= 200 && answer.status < 300) return { result: 'delivered', status: answer.status }
    if (answer.status === 410) return { result: 'gone', status: 410, error: 'the target answered 410 Gone: deliveries to it are stopped' }
    const retryAfterMs = retryAfter(answer.headers['retry-after'], now)
    const error = answer.status >= 300 && answer.status < 400 ? `HTTP ${answer.status}: redirects are not followed, give the final URL` : `HTTP ${answer.status}`
    return retryAfterMs === undefined ? { result: 'retry', status: answer.status, error } : { result: 'retry', status: answer.status, error, retryAfterMs }
  } catch (error) {
    if (isApiError(error) && error.details?.['reason'] === 'forbidden_address') return { result: 'refused', status: null, error: error.message }
    return { result: 'retry', status: null, error: isApiError(error) ? error.message : 'the target could not be reached' }
  }
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfter(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined
}

/** Exponential backoff (x4 per attempt) with jitter in [d/2, d], at least what Retry-After asks, capped. */
export function backoffMs(attempts: number, settings: WebhookSettings, retryAfterMs = 0, random = Math.random): number {
  const delay = Math.min(settings.retryMaxMs, settings.retryBaseMs * 4 ** Math.max(0, attempts - 1))
  return Math.min(settings.retryMaxMs, Math.max(retryAfterMs, Math.round(delay / 2 + (random() * delay) / 2)))
}
