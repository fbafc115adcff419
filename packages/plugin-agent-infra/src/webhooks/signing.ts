import { createHmac, randomBytes } from 'node:crypto'

/**
 * Standard Webhooks (standardwebhooks.com) symmetric signing: the secret is `whsec_` and
 * 32 random bytes in base64; the signature `v1,<base64 HMAC-SHA256>` covers `id.timestamp.body`.
 */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`
}

/** An id that sorts by creation time and cannot be guessed (96 random bits): `<prefix>_<time><random>`. */
export function newId(prefix: string, now = Date.now()): string {
  return `${prefix}_${now.toString(36).padStart(9, '0')}${randomBytes(12).toString('hex')}`
}
