import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { phonePlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [phonePlugin], config: { prices: { 'phone.normalize': 0 } } })

export async function call(params: Record<string, string>) {
  const response = await app.request(`/api/phone/normalize?${new URLSearchParams(params)}`)
  return { status: response.status, body: await response.json() }
}

/** The one item of a successful answer. */
export async function normalize(number: string, country?: string) {
  const { status, body } = await call(country === undefined ? { number } : { number, country })
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) } })
  return body.data.items[0]
}

/** Expects a 400 INVALID_INPUT naming `field`. */
export async function rejects(params: Record<string, string>, field: string) {
  const { status, body } = await call(params)
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body).toMatchObject({ code: 'INVALID_INPUT', field })
  expect(body.error).toContain(field)
}
