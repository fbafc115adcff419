import { invalidField, precheckPublicUrl } from '@svc/core'

export const LOGO_FIELD = 'style.logo.source'
/** Largest logo file read, from a URL or a data URI. */
export const MAX_LOGO_BYTES = 512 * 1024
const DATA_URI = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/i

/**
 * A logo source read without fetching anything: a data URI's bytes, or the HTTPS URL to fetch, or
 * the 400 naming `style.logo.source` (what the check refuses before payment: a data URI that is
 * not base64 PNG, JPEG, WebP or GIF or is too large, a URL that is not HTTPS or whose address is
 * refused without a lookup).
 */
export function logoSource(source: string): { bytes: Buffer } | { url: string } {
  const data = DATA_URI.exec(source.replace(/\s+/g, ''))
  if (data) {
    const bytes = Buffer.from(data[2]!, 'base64')
    if (bytes.length > MAX_LOGO_BYTES) throw invalidField(LOGO_FIELD, `the image has ${bytes.length} bytes, more than ${MAX_LOGO_BYTES}`, { reason: 'too_large' })
    return { bytes }
  }
  if (source.startsWith('data:')) throw invalidField(LOGO_FIELD, 'a data URI must be base64 PNG, JPEG, WebP or GIF (data:image/png;base64,...)', { reason: 'format' })
  if (!/^https:\/\//i.test(source)) throw invalidField(LOGO_FIELD, 'must be an HTTPS URL or a data URI', { reason: 'format' })
  precheckPublicUrl(source, { field: LOGO_FIELD })
  return { url: source }
}
