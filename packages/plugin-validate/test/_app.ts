import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { validatePlugin } from '../src/index.ts'

/** Every operation priced at 0, so tests call it without payment. */
const prices = Object.fromEntries(validatePlugin.operations.map((operation) => [`validate.${operation.name}`, 0]))
export const app = createTestApp({ plugins: [validatePlugin], config: { prices } })

/** GET /api/validate/<type>?value=...: status and JSON body. */
export async function get(type: string, value: string) {
  const response = await app.request(`/api/validate/${type}?${new URLSearchParams({ value })}`)
  return { status: response.status, body: await response.json() }
}

/** The one row of a single-value operation, after checking the normalized envelope around it. */
export async function check(type: string, value: string) {
  const { status, body } = await get(type, value)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) } })
  expect(body.data.items).toHaveLength(1)
  expect(body.meta).toBeTypeOf('object')
  return body.data.items[0]
}

/** POST /api/validate/batch: status and JSON body. */
export async function batch(json: unknown) {
  const response = await app.request('/api/validate/batch', { json })
  return { status: response.status, body: await response.json() }
}

/** Every copy of `value` with one digit replaced by another digit. */
export function digitMutations(value: string): string[] {
  const variants: string[] = []
  for (let i = 0; i < value.length; i++) {
    if (!/\d/.test(value[i]!)) continue
    for (let digit = 0; digit <= 9; digit++) {
      if (String(digit) !== value[i]) variants.push(value.slice(0, i) + digit + value.slice(i + 1))
    }
  }
  return variants
}

/** Asserts that every single-digit change of a valid value is reported invalid. */
export async function expectEveryMutationRejected(type: string, valid: string) {
  const variants = digitMutations(valid)
  expect(variants.length).toBeGreaterThan(0)
  for (const variant of variants) expect((await check(type, variant)).valid, variant).toBe(false)
}
