import { fetchPublicUrl, invalidField } from '@svc/core'
import { addressPolicy } from '@svc/providers/web-page'

const MAX_BYTES = 1024 * 1024

/** The image formats models take, recognised by their first bytes (the Content-Type is not trusted). */
function sniff(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (/^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif'
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp'
  return undefined
}

/**
 * A caller's image (JPEG, PNG, GIF or WebP, at most 1 MB) through core's URL guard: its bytes, and a
 * data URL for the model. `signal` is the caller's request: an abandoned call stops the fetch.
 */
export async function fetchImage(url: string, signal: AbortSignal, field = 'imageUrl'): Promise<{ dataUrl: string; type: string; bytes: number; body: Buffer }> {
  const image = await fetchPublicUrl(url, {
    field,
    maxBytes: MAX_BYTES,
    accept: /^\s*image\/(?:jpeg|jpg|png|gif|webp)\b/i,
    timeoutMs: 15_000,
    maxRedirects: 5,
    headers: { accept: 'image/jpeg,image/png,image/gif,image/webp' },
    policy: addressPolicy,
    signal,
  })
  const type = sniff(image.body)
  if (!type) throw invalidField(field, `the content is not a JPEG, PNG, GIF or WebP image`, { reason: 'content_type' })
  return { dataUrl: `data:${type};base64,${image.body.toString('base64')}`, type, bytes: image.body.byteLength, body: image.body }
}
