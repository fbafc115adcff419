import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { isoPlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [isoPlugin], config: { prices: { 'iso.currency': 0, 'iso.language': 0, 'iso.subdivision': 0 } } })

/** GET /api/iso/<name>?<params>: the status and parsed body. */
export async function call(name: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))
  const response = await app.request(`/api/iso/${name}?${query}`)
  return { status: response.status, body: await response.json() }
}

/** A successful normalized answer's data. */
export async function data(name: string, params: Record<string, string | number>) {
  const { status, body } = await call(name, params)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data).toMatchObject({ ok: true, total: expect.any(Number), source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) } })
  return body.data
}

/** Expects a 400 INVALID_INPUT naming `field`. */
export async function rejects(name: string, params: Record<string, string | number>, field: string) {
  const { status, body } = await call(name, params)
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body.code).toBe('INVALID_INPUT')
  expect(body.field).toBe(field)
  expect(body.error).toContain(field)
}

/** Expects a 404 NOT_FOUND. */
export async function notFound(name: string, params: Record<string, string | number>) {
  const { status, body } = await call(name, params)
  expect(status, JSON.stringify(body)).toBe(404)
  expect(body.code).toBe('NOT_FOUND')
}
