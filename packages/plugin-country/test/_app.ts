import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { countryPlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [countryPlugin], config: { prices: { 'country.lookup': 0 } } })

export async function call(params: Record<string, string | number | boolean>) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))
  const response = await app.request(`/api/country/lookup?${query}`)
  return { status: response.status, body: await response.json() }
}

/** A successful normalized answer's data. */
export async function data(params: Record<string, string | number | boolean>) {
  const { status, body } = await call(params)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data).toMatchObject({ ok: true, total: body.data.items.length, source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) } })
  return body.data
}

/** Expects a 400 INVALID_INPUT naming `field`. */
export async function rejects(params: Record<string, string | number | boolean>, field: string) {
  const { status, body } = await call(params)
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body).toMatchObject({ code: 'INVALID_INPUT', field })
  expect(body.error).toContain(field)
}
