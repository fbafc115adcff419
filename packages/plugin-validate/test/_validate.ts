import { testHost, withQuery } from '@svc/core/testing'
import { expect } from 'vitest'
import { validatePlugin } from '../src/index.ts'

/** The validate plugin on a test host (free); the calls below are the kit's, addressed by type. */
export const validate = testHost({ plugins: validatePlugin })

/** GET /api/validate/<type>?value=...: status and JSON body. */
export const get = (type: string, value: string) => validate.call(withQuery(`/api/validate/${type}`, { value }))

/** The one row of a single-value operation (the kit checks the normalized answer around it). */
export const check = (type: string, value: string) => validate.item(withQuery(`/api/validate/${type}`, { value }))

/** POST /api/validate/batch: status and JSON body. */
export const batch = (json: unknown) => validate.call('/api/validate/batch', json)

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
