import { testHost } from '@svc/core/testing'
import { expect } from 'vitest'
import { devPlugin } from '../src/index.ts'

/** The dev plugin alone, every operation free (core's test host; its hooks join the importing test file). */
export const app = testHost({ plugins: devPlugin })

/** The route of an operation, with the query when `json` is a URLSearchParams (a GET). */
const route = (op: string, json: unknown) => (json instanceof URLSearchParams ? `/api/dev/${op}?${json}` : `/api/dev/${op}`)
const body = (json: unknown) => (json instanceof URLSearchParams ? undefined : json)

/** POSTs a JSON body (or GETs a query when `json` is a URLSearchParams) to /api/dev/<op>. */
export const call = (op: string, json: unknown) => app.call(route(op, json), body(json))

/** The `data` of a 200. */
export const ok = (op: string, json: unknown) => app.ok(route(op, json), body(json))

/** A 400 naming `field` (the body's `field`), INVALID_INPUT unless `code` says another; returns the error body. */
export async function rejects(op: string, json: unknown, field: string, code = 'INVALID_INPUT'): Promise<any> {
  if (code === 'INVALID_INPUT') return app.rejects(route(op, json), field, body(json))
  const answer = await app.status(route(op, json), 400, body(json), code)
  expect(answer.field, answer.error).toBe(field)
  return answer
}
