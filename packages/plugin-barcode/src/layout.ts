import { type Matrix, refuse, type RenderJob } from './job.ts'

/** A square in module units, quiet zone included. */
export interface Box {
  x: number
  y: number
  side: number
}

/** Where everything goes, shared by the SVG and the raster renderer so both draw the same picture. */
export interface Layout {
  /** Module units across and down, quiet zone included. */
  unitsWide: number
  unitsHigh: number
  /** Output pixels. */
  width: number
  height: number
  /** Dark modules drawn (those under the logo are left out). */
  filled: (x: number, y: number) => boolean
  /** Modules the dots style still draws joined (finder patterns). */
  keep: (x: number, y: number) => boolean
  logo: Box | undefined
  /** Linear gradients run along this segment (before rotation about the centre); radial ones fill this radius. */
  gradient: { x1: number; x2: number; cx: number; cy: number; r: number }
}

/**
 * Modules that 'dots' still draws joined, so scanners lock on: a QR code's three finder patterns,
 * an Aztec code's bullseye core (15x15 covers compact and full symbols), and a Data Matrix's
 * finder and clock tracks along its edges.
 */
function finderPatterns(job: RenderJob, matrix: Matrix): (x: number, y: number) => boolean {
  const { columns: w, rows: h } = matrix
  if (job.format === 'qr') return (x, y) => (x < 7 && y < 7) || (x >= w - 7 && y < 7) || (x < 7 && y >= h - 7)
  if (job.format === 'aztec') {
    const c = (w - 1) / 2
    return (x, y) => Math.abs(x - c) <= 7 && Math.abs(y - c) <= 7
  }
  if (job.format === 'datamatrix') return (x, y) => x === 0 || y === 0 || x === w - 1 || y === h - 1
  return () => false
}

/**
 * Share of a QR code's modules a logo may cover at each error correction level: about half of
 * what the level restores (L 7%, M 15%, Q 25%, H 30%), 60% at H. Measured with ZXing over three
 * payload lengths and logo sizes 0.1-0.4: every code within these limits decoded, and the first
 * failures came at 52% (Q) and 67% (H) of the restorable share.
 */
export const LOGO_COVER_LIMIT = { L: 0.035, M: 0.075, Q: 0.125, H: 0.18 } as const
/** Finder pattern plus separator: a logo must stay clear of them. */
const FINDER = 8

/** The logo's box, centred on the symbol, refused when it would cover finders or more than error correction restores. */
function logoBox(job: RenderJob, matrix: Matrix): Box | undefined {
  if (!job.logo) return undefined
  const n = matrix.columns
  const pixelsPerUnit = job.size / (n + 2 * job.margin)
  const side = job.logo.sizePct * n + (2 * job.logo.padding) / pixelsPerUnit
  const start = (n - side) / 2
  if (start < FINDER) {
    throw refuse('style.logo.sizePct', 'logo_too_large', `with its padding the logo (${side.toFixed(1)} modules) would cover the finder patterns of this ${n}x${n} code; lower sizePct or padding, or encode more data`)
  }
  const covered = ((Math.ceil(start + side) - Math.floor(start)) ** 2) / (n * n)
  const allowed = LOGO_COVER_LIMIT[job.errorCorrection]
  if (covered > allowed) {
    throw refuse('style.logo.sizePct', 'logo_too_large', `the logo covers ${(covered * 100).toFixed(1)}% of the code; errorCorrection ${job.errorCorrection} leaves room for ${(allowed * 100).toFixed(1)}%; lower sizePct or padding, or raise errorCorrection`)
  }
  return { x: start + job.margin, y: start + job.margin, side }
}

export function layoutOf(job: RenderJob, matrix: Matrix): Layout {
  const m = job.margin
  const unitsWide = matrix.columns + 2 * m
  const unitsHigh = matrix.rows + 2 * m
  const logo = logoBox(job, matrix)
  const under = (x: number, y: number) => logo !== undefined && x + m + 1 > logo.x && x + m < logo.x + logo.side && y + m + 1 > logo.y && y + m < logo.y + logo.side
  return {
    unitsWide,
    unitsHigh,
    width: job.size,
    height: Math.max(1, Math.round((job.size * unitsHigh) / unitsWide)),
    filled: (x, y) => x >= 0 && y >= 0 && x < matrix.columns && y < matrix.rows && matrix.cells[y * matrix.columns + x] === 1 && !under(x, y),
    keep: finderPatterns(job, matrix),
    logo,
    gradient: { x1: m, x2: m + matrix.columns, cx: unitsWide / 2, cy: unitsHigh / 2, r: Math.hypot(matrix.columns, matrix.rows) / 2 },
  }
}
