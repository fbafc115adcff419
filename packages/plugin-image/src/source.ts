import { fetchPublicUrl, invalidField } from '@svc/core'
import type { CompressInput } from './input.ts'

/** Largest image read, uploaded or fetched. */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024
const DATA_URI = /^data:image\/[\w.+-]+;base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
/**
 * The bytes of the image: base64 (or a base64 data URI) as given, or fetched through core's URL
 * guard. `signal` is the caller's request: an abandoned call stops the fetch.
 */
export async function imageBytes(input: CompressInput, signal: AbortSignal): Promise<{ bytes: Buffer; field: 'image' | 'url' }> {
  if ((input.image === undefined) === (input.url === undefined)) {
    throw invalidField(input.image === undefined ? 'image' : 'url', 'Give exactly one of image (base64) and url')
  }
  if (input.image !== undefined) {
    const text = input.image.replace(DATA_URI, '').replace(/\s+/g, '')
    if (!BASE64.test(text) || text.length % 4 === 1) throw invalidField('image', 'must be base64 (or a data:image/...;base64, URI)', { reason: 'format' })
    const bytes = Buffer.from(text, 'base64')
    if (bytes.length > MAX_INPUT_BYTES) throw invalidField('image', `${bytes.length} bytes, more than ${MAX_INPUT_BYTES}`, { reason: 'too_large' })
    return { bytes, field: 'image' }
  }
  const page = await fetchPublicUrl(input.url!, {
    field: 'url',
    maxBytes: MAX_INPUT_BYTES,
    accept: /^\s*image\//i,
    timeoutMs: 10_000,
    maxRedirects: 3,
    headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
    signal,
  })
  return { bytes: page.body, field: 'url' }
}
