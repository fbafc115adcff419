import { testHost } from '@svc/core/testing'
import { expect } from 'vitest'
import { barcodePlugin } from '../src/index.ts'

/** The barcode plugin on a test host (free): its `rejects`, `ok`, `status` are the kit's. */
export const barcode = testHost({ plugins: barcodePlugin, hostPer: 'test' })
export const BARCODE = '/api/barcode/generate'

export async function call(body: Record<string, unknown>): Promise<Response> {
  return barcode.app.request(BARCODE, { json: body })
}

/** The SVG text of a 200. */
export async function svgOf(body: Record<string, unknown>): Promise<string> {
  const response = await call(body)
  const text = await response.text()
  expect(response.status, text.slice(0, 500)).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
  return text
}

/** The PNG bytes of a 200. */
export async function pngOf(body: Record<string, unknown>): Promise<Uint8Array> {
  const response = await call({ ...body, output: 'png' })
  if (response.status !== 200) expect(response.status, await response.text()).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  return new Uint8Array(await response.arrayBuffer())
}

