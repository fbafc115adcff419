import type { Rgb } from './canvas.ts'
import type { Family, Weight } from './fonts.ts'
import type { TemplateName } from './templates.ts'

/** What the worker thread receives (plain data): every option resolved, colours as RGB. */
export interface CountdownJob {
  /** Milliseconds from the request's time to the end date (negative when past). */
  remainingMs: number
  seconds: number
  fps: number
  width: number
  height: number
  padding: number
  cellPadding: number
  digitFontSize: number
  labelFontSize: number
  labelPaddingY: number
  digitPaddingY: number
  letterSpacing: number
  bg: Rgb
  fg: Rgb
  labelColor: Rgb
  dividerColor: Rgb
  template: TemplateName
  digitFont: Family
  labelFont: Family
  digitWeight: Weight
  showLabels: boolean
  showDays: boolean
  dividerChar: string
  expiredText: string | undefined
  /** Days, hours, minutes, seconds. */
  labels: [string, string, string, string]
  /** The GIF may not grow past this many bytes. */
  maxBytes: number
}

export interface CountdownResult {
  gif: Uint8Array
  frames: number
}

/** A limit the worker refuses with: the pool turns it into a 400 naming `field`. */
export function refuse(field: string, reason: string, message: string): Error {
  return Object.assign(new Error(message), { field, reason })
}
