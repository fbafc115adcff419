import { randomBytes } from 'node:crypto'

/**
 * Standard Webhooks (standardwebhooks.com) symmetric signing, shared with the host's payment events:
 * the secret is `whsec_` and 32 random bytes in base64; the signature `v1,<base64 HMAC-SHA256>`
 * covers `id.timestamp.body`.
 */
export { newWebhookSecret as newSecret, signWebhook as sign } from '@svc/core'

/** An id that sorts by creation time and cannot be guessed (96 random bits): `<prefix>_<time><random>`. */
export function newId(prefix: string, now: number): string {
  return `${prefix}_${now.toString(36).padStart(9, '0')}${randomBytes(12).toString('hex')}`
}
