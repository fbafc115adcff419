import type { Rect } from './canvas.ts'
import { type Face, measure } from './fonts.ts'
import { type CountdownJob, refuse } from './job.ts'

export interface CellLayout {
  panel: Rect
  centerX: number
  label: string
}

export interface CountdownLayout {
  digitSize: number
  labelSize: number
  spacing: number
  labelSpacing: number
  cells: CellLayout[]
  dividers: Array<Rect & { centerX: number }>
  digitBaseline: number
  labelBaseline: number
  /** The block of cells and dividers. */
  content: Rect
}

/** Smallest digit size drawn when fitting the block into the image. */
const MIN_DIGIT_SIZE = 8

/**
 * Places the cells (digits over labels) and dividers, centred. When the block at the requested
 * sizes is wider or taller than the image less its padding, every size shrinks by one factor.
 */
export function layoutCountdown(job: CountdownJob, digitFace: Face, labelFace: Face, digitCounts: number[]): CountdownLayout {
  const availableWidth = job.width - 2 * job.padding
  const availableHeight = job.height - 2 * job.padding
  if (availableWidth < 40 || availableHeight < 20) {
    throw refuse('padding', 'no_room', `padding ${job.padding} leaves ${availableWidth}x${availableHeight} px of a ${job.width}x${job.height} image; at least 40x20 px must remain`)
  }
  const labels = job.showDays ? job.labels : job.labels.slice(1)
  let factor = 1
  for (let attempt = 0; attempt < 4; attempt++) {
    const laid = place(job, digitFace, labelFace, digitCounts, labels, factor)
    const fit = Math.min(availableWidth / laid.content.width, availableHeight / laid.content.height)
    if (fit >= 0.999) return laid
    factor *= fit * 0.99
  }
  throw refuse('width', 'no_room', `the countdown does not fit ${job.width}x${job.height} px with padding ${job.padding}; enlarge width or height, or lower the font sizes and paddings`)
}

function place(job: CountdownJob, digitFace: Face, labelFace: Face, digitCounts: number[], labels: string[], factor: number): CountdownLayout {
  const digitSize = job.digitFontSize * factor
  if (digitSize < MIN_DIGIT_SIZE) throw refuse('width', 'no_room', `the countdown does not fit ${job.width}x${job.height} px with padding ${job.padding} even with ${MIN_DIGIT_SIZE} px digits`)
  const labelSize = job.labelFontSize * factor
  const padding = job.cellPadding * factor
  const spacing = job.letterSpacing * factor
  const labelSpacing = spacing / 2
  const digitBox = digitSize * 1.2
  const labelBox = job.showLabels ? job.labelPaddingY * factor + labelSize * 1.25 : 0
  const height = padding * 2 + digitBox + labelBox
  const widths = digitCounts.map((count, i) => Math.max(
    measure(digitFace, '0'.repeat(count), digitSize, spacing),
    job.showLabels ? measure(labelFace, labels[i]!, labelSize, labelSpacing) : 0,
  ) + 2 * padding)
  const dividerWidth = measure(digitFace, job.dividerChar, digitSize, spacing) + digitSize * 0.3
  const width = widths.reduce((sum, w) => sum + w, 0) + dividerWidth * (widths.length - 1)
  const x0 = (job.width - width) / 2
  const y0 = (job.height - height) / 2
  const cells: CellLayout[] = []
  const dividers: CountdownLayout['dividers'] = []
  let x = x0
  widths.forEach((w, i) => {
    cells.push({ panel: { x, y: y0, width: w, height }, centerX: x + w / 2, label: labels[i]! })
    x += w
    if (i < widths.length - 1) {
      dividers.push({ x, y: y0, width: dividerWidth, height, centerX: x + dividerWidth / 2 })
      x += dividerWidth
    }
  })
  const digitBaseline = y0 + padding + (digitBox + digitFace.capHeight * digitSize) / 2 + job.digitPaddingY * factor
  const labelBaseline = y0 + padding + digitBox + job.labelPaddingY * factor + (labelSize * 1.25 + labelFace.capHeight * labelSize) / 2
  return { digitSize, labelSize, spacing, labelSpacing, cells, dividers, digitBaseline, labelBaseline, content: { x: x0, y: y0, width, height } }
}
