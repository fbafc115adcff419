import gifenc, { type Palette } from 'gifenc'
import type { Canvas, Rect, Rgb } from './canvas.ts'
import { refuse } from './job.ts'

/** The retro look: every third pixel row at 70% brightness. */
const SCANLINE = 0.7
const shade = (value: number) => Math.round(value * SCANLINE)

/** Pixels of a region as RGBA; with `scanlines`, every third row is darkened. */
function region(canvas: Canvas, rect: Rect, scanlines: boolean): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rect.width * rect.height * 4)
  for (let y = 0; y < rect.height; y++) {
    const start = ((rect.y + y) * canvas.width + rect.x) * 4
    out.set(canvas.data.subarray(start, start + rect.width * 4), y * rect.width * 4)
    if (scanlines && (rect.y + y) % 3 === 2) for (let i = y * rect.width * 4; i < (y + 1) * rect.width * 4; i += 4) {
      out[i] = shade(out[i]!)
      out[i + 1] = shade(out[i + 1]!)
      out[i + 2] = shade(out[i + 2]!)
    }
  }
  return out
}

export interface GifWriter {
  /** Adds a frame showing `canvas`, of which only `dirty` changed since the last frame. */
  add(canvas: Canvas, dirty: Rect | undefined, delayMs: number): void
  finish(): Uint8Array
}

/**
 * Animated GIF through gifenc: one global palette (quantized from sample pictures, exact colours
 * snapped in), the first frame whole, then each frame only the rectangle that changed, with
 * unchanged pixels transparent so they compress to almost nothing. Frames are not disposed.
 */
export function createGifWriter(width: number, height: number, samples: Canvas[], colors: Rgb[], scanlines: boolean, maxBytes: number): GifWriter {
  const full = { x: 0, y: 0, width, height }
  const sample = new Uint8ClampedArray(samples.length * width * height * 4)
  samples.forEach((canvas, i) => sample.set(region(canvas, full, scanlines), i * width * height * 4))
  const palette: Palette = gifenc.quantize(sample, 255)
  gifenc.snapColorsToPalette(palette, colors.map((color) => [...color]))
  const transparentIndex = palette.length
  const colorsOnly = palette.slice()
  palette.push([0, 0, 0])
  // Changed pixels are mapped to their nearest palette colour once per distinct colour.
  const cache = new Map<number, number>()
  const nearest = (r: number, g: number, b: number) => {
    const key = (r << 16) | (g << 8) | b
    let found = cache.get(key)
    if (found === undefined) {
      found = gifenc.nearestColorIndex(colorsOnly, [r, g, b])
      cache.set(key, found)
    }
    return found
  }
  const encoder = gifenc.GIFEncoder()
  const shown = new Uint8ClampedArray(width * height * 4)
  let first = true
  const checkSize = () => {
    if (encoder.bytesView().length > maxBytes) throw refuse('seconds', 'too_large', `the GIF passes ${maxBytes} bytes; lower seconds, fps, the image size or the font sizes`)
  }
  return {
    add(canvas, dirty, delayMs) {
      if (first) {
        const pixels = region(canvas, full, scanlines)
        shown.set(pixels)
        // No `repeat`: the GIF plays once and stops on its last frame (a loop would jump back in time).
        encoder.writeFrame(gifenc.applyPalette(pixels, colorsOnly), width, height, { palette, delay: delayMs, repeat: -1 })
        first = false
        return checkSize()
      }
      const rect = dirty && dirty.width > 0 && dirty.height > 0 ? dirty : { x: 0, y: 0, width: 1, height: 1 }
      const index = new Uint8Array(rect.width * rect.height).fill(transparentIndex)
      const data = canvas.data
      for (let y = 0; y < rect.height; y++) {
        const dark = scanlines && (rect.y + y) % 3 === 2
        for (let x = 0; x < rect.width; x++) {
          const at = ((rect.y + y) * width + rect.x + x) * 4
          const r = dark ? shade(data[at]!) : data[at]!
          const g = dark ? shade(data[at + 1]!) : data[at + 1]!
          const b = dark ? shade(data[at + 2]!) : data[at + 2]!
          if (shown[at] === r && shown[at + 1] === g && shown[at + 2] === b) continue
          shown[at] = r
          shown[at + 1] = g
          shown[at + 2] = b
          index[y * rect.width + x] = nearest(r, g, b)
        }
      }
      const start = encoder.bytesView().length
      encoder.writeFrame(index, rect.width, rect.height, { delay: delayMs, transparent: true, transparentIndex, dispose: 1 })
      // gifenc writes every image at (0, 0): set this one's place in its image descriptor,
      // which follows the 8-byte graphic control extension.
      const bytes = encoder.bytesView()
      if (bytes[start] !== 0x21 || bytes[start + 8] !== 0x2c) throw new Error('unexpected GIF frame layout')
      bytes[start + 9] = rect.x & 0xff
      bytes[start + 10] = rect.x >> 8
      bytes[start + 11] = rect.y & 0xff
      bytes[start + 12] = rect.y >> 8
      checkSize()
    },
    finish() {
      encoder.finish()
      return encoder.bytes()
    },
  }
}
