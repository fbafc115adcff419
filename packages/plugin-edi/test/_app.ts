import { readFileSync } from 'node:fs'
import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { ediPlugin } from '../src/index.ts'
import { ediPool } from '../src/pool.ts'

const prices = Object.fromEntries(ediPlugin.operations.map((operation) => [`edi.${operation.name}`, 0]))
export const app = createTestApp({ plugins: [ediPlugin], config: { prices } })

/** A test document from test/fixtures/. */
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

/**
 * Starts a thread of the worker pool, for a beforeAll with its own timeout: on a loaded machine a cold
 * start costs more than the work, and would otherwise land on the first large-document case.
 */
export async function warmPool(): Promise<void> {
  await ediPool.run({ kind: 'x12-parse', edi: fixture('x12/850-4010.edi') }, { field: 'edi' })
}

/** A loaded machine may read 100,000 segments slower than vitest's default 5 s; the assertions decide, not the clock. */
export const LARGE_DOCUMENT_MS = 30_000

/** POSTs a JSON body to /api/edi/<op>. */
export async function call(op: string, json: unknown): Promise<{ status: number; body: any }> {
  const response = await app.request(`/api/edi/${op}`, { json })
  return { status: response.status, body: await response.json() }
}

/** The `data` of a 200. */
export async function ok(op: string, json: unknown): Promise<any> {
  const { status, body } = await call(op, json)
  expect(status, JSON.stringify(body).slice(0, 2000)).toBe(200)
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
