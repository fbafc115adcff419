import { fetchPublicUrl, invalidField, isApiError } from '@svc/core'
import sharp from 'sharp'
import type { Paint } from './colors.ts'
import type { LogoOptions } from './input.ts'
import type { LogoPlacement } from './job.ts'

const FIELD = 'style.logo.source'
/** Largest logo file read, from a URL or a data URI. */
export const MAX_LOGO_BYTES = 512 * 1024
/** Largest decoded logo (pixels): a small file that inflates to a huge image is refused before decoding. */
const MAX_LOGO_PIXELS = 16_000_000
const DATA_URI = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/i
async function logoBytes(source: string, signal: AbortSignal): Promise<Buffer> {
  const data = DATA_URI.exec(source.replace(/\s+/g, ''))
  if (data) {
    const bytes = Buffer.from(data[2]!, 'base64')
    if (bytes.length > MAX_LOGO_BYTES) throw invalidField(FIELD, `the image has ${bytes.length} bytes, more than ${MAX_LOGO_BYTES}`, { reason: 'too_large' })
    return bytes
  }
  if (source.startsWith('data:')) throw invalidField(FIELD, 'a data URI must be base64 PNG, JPEG, WebP or GIF (data:image/png;base64,...)', { reason: 'format' })
  if (!/^https:\/\//i.test(source)) throw invalidField(FIELD, 'must be an HTTPS URL or a data URI', { reason: 'format' })
  const page = await fetchPublicUrl(source, {
    field: FIELD,
    maxBytes: MAX_LOGO_BYTES,
    accept: /^\s*image\/(?:png|jpeg|webp|gif)\b/i,
    timeoutMs: 5000,
    maxRedirects: 3,
    headers: { accept: 'image/png,image/jpeg,image/webp,image/gif' },
    signal,
  })
  return page.body
}

/**
 * Reads the logo (data URI, or an HTTPS URL through core's URL guard), decodes it with limits,
 * and scales it to the pixels it will cover, re-encoded as a PNG data URI: the SVG never
 * carries caller bytes the host has not decoded itself. `signal` is the caller's request: an
 * abandoned call stops the logo's fetch.
 */
export async function loadLogo(logo: LogoOptions, size: number, codeBackground: Paint, parse: (text: string) => Paint, signal: AbortSignal): Promise<{ placement: LogoPlacement; png: Buffer }> {
  const bytes = await logoBytes(logo.source, signal)
  const side = Math.max(1, Math.ceil(logo.sizePct * size))
  let png: Buffer
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS, failOn: 'error' })
    const { format } = await image.metadata()
    if (!format || !['png', 'jpeg', 'webp', 'gif'].includes(format)) throw invalidField(FIELD, `a ${format ?? 'unknown'} image; send PNG, JPEG, WebP or GIF`, { reason: 'format' })
    png = await image.resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().timeout({ seconds: 5 }).toBuffer()
  } catch (error) {
    if (isApiError(error)) throw error
    throw invalidField(FIELD, `not an image that can be read (${error instanceof Error ? error.message.split('\n')[0] : 'decode failed'})`, { reason: 'unreadable' })
  }
  const placement = {
    href: `data:image/png;base64,${png.toString('base64')}`,
    sizePct: logo.sizePct,
    padding: logo.padding,
    background: logo.background === undefined ? codeBackground : parse(logo.background),
    cornerRadius: logo.cornerRadius,
  }
  return { placement, png }
}
