import { createTestApp } from '@svc/core/testing'
import { GifReader } from 'omggif'
import { expect } from 'vitest'
import { countdownPlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [countdownPlugin], config: { prices: { 'countdown.gif': 0 } } })

export async function call(params: Record<string, string | number | boolean>): Promise<Response> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))
  return app.request(`/api/countdown/gif?${query}`)
}

export interface DecodedGif {
  width: number
  height: number
  /** Every frame composed as a viewer shows it (RGBA), with its delay in centiseconds. */
  frames: Array<{ rgba: Uint8Array; delay: number; x: number; y: number; width: number; height: number }>
  loops: number | null
  bytes: number
  headers: Headers
}

/** Fetches a countdown and decodes it with omggif (an independent GIF decoder), composing frames in order. */
export async function gifOf(params: Record<string, string | number | boolean>): Promise<DecodedGif> {
  const response = await call(params)
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(response.status, new TextDecoder().decode(bytes.subarray(0, 300))).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/gif')
  const reader = new GifReader(bytes)
  const canvas = new Uint8Array(reader.width * reader.height * 4)
  const frames: DecodedGif['frames'] = []
  for (let i = 0; i < reader.numFrames(); i++) {
    reader.decodeAndBlitFrameRGBA(i, canvas)
    const info = reader.frameInfo(i)
    frames.push({ rgba: canvas.slice(), delay: info.delay, x: info.x, y: info.y, width: info.width, height: info.height })
  }
  return { width: reader.width, height: reader.height, frames, loops: reader.loopCount(), bytes: bytes.length, headers: response.headers }
}

/** The RGB of a pixel of a frame. */
export const pixel = (gif: DecodedGif, frame: number, x: number, y: number) => {
  const at = (y * gif.width + x) * 4
  return Array.from(gif.frames[frame]!.rgba.subarray(at, at + 3))
}

/** A 400 naming `field`. */
export async function rejects(params: Record<string, string | number | boolean>, field: string, reason?: string): Promise<any> {
  const response = await call(params)
  const error = await response.json()
  expect(response.status, JSON.stringify(error)).toBe(400)
  expect(error.code).toBe('INVALID_INPUT')
  expect(error.field, JSON.stringify(error)).toBe(field)
  if (reason) expect(error.reason).toBe(reason)
  return error
}
