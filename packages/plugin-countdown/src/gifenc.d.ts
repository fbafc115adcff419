// gifenc ships no type declarations; these cover what the encoder uses.
declare module 'gifenc' {
  export type Palette = number[][]
  export interface FrameOptions {
    palette?: Palette
    delay?: number
    repeat?: number
    transparent?: boolean
    transparentIndex?: number
    dispose?: number
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void
    finish(): void
    bytes(): Uint8Array
    bytesView(): Uint8Array
  }
  const gifenc: {
    GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): Encoder
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' }): Palette
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: 'rgb565' | 'rgb444' | 'rgba4444'): Uint8Array
    snapColorsToPalette(palette: Palette, knownColors: Palette, threshold?: number): void
    nearestColorIndex(palette: Palette, color: number[]): number
  }
  export default gifenc
}
