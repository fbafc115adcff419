import { type Canvas, copyRect, createCanvas, drawMask, fillRoundRect, type Rect, type Rgb, blur, mix } from './canvas.ts'
import { type Face, faceOf, measure, textMask } from './fonts.ts'
import type { Mask } from './rasterize.ts'
import type { CountdownJob } from './job.ts'
import { type CountdownLayout, layoutCountdown } from './layout.ts'
import { type Template, TEMPLATES } from './templates.ts'

const WHITE: Rgb = [255, 255, 255]

/** The static picture (background, panels, labels) and how to draw what changes on it. */
export interface Scene {
  template: Template
  layout: CountdownLayout
  base: Canvas
  /** The picture once the end has passed, when there is an expired text. */
  expired: Canvas | undefined
  drawDigits(canvas: Canvas, cell: number, text: string): Rect
  drawDivider(canvas: Canvas, divider: number, on: boolean): Rect
}

/** The blurred copy of a text mask (neon glow), made once per mask and GIF. */
function glowOf(glows: Map<Mask, Mask>, mask: Mask, size: number): Mask {
  let glow = glows.get(mask)
  if (!glow) {
    glow = blur(mask, Math.max(1, Math.round(size / 16)))
    glows.set(mask, glow)
  }
  return glow
}

/** Draws a line of text centred on `centerX`, with a glow under it for neon. */
function drawText(canvas: Canvas, glows: Map<Mask, Mask>, face: Face, text: string, size: number, spacing: number, centerX: number, baseline: number, color: Rgb, glow: boolean, within: Rect): void {
  const mask = textMask(face, text, size, spacing)
  const x = centerX - measure(face, text, size, spacing) / 2
  if (glow) {
    drawMask(canvas, glowOf(glows, mask, size), x, baseline, color, 0.9, within)
    drawMask(canvas, mask, x, baseline, mix(color, WHITE, 0.55), 1, within)
  } else drawMask(canvas, mask, x, baseline, color, 1, within)
}

function drawPanels(canvas: Canvas, job: CountdownJob, template: Template, layout: CountdownLayout): void {
  if (template.cells === 'none') return
  for (const { panel } of layout.cells) {
    const radius = template.radius * panel.height
    if (template.cells === 'card') {
      fillRoundRect(canvas, panel, radius, mix(job.bg, job.fg, 0.18))
      fillRoundRect(canvas, { x: panel.x + 1, y: panel.y + 1, width: panel.width - 2, height: panel.height - 2 }, Math.max(0, radius - 1), mix(job.bg, WHITE, 0.85))
    } else fillRoundRect(canvas, panel, radius, mix(job.bg, job.fg, 0.08))
  }
}

export function buildScene(job: CountdownJob, digitCounts: number[]): Scene {
  const template = TEMPLATES[job.template]
  const glows = new Map<Mask, Mask>()
  const digitFace = faceOf(job.digitFont, job.digitWeight)
  const labelFace = faceOf(job.labelFont, 'regular')
  const layout = layoutCountdown(job, digitFace, labelFace, digitCounts)
  const base = createCanvas(job.width, job.height, job.bg)
  drawPanels(base, job, template, layout)
  if (job.showLabels) {
    for (const cell of layout.cells) {
      drawText(base, glows, labelFace, cell.label, layout.labelSize, layout.labelSpacing, cell.centerX, layout.labelBaseline, job.labelColor, false, cell.panel)
    }
  }
  let expired: Canvas | undefined
  if (job.expiredText) {
    expired = createCanvas(job.width, job.height, job.bg)
    const room = job.width - 2 * job.padding
    const natural = measure(digitFace, job.expiredText, layout.digitSize, layout.spacing)
    const size = natural > room ? (layout.digitSize * room) / natural : layout.digitSize
    const baseline = job.height / 2 + (digitFace.capHeight * size) / 2
    drawText(expired, glows, digitFace, job.expiredText, size, layout.spacing * (size / layout.digitSize), job.width / 2, baseline, job.fg, template.glow, { x: 0, y: 0, width: job.width, height: job.height })
  }
  return {
    template,
    layout,
    base,
    expired,
    drawDigits(canvas, index, text) {
      const cell = layout.cells[index]!
      copyRect(base, canvas, cell.panel)
      drawText(canvas, glows, digitFace, text, layout.digitSize, layout.spacing, cell.centerX, layout.digitBaseline, job.fg, template.glow, cell.panel)
      return cell.panel
    },
    drawDivider(canvas, index, on) {
      const divider = layout.dividers[index]!
      copyRect(base, canvas, divider)
      if (on) drawText(canvas, glows, digitFace, job.dividerChar, layout.digitSize, layout.spacing, divider.centerX, layout.digitBaseline, job.dividerColor, template.glow, divider)
      return divider
    },
  }
}
