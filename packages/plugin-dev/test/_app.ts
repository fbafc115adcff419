import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { devPlugin } from '../src/index.ts'

const prices = Object.fromEntries(devPlugin.operations.map((operation) => [`dev.${operation.name}`, 0]))
export const app = createTestApp({ plugins: [devPlugin], config: { prices } })

/** POSTs a JSON body (or GETs a query when `json` is a URLSearchParams) to /api/dev/<op>. */
export async function call(op: string, json: unknown): Promise<{ status: number; body: any }> {
  const response = json instanceof URLSearchParams ? await app.request(`/api/dev/${op}?${json}`) : await app.request(`/api/dev/${op}`, { json })
  return { status: response.status, body: await response.json() }
}

/** The `data` of a 200. */
export async function ok(op: string, json: unknown): Promise<any> {
  const { status, body } = await call(op, json)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}

/** A 400 naming `field`; returns the error body. */
export async function rejects(op: string, json: unknown, field: string, code = 'INVALID_INPUT'): Promise<any> {
  const { status, body } = await call(op, json)
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body.code).toBe(code)
  expect(body.field, JSON.stringify(body)).toBe(field)
  return body
}
