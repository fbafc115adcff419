import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { wordPlugin } from '../src/index.ts'

const prices = Object.fromEntries(wordPlugin.operations.map((operation) => [`word.${operation.name}`, 0]))
export const app = createTestApp({ plugins: [wordPlugin], config: { prices } })

/** GETs /api/word/<op>?<params>. */
export async function call(op: string, params: Record<string, string>): Promise<{ status: number; body: any }> {
  const response = await app.request(`/api/word/${op}?${new URLSearchParams(params)}`)
  return { status: response.status, body: await response.json() }
}

export async function ok(op: string, params: Record<string, string>): Promise<any> {
  const { status, body } = await call(op, params)
  expect(status, JSON.stringify(body).slice(0, 1000)).toBe(200)
  return body.data
}

export async function rejects(op: string, params: Record<string, string>, field: string): Promise<void> {
  const { status, body } = await call(op, params)
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body.code).toBe('INVALID_INPUT')
  expect(body.field).toBe(field)
}
