import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { tldPlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [tldPlugin], config: { prices: { 'tld.info': 0 } } })

export async function call(params: Record<string, string | boolean>) {
  const response = await app.request(`/api/tld/info?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`)
  return { status: response.status, body: await response.json() }
}

/** The one item of a successful answer. */
export async function info(params: Record<string, string | boolean>) {
  const { status, body } = await call(params)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) } })
  return body.data.items[0]
}

/** Expects a 400 INVALID_INPUT naming `field`. */
export async function rejects(params: Record<string, string | boolean>, field: string) {
  const { status, body } = await call(params)
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body).toMatchObject({ code: 'INVALID_INPUT', field })
  expect(body.error).toContain(field)
}
