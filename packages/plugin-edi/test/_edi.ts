import { readFileSync } from 'node:fs'
import { testHost } from '@svc/core/testing'
import { ediPlugin } from '../src/index.ts'
import { ediPool } from '../src/pool.ts'

/** The edi plugin on core's test host (free; its hooks join the importing test file); the calls below are the host's, addressed by operation name. */
export const edi = testHost({ plugins: ediPlugin })
const path = (op: string) => `/api/edi/${op}`

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
export const call = (op: string, json: unknown) => edi.call(path(op), json)
/** The `data` of a 200. */
export const ok = (op: string, json: unknown) => edi.ok(path(op), json)
/** A 400 INVALID_INPUT naming `field`; returns the error body. */
export const rejects = (op: string, json: unknown, field: string) => edi.rejects(path(op), field, json)
