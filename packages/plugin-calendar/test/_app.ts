import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { calendarPlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [calendarPlugin], config: { prices: { 'calendar.holidays': 0, 'calendar.business-days': 0 } } })

export async function get(path: string) {
  const response = await app.request(path)
  return { status: response.status, body: await response.json() }
}

/** Asserts a 400 naming `field`. */
export async function rejects(path: string, field: string) {
  const { status, body } = await get(path)
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(400)
  expect(body.code).toBe('INVALID_INPUT')
  expect(body.field, path).toBe(field)
  expect(body.error).toContain(field)
  return body
}
