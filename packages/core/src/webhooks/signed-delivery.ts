import { createHmac, randomBytes } from 'node:crypto'
import { isApiError } from '../errors.ts'
import { publicAddressesOnly, type AddressPolicy } from '../url-guard/address-policy.ts'
import { fetchPublicUrl } from '../url-guard/fetch-public.ts'

/**
 * Standard Webhooks (standardwebhooks.com) signed delivery, for every part of a host that sends
 * webhooks: the secret is `whsec_` and 32 random bytes in base64; the signature
 * `v1,<base64 HMAC-SHA256>` covers `id.timestamp.body`.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`
}

/** Public unicast addresses only; a test host may also allow 127.0.0.1 (and nothing else private). */
export function webhookTargetPolicy(allowLoopbackForTests: boolean): AddressPolicy {
  if (!allowLoopbackForTests) return publicAddressesOnly
  return (address, family) => publicAddressesOnly(address, family) || address === '127.0.0.1' || address === '::ffff:127.0.0.1'
}

/** What one attempt came to. `retry`: try again later; `gone`: the target asked to stop (410). */
export type AttemptOutcome =
  | { result: 'delivered'; status: number }
  | { result: 'retry'; status: number | null; error: string; retryAfterMs?: number }
  | { result: 'refused'; status: number | null; error: string }
  | { result: 'gone'; status: 410; error: string }

export interface SignedPost {
  id: string
  body: string
  url: string
  secret: string
  timeoutMs: number
  policy: AddressPolicy
  userAgent?: string
}

/**
 * One signed POST. The URL guard checks the target's addresses at connect time (after DNS), so a
 * name that now resolves to a private address is refused; redirects are not followed (Standard
 * Webhooks counts a 3xx as a failure), so a redirect never reaches another host.
 */
export async function postSigned(post: SignedPost, now = Date.now()): Promise<AttemptOutcome> {
  const timestamp = Math.floor(now / 1000)
  try {
    const answer = await fetchPublicUrl(post.url, {
      method: 'POST',
      body: post.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': post.userAgent ?? 'svc-webhooks/1',
        'webhook-id': post.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(post.secret, post.id, timestamp, post.body),
      },
      maxRedirects: 0,
      anyStatus: true,
      maxBytes: 1024,
      overflow: 'truncate',
      timeoutMs: post.timeoutMs,
      policy: post.policy,
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
export function webhookBackoffMs(attempts: number, limits: { retryBaseMs: number; retryMaxMs: number }, retryAfterMs = 0, random = Math.random): number {
  const delay = Math.min(limits.retryMaxMs, limits.retryBaseMs * 4 ** Math.max(0, attempts - 1))
  return Math.min(limits.retryMaxMs, Math.max(retryAfterMs, Math.round(delay / 2 + (random() * delay) / 2)))
}
