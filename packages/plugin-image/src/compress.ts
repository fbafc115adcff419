import { binary, ConcurrencyLimiter, invalidField, type OperationContext } from '@svc/core'
import sharp, { type FormatEnum, type Metadata } from 'sharp'
import type { CompressInput } from './input.ts'
import { imageBytes } from './source.ts'

/** Largest decoded image (pixels): a small file that inflates to a huge image is refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000
/**
 * Largest output per format. libvips' timeout does not reach inside the AVIF encoder (libaom) or
 * PNG quantization (libimagequant), so their cost is bounded by size instead, from measurements
 * on a loaded 2-core machine: AVIF (effort 2) about 1.7 s per megapixel, palette PNG (effort 1)
 * 1.5 s, lossless PNG 0.7 s, WebP and JPEG under 0.4 s.
 */
export const MAX_OUTPUT_PIXELS: Record<'jpeg' | 'png' | 'palette' | 'webp' | 'avif', number> = { jpeg: 25_000_000, webp: 25_000_000, png: 16_000_000, palette: 4_000_000, avif: 4_000_000 }
/** libvips stops a pipeline running longer; tests lower it. */
export const limits = { timeoutSeconds: 15 }
/**
 * Two images at once, 16 more waiting, then 503 with Retry-After: libvips works off the event
 * loop, but each image holds its pixels in memory while it is processed.
 */
const limiter = new ConcurrencyLimiter(2, { maxWaiting: 16, name: 'image' })

type Format = 'jpeg' | 'png' | 'webp' | 'avif'
const READABLE = ['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff']
const MIME: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }
/** `auto` keeps the input's format where it can be written; GIF and TIFF become PNG (with alpha) or JPEG. */
function formatFor(requested: CompressInput['format'], meta: Metadata): Format {
  if (requested !== 'auto') return requested
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format
  if (meta.format === 'heif') return 'avif'
  return meta.hasAlpha || meta.format === 'gif' ? 'png' : 'jpeg'
}

function encoderOptions(format: Format, quality: number): Record<string, unknown> {
  if (format === 'jpeg') return { quality, mozjpeg: true }
  // PNG under 100: quantized to a palette (like pngquant); at 100 lossless.
  if (format === 'png') return quality < 100 ? { palette: true, quality, compressionLevel: 9, effort: 1 } : { compressionLevel: 9, adaptiveFiltering: false }
  if (format === 'avif') return { quality, effort: 2 }
  return { quality, effort: 4 }
}

/** Pixels of the resized image (the box itself for fill, cover and contain). */
function outputPixels(input: CompressInput, width: number, height: number): number {
  if (!input.width && !input.height) return width * height
  if (input.width && input.height && ['fill', 'cover', 'contain'].includes(input.fit)) return input.width * input.height
  const scales = [input.width && input.width / width, input.height && input.height / height].filter((scale): scale is number => Boolean(scale))
  let scale = input.fit === 'outside' ? Math.max(...scales) : Math.min(...scales)
  if (input.withoutEnlargement) scale = Math.min(scale, 1)
  return Math.round(width * scale) * Math.round(height * scale)
}

async function compressBytes(bytes: Buffer, field: 'image' | 'url', input: CompressInput) {
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  let meta: Metadata
  try {
    meta = await open().metadata()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/pixel limit/i.test(message)) throw invalidField(field, `the image has more than ${MAX_INPUT_PIXELS} pixels`, { reason: 'too_many_pixels' })
    throw invalidField(field, 'not an image that can be read (JPEG, PNG, WebP, AVIF, GIF or TIFF)', { reason: 'unreadable' })
  }
  if (!meta.format || !READABLE.includes(meta.format)) throw invalidField(field, `${meta.format ?? 'this'} images are not compressed here; send JPEG, PNG, WebP, AVIF, GIF or TIFF`, { reason: 'format' })
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw invalidField(field, `the image has ${meta.width}x${meta.height} pixels, more than ${MAX_INPUT_PIXELS}`, { reason: 'too_many_pixels' })
  if (outputPixels(input, meta.width ?? 0, meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw invalidField(input.width ? 'width' : 'height', `the resized image would have more than ${MAX_INPUT_PIXELS} pixels`, { reason: 'too_many_pixels' })
  }
  const format = formatFor(input.format, meta)
  const cap = MAX_OUTPUT_PIXELS[format === 'png' && input.quality < 100 ? 'palette' : format]
  const pixels = outputPixels(input, meta.width ?? 0, meta.height ?? 0)
  if (pixels > cap) {
    throw invalidField('width', `${format.toUpperCase()} output is limited to ${cap} pixels${format === 'png' && input.quality < 100 ? ' at quality under 100' : ''} and this would have ${pixels}; give a width or height to scale it down`, { reason: 'too_many_pixels' })
  }
  // Turned upright by its EXIF orientation; metadata dropped unless asked to keep it.
  let pipeline = open().rotate()
  if (input.width || input.height) {
    pipeline = pipeline.resize({ width: input.width, height: input.height, fit: input.fit, withoutEnlargement: input.withoutEnlargement, background: input.background })
  }
  if (format === 'jpeg') pipeline = pipeline.flatten({ background: input.background })
  if (input.keepMetadata) pipeline = pipeline.keepMetadata()
  try {
    const { data, info } = await pipeline.toFormat(format as keyof FormatEnum, encoderOptions(format, input.quality)).timeout({ seconds: limits.timeoutSeconds }).toBuffer({ resolveWithObject: true })
    return { data, info, format, meta }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/timeout/i.test(message)) throw invalidField(field, `processing took longer than ${limits.timeoutSeconds} s and was stopped; send a smaller image or ask for a smaller size`, { reason: 'too_slow' })
    throw invalidField(field, `the image could not be decoded (${message.split('\n')[0]})`, { reason: 'unreadable' })
  }
}

export default async function compress({ input, signal }: OperationContext<CompressInput>) {
  const { bytes, field } = await imageBytes(input, signal)
  const { data, info, format, meta } = await limiter.run(() => compressBytes(bytes, field, input))
  const stats = { format, width: info.width, height: info.height, bytes: data.length, originalBytes: bytes.length }
  if (input.output === 'json') {
    return {
      ...stats,
      savedBytes: bytes.length - data.length,
      ratio: Math.round((data.length / bytes.length) * 10_000) / 10_000,
      contentType: MIME[format],
      input: { format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height },
      data: data.toString('base64'),
    }
  }
  return binary(new Uint8Array(data), MIME[format], {
    'x-image-width': String(info.width),
    'x-image-height': String(info.height),
    'x-original-bytes': String(bytes.length),
    'x-compressed-bytes': String(data.length),
  })
}
