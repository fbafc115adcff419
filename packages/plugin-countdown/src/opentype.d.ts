// opentype.js 2 ships no type declarations; these cover what the renderer uses.
declare module 'opentype.js' {
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' }
  export interface Glyph {
    index: number
    advanceWidth?: number
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] }
  }
  export interface Font {
    unitsPerEm: number
    ascender: number
    descender: number
    tables: { os2?: { sCapHeight?: number } }
    charToGlyph(char: string): Glyph
    charToGlyphIndex(char: string): number
  }
  export function parse(buffer: ArrayBuffer): Font
  const opentype: { parse: typeof parse }
  export default opentype
}
