import type { Paint } from './colors.ts'

export type BarcodeFormat = 'qr' | 'aztec' | 'datamatrix' | 'pdf417'
export type ModuleStyle = 'square' | 'rounded' | 'dots'

export interface GradientPaint {
  type: 'linear' | 'radial'
  stops: Array<{ offset: number; paint: Paint }>
  rotation: number
}

/** The logo as the renderer places it: a PNG already decoded, scaled and re-encoded on the host. */
export interface LogoPlacement {
  href: string
  sizePct: number
  /** Output pixels around the image inside its box. */
  padding: number
  background: Paint
  cornerRadius: number
}

/** What the worker thread receives: plain data, no functions (structured clone). */
export interface RenderJob {
  /** `svg` answers the document; `raster` the RGBA pixels (PNG is encoded on the host). */
  draw: 'svg' | 'raster'
  format: BarcodeFormat
  payload: string
  errorCorrection: 'L' | 'M' | 'Q' | 'H'
  size: number
  margin: number
  modules: ModuleStyle
  foreground: Paint | GradientPaint
  background: Paint
  logo?: LogoPlacement
}

export interface RenderResult {
  svg?: string
  /** width x height x 4 bytes, not premultiplied. */
  rgba?: Uint8Array
  /** Where the logo image goes on the raster, in pixels. */
  logoAt?: { left: number; top: number; side: number }
  /** Output size in pixels. */
  width: number
  height: number
  /** The symbol's grid without the quiet zone (PDF417 rows count their row height). */
  columns: number
  rows: number
}

/** A module grid: `cells[y * columns + x]` is 1 for a dark module. */
export interface Matrix {
  columns: number
  rows: number
  cells: ArrayLike<number>
}

/** A limit the worker refuses with: the pool turns it into a 400 naming `field`. */
export function refuse(field: string, reason: string, message: string): Error {
  return Object.assign(new Error(message), { field, reason })
}
