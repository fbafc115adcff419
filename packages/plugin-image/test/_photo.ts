import { testHost } from '@svc/core/testing'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { expect } from 'vitest'
import { imagePlugin } from '../src/index.ts'

/** The image plugin on a test host (free), registered in each test file that imports this: its `rejects`, `ok`, `status` are the kit's. */
export const image = testHost({ plugins: imagePlugin, config: { bodyLimitBytes: 20 * 1024 * 1024 } })
export const IMAGE = '/api/image/compress'

export const call = (body: Record<string, unknown>) => image.app.request(IMAGE, { json: body })

/** The image bytes of a 200, with its headers. */
export async function compressed(body: Record<string, unknown>): Promise<{ bytes: Buffer; headers: Headers; meta: Metadata }> {
  const response = await call(body)
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.status, bytes.subarray(0, 300).toString()).toBe(200)
  return { bytes, headers: response.headers, meta: await sharp(bytes).metadata() }
}


/** A photo-like picture: smooth gradients with fine deterministic noise (compresses like a photo). */
export function photo(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 42
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const x = i % width
    const y = Math.floor(i / width)
    const noise = (seed >> 16) % 24
    pixels[i * 3] = (x * 255) / width * 0.8 + noise
    pixels[i * 3 + 1] = (y * 255) / height * 0.8 + noise
    pixels[i * 3 + 2] = 128 + Math.sin(x / 17) * 60 + noise
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}
