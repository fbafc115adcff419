import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

// ZXing-C++ compiled to WebAssembly, loaded from the package (never from a CDN).
const require = createRequire(import.meta.url)
const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true })

export interface Decoded {
  format: string
  text: string
}

/** Raw RGBA pixels of a PNG or an SVG (rendered with librsvg), flattened on white as a printout would be. */
export async function pixels(image: Uint8Array | string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(typeof image === 'string' ? Buffer.from(image) : image).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Every code ZXing finds in the image, with its format and text. */
export async function decode(image: Uint8Array | string): Promise<Decoded[]> {
  const { data, width, height } = await pixels(image)
  const found = await readBarcodes({ data: new Uint8ClampedArray(data), width, height, colorSpace: 'srgb' }, { tryHarder: true, formats: [] })
  return found.filter((code) => code.isValid).map((code) => ({ format: code.format, text: code.text }))
}

/** The RGBA of one pixel. */
export async function pixelAt(image: Uint8Array | string, x: number, y: number, flatten = true): Promise<number[]> {
  const input = sharp(typeof image === 'string' ? Buffer.from(image) : image)
  const { data, info } = await (flatten ? input.flatten({ background: '#ffffff' }) : input).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * 4
  return Array.from(data.subarray(at, at + 4))
}
