import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype, { type Font } from 'opentype.js'
import { type Mask, rasterize } from './rasterize.ts'

export type Family = 'mono' | 'sans'
export type Weight = 'regular' | 'bold'

/** Roboto Mono and Roboto (OFL-1.1, from @fontsource), one file per script subset, tried in this order. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese']
const PACKAGE = { mono: 'roboto-mono', sans: 'roboto' } as const
const require = createRequire(import.meta.url)

export interface Face {
  fonts: Font[]
  /** Per em: height of capitals and digits above the baseline. */
  capHeight: number
  glyphs: Map<string, { mask: Mask; advance: number }>
}

const faces = new Map<string, Face>()

/** Loads a face on first use (a few hundred KB of WOFF parsed once per thread). */
export function faceOf(family: Family, weight: Weight): Face {
  const key = `${family}-${weight}`
  let face = faces.get(key)
  if (face) return face
  const fonts = SUBSETS.map((subset) => {
    const bytes = readFileSync(require.resolve(`@fontsource/${PACKAGE[family]}/files/${PACKAGE[family]}-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`))
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  })
  const latin = fonts[0]!
  face = { fonts, capHeight: (latin.tables.os2?.sCapHeight ?? latin.ascender * 0.7) / latin.unitsPerEm, glyphs: new Map() }
  faces.set(key, face)
  return face
}

/** Drops the rasterized glyphs and lines (each GIF draws at its own sizes); the parsed fonts stay. */
export function forgetGlyphs(): void {
  for (const face of faces.values()) face.glyphs.clear()
}

/** A character's mask and advance at a size; from the first subset that has it (else the latin .notdef box). */
export function glyphOf(face: Face, char: string, size: number): { mask: Mask; advance: number } {
  const key = `${size}:${char}`
  const cached = face.glyphs.get(key)
  if (cached) return cached
  const font = face.fonts.find((candidate) => candidate.charToGlyphIndex(char) > 0) ?? face.fonts[0]!
  const glyph = font.charToGlyph(char)
  const entry = { mask: rasterize(glyph.getPath(0, 0, size).commands), advance: ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm }
  face.glyphs.set(key, entry)
  return entry
}

/** Width of a line of text with `spacing` pixels between characters. */
export function measure(face: Face, text: string, size: number, spacing: number): number {
  const chars = Array.from(text)
  return chars.reduce((sum, char) => sum + glyphOf(face, char, size).advance, 0) + spacing * Math.max(0, chars.length - 1)
}

/** A line of text as one mask (pen at 0 on the baseline), cached per face, size and spacing. */
export function textMask(face: Face, text: string, size: number, spacing: number): Mask {
  const key = `text:${size}:${spacing}:${text}`
  const cached = face.glyphs.get(key)
  if (cached) return cached.mask
  const placed: Array<{ mask: Mask; x: number }> = []
  let pen = 0
  for (const char of Array.from(text)) {
    const glyph = glyphOf(face, char, size)
    placed.push({ mask: glyph.mask, x: Math.round(pen) })
    pen += glyph.advance + spacing
  }
  const drawn = placed.filter((part) => part.mask.width > 0)
  if (drawn.length === 0) return { width: 0, height: 0, left: 0, top: 0, alpha: new Uint8Array(0) }
  const left = Math.min(...drawn.map((part) => part.x + part.mask.left))
  const top = Math.min(...drawn.map((part) => part.mask.top))
  const right = Math.max(...drawn.map((part) => part.x + part.mask.left + part.mask.width))
  const bottom = Math.max(...drawn.map((part) => part.mask.top + part.mask.height))
  const mask: Mask = { width: right - left, height: bottom - top, left, top, alpha: new Uint8Array((right - left) * (bottom - top)) }
  for (const { mask: glyph, x } of drawn) {
    for (let y = 0; y < glyph.height; y++) {
      for (let gx = 0; gx < glyph.width; gx++) {
        const at = (y + glyph.top - top) * mask.width + (gx + x + glyph.left - left)
        mask.alpha[at] = Math.min(255, mask.alpha[at]! + glyph.alpha[y * glyph.width + gx]!)
      }
    }
  }
  face.glyphs.set(key, { mask, advance: pen - spacing })
  return mask
}
