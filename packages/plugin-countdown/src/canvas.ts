import type { Mask } from './rasterize.ts'

export type Rgb = [number, number, number]

/** RGBA pixels, always opaque (GIF frames are), in the layout gifenc reads. */
export interface Canvas {
  width: number
  height: number
  data: Uint8ClampedArray
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export function createCanvas(width: number, height: number, color: Rgb): Canvas {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < data.length; i += 4) {
    data[i] = color[0]
    data[i + 1] = color[1]
    data[i + 2] = color[2]
    data[i + 3] = 255
  }
  return { width, height, data }
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)]
}

/** Clips a rectangle to the canvas, with whole-pixel edges. */
export function clip(canvas: Canvas, rect: Rect): Rect {
  const x0 = Math.max(0, Math.floor(rect.x))
  const y0 = Math.max(0, Math.floor(rect.y))
  const x1 = Math.min(canvas.width, Math.ceil(rect.x + rect.width))
  const y1 = Math.min(canvas.height, Math.ceil(rect.y + rect.height))
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) }
}

function blend(canvas: Canvas, at: number, color: Rgb, alpha: number): void {
  const d = canvas.data
  d[at] = d[at]! + (color[0] - d[at]!) * alpha
  d[at + 1] = d[at + 1]! + (color[1] - d[at + 1]!) * alpha
  d[at + 2] = d[at + 2]! + (color[2] - d[at + 2]!) * alpha
}

/** A rectangle with rounded corners (radius in pixels, antialiased by distance); radius 0 is a plain fill. */
export function fillRoundRect(canvas: Canvas, rect: Rect, radius: number, color: Rgb): void {
  const area = clip(canvas, { x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2 })
  const [cx, cy, hw, hh] = [rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width / 2, rect.height / 2]
  const r = Math.min(radius, hw, hh)
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      const dx = Math.abs(x + 0.5 - cx) - (hw - r)
      const dy = Math.abs(y + 0.5 - cy) - (hh - r)
      const distance = Math.sqrt(Math.max(dx, 0) ** 2 + Math.max(dy, 0) ** 2) + Math.min(Math.max(dx, dy), 0) - r
      const alpha = Math.min(1, Math.max(0, 0.5 - distance))
      if (alpha > 0) blend(canvas, (y * canvas.width + x) * 4, color, alpha)
    }
  }
}

/** Paints `color` through a coverage mask placed at (x, y), only inside `within`. */
export function drawMask(canvas: Canvas, mask: Mask, x: number, y: number, color: Rgb, opacity: number, within: Rect): void {
  const area = clip(canvas, within)
  const left = Math.round(x + mask.left)
  const top = Math.round(y + mask.top)
  const x0 = Math.max(left, area.x)
  const y0 = Math.max(top, area.y)
  const x1 = Math.min(left + mask.width, area.x + area.width)
  const y1 = Math.min(top + mask.height, area.y + area.height)
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) {
      const coverage = mask.alpha[(py - top) * mask.width + (px - left)]!
      if (coverage > 0) blend(canvas, (py * canvas.width + px) * 4, color, (coverage / 255) * opacity)
    }
  }
}

/** Copies a rectangle of pixels from one canvas to the same place in another of the same size. */
export function copyRect(from: Canvas, to: Canvas, rect: Rect): void {
  const area = clip(from, rect)
  for (let y = area.y; y < area.y + area.height; y++) {
    const start = (y * from.width + area.x) * 4
    to.data.set(from.data.subarray(start, start + area.width * 4), start)
  }
}

/** Box blur of a mask, three passes each way (close to a Gaussian): the glow of neon digits. */
export function blur(mask: Mask, radius: number): Mask {
  const pad = radius * 3
  const width = mask.width + 2 * pad
  const height = mask.height + 2 * pad
  let a = new Float32Array(width * height)
  for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) a[(y + pad) * width + x + pad] = mask.alpha[y * mask.width + x]!
  let b = new Float32Array(width * height)
  const span = 2 * radius + 1
  for (let pass = 0; pass < 6; pass++) {
    const horizontal = pass % 2 === 0
    const [lines, length, step, lineStep] = horizontal ? [height, width, 1, width] : [width, height, width, 1]
    for (let line = 0; line < lines; line++) {
      const base = line * lineStep
      let sum = 0
      for (let i = -radius; i <= radius; i++) if (i >= 0 && i < length) sum += a[base + i * step]!
      for (let i = 0; i < length; i++) {
        b[base + i * step] = sum / span
        const out = i - radius
        const next = i + radius + 1
        if (out >= 0) sum -= a[base + out * step]!
        if (next < length) sum += a[base + next * step]!
      }
    }
    ;[a, b] = [b, a]
  }
  return { width, height, left: mask.left - pad, top: mask.top - pad, alpha: Uint8Array.from(a, (value) => Math.min(255, Math.round(value))) }
}
