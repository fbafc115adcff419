import { createTestApp } from '@svc/core/testing'
import { expect } from 'vitest'
import { chinesePlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [chinesePlugin], config: { prices: { 'chinese.convert': 0, 'chinese.detect': 0, 'chinese.pinyin': 0 } } })

export async function get(path: string, query: Record<string, string> = {}) {
  const response = await app.request(`${path}?${new URLSearchParams(query)}`)
  return { status: response.status, body: await response.json() }
}

/** The single item of a 200 answer. */
export async function item(path: string, query: Record<string, string>) {
  const { status, body } = await get(path, query)
  expect(status, JSON.stringify(body)).toBe(200)
  expect(body.data.total).toBe(1)
  return body.data.items[0]
}

/** Asserts a 400 naming `field`. */
export async function rejects(path: string, query: Record<string, string>, field: string) {
  const { status, body } = await get(path, query)
  expect(status, `${JSON.stringify(query).slice(0, 80)}: ${JSON.stringify(body).slice(0, 200)}`).toBe(400)
  expect(body.code).toBe('INVALID_INPUT')
  expect(body.field).toBe(field)
  return body
}
