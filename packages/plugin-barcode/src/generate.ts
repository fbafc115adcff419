import { binary, invalidField, type OperationContext } from '@svc/core'
import sharp from 'sharp'
import { type Paint, parseColor } from './colors.ts'
import type { BarcodeInput } from './input.ts'
import type { GradientPaint, RenderJob, RenderResult } from './job.ts'
import { loadLogo } from './logo.ts'
import { payloadOf } from './payload.ts'
import { barcodePool } from './pool.ts'

const paint = (text: string): Paint => parseColor(text)!
function foregroundOf(foreground: NonNullable<BarcodeInput['style']>['foreground']): Paint | GradientPaint {
  if (typeof foreground === 'string') return paint(foreground)
  return { type: foreground.type, rotation: foreground.rotation ?? 0, stops: foreground.stops.map((stop) => ({ offset: stop.offset, paint: paint(stop.color) })) }
}

/** PNG of the raster (with the logo laid on it), encoded by libvips on libuv's thread pool. */
async function encodePng(result: RenderResult, logo: Buffer | undefined): Promise<Buffer> {
  const image = sharp(result.rgba!, { raw: { width: result.width, height: result.height, channels: 4 } })
  if (logo && result.logoAt) {
    const { left, top, side } = result.logoAt
    const fitted = await sharp(logo).resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer()
    image.composite([{ input: fitted, left, top }])
  }
  try {
    return await image.png({ compressionLevel: 6, adaptiveFiltering: false }).timeout({ seconds: 20 }).toBuffer()
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) throw invalidField('size', 'encoding the PNG took longer than 20 s; ask for a smaller size', { reason: 'too_slow' })
    throw error
  }
}

export default async function generate({ input, signal }: OperationContext<BarcodeInput>) {
  const style = input.style ?? { modules: 'square' as const, foreground: '#000000', background: '#ffffff' }
  const background = paint(style.background)
  const job: RenderJob = {
    draw: input.output === 'svg' ? 'svg' : 'raster',
    format: input.format,
    payload: payloadOf(input.data),
    errorCorrection: input.errorCorrection ?? (style.logo ? 'H' : 'M'),
    size: input.size,
    margin: input.margin,
    modules: style.modules,
    foreground: foregroundOf(style.foreground),
    background,
  }
  const logo = style.logo ? await loadLogo(style.logo, input.size, background, paint, signal) : undefined
  // The raster gets the image laid on by the host; only the SVG embeds it.
  if (logo) job.logo = job.draw === 'svg' ? logo.placement : { ...logo.placement, href: '' }
  const result = await barcodePool.run(job, { field: 'data', signal })
  if (input.output === 'svg') return binary(result.svg!, 'image/svg+xml; charset=utf-8')
  const png = await encodePng(result, logo?.png)
  if (input.output === 'png') return binary(new Uint8Array(png), 'image/png')
  return {
    format: input.format,
    output: 'dataurl',
    contentType: 'image/png',
    width: result.width,
    height: result.height,
    modules: { columns: result.columns, rows: result.rows },
    dataUrl: `data:image/png;base64,${png.toString('base64')}`,
  }
}
