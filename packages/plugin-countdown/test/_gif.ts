import { testHost, withQuery } from '@svc/core/testing'
import { GifReader } from 'omggif'
import { expect } from 'vitest'
import { countdownPlugin } from '../src/index.ts'

/** The countdown plugin on a test host (free): its `rejects`, `ok`, `status` are the kit's. */
export const countdown = testHost({ plugins: countdownPlugin, hostPer: 'test' })
export const COUNTDOWN = '/api/countdown/gif'

export const call = (params: Record<string, string | number | boolean>): Promise<Response> => countdown.app.request(withQuery(COUNTDOWN, params))

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

