import { createTestApp } from '@svc/core/testing'
import { validatePlugin } from '../src/index.ts'

const prices = Object.fromEntries(validatePlugin.operations.map((operation) => [`validate.${operation.name}`, 0]))
export const app = createTestApp({ plugins: [validatePlugin], config: { prices } })

/** Calls GET /api/validate/<type>?value=... and returns the one item. */
export async function check(type: string, value: string) {
  const response = await app.request(`/api/validate/${type}?value=${encodeURIComponent(value)}`)
  const body = await response.json()
  if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(body)}`)
  expectNormalized(body.data)
  return body.data.items[0]
}

function expectNormalized(data: { ok: boolean; total: number; items: unknown[]; source: { provider: string } }) {
  if (!data.ok || data.total !== 1 || data.items.length !== 1 || !data.source.provider) throw new Error(`not the normalized shape: ${JSON.stringify(data)}`)
}
