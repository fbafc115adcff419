import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { netPlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [netPlugin], config: { prices: { 'net.mac-vendor': 0 } } })

export async function call(params: Record<string, string>) {
  const response = await app.request(`/api/net/mac-vendor?${new URLSearchParams(params)}`)
  return { status: response.status, body: await response.json() }
}

/** The one item of a successful answer. */
export async function vendorOf(mac: string) {
  const { status, body } = await call({ mac })
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) } })
  return body.data.items[0]
}

/** Expects a 400 INVALID_INPUT naming `mac`. */
export async function rejects(params: Record<string, string>) {
  const { status, body } = await call(params)
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'mac' })
  expect(body.error).toContain('mac')
}
