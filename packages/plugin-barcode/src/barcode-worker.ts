import bwipjs from 'bwip-js/node'
import { type BarcodeFormat, type Matrix, refuse, type RenderJob, type RenderResult } from './job.ts'
import { type Layout, layoutOf } from './layout.ts'
import { renderRaster } from './raster.ts'
import { renderSvg } from './svg.ts'

/**
 * Worker thread: encodes one payload with BWIPP (bwip-js) and draws it as SVG or RGBA pixels.
 * Encoding a long payload takes up to a second of CPU, so it never runs on the host's event loop.
 */

const SYMBOLOGY: Record<BarcodeFormat, string> = { qr: 'qrcode', aztec: 'azteccode', datamatrix: 'datamatrix', pdf417: 'pdf417' }

/** Pixels per module below which a style no longer scans: squares stay exact at 1, rounded and dots lose their shape under 3. */
const MIN_PIXELS_PER_MODULE = { square: 1, rounded: 3, dots: 3 } as const

function encode(job: RenderJob): Matrix {
  // BWIPP options as its own `name=value` text (the typings lack the per-symbology ones).
  const options = job.format === 'qr' ? `eclevel=${job.errorCorrection}` : ''
  // What bwip-js's raw() answers: bars for linear symbols, a module grid for 2D ones.
  let symbol: { bbs: number[]; bhs: number[]; sbs: number[] } | { pixs: number[]; pixx: number; pixy: number } | undefined
  try {
    symbol = bwipjs.raw(SYMBOLOGY[job.format], job.payload, options)[0]
  } catch (error) {
    const message = String(error instanceof Error ? error.message : error).replace(/^bwipp\.\w+#\d+:\s*/, '')
    throw refuse('data', 'not_encodable', `cannot be encoded as ${job.format}: ${message} (${Buffer.byteLength(job.payload)} bytes of payload)`)
  }
  if (!symbol || !('pixs' in symbol)) throw new Error(`${job.format}: the encoder returned no module grid`)
  return { columns: symbol.pixx, rows: symbol.pixy, cells: Uint8Array.from(symbol.pixs) }
}

/** The logo image's square on the raster, in whole pixels. */
function logoAt(job: RenderJob, layout: Layout): RenderResult['logoAt'] {
  if (!job.logo || !layout.logo) return undefined
  const scale = Math.min(layout.width / layout.unitsWide, layout.height / layout.unitsHigh)
  const pad = job.logo.padding / scale
  return { left: Math.round((layout.logo.x + pad) * scale), top: Math.round((layout.logo.y + pad) * scale), side: Math.max(1, Math.round((layout.logo.side - 2 * pad) * scale)) }
}

export default function renderBarcode(job: RenderJob): RenderResult {
  const matrix = encode(job)
  const unitsWide = matrix.columns + 2 * job.margin
  const needed = unitsWide * MIN_PIXELS_PER_MODULE[job.modules]
  if (job.size < needed) {
    throw refuse('size', 'too_small', `${job.size} px cannot draw ${unitsWide} modules (quiet zone included) at ${MIN_PIXELS_PER_MODULE[job.modules]} px each in ${job.modules} style; ask for size ${needed} or more`)
  }
  const layout = layoutOf(job, matrix)
  const base = { width: layout.width, height: layout.height, columns: matrix.columns, rows: matrix.rows }
  if (job.draw === 'svg') return { ...base, svg: renderSvg(job, layout, matrix.rows, matrix.columns) }
  const at = logoAt(job, layout)
  return { ...base, rgba: renderRaster(job, layout, matrix.columns, matrix.rows), ...(at ? { logoAt: at } : {}) }
}
