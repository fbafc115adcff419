import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { barcodePlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [barcodePlugin], config: { prices: { 'barcode.generate': 0 } } })

export async function call(body: Record<string, unknown>): Promise<Response> {
  return app.request('/api/barcode/generate', { json: body })
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

/** A 400 naming `field`; returns the error body. */
export async function rejects(body: Record<string, unknown>, field: string, reason?: string): Promise<any> {
  const response = await call(body)
  const error = await response.json()
  expect(response.status, JSON.stringify(error)).toBe(400)
  expect(error.code).toBe('INVALID_INPUT')
  expect(error.field, JSON.stringify(error)).toBe(field)
  if (reason) expect(error.reason, JSON.stringify(error)).toBe(reason)
  return error
}
