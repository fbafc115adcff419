import { fetchPublicUrl, invalidField, isApiError } from '@svc/core'
import sharp from 'sharp'
import type { Paint } from './colors.ts'
import type { LogoOptions } from './input.ts'
import type { LogoPlacement } from './job.ts'
import { LOGO_FIELD as FIELD, logoSource, MAX_LOGO_BYTES } from './logo-source.ts'

/** Largest decoded logo (pixels): a small file that inflates to a huge image is refused before decoding. */
const MAX_LOGO_PIXELS = 16_000_000

async function logoBytes(source: string, signal: AbortSignal): Promise<Buffer> {
  const read = logoSource(source)
  if ('bytes' in read) return read.bytes
  const page = await fetchPublicUrl(read.url, {
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
