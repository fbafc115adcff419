import { createTestApp } from '@svc/core/testing'
import { financePlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [financePlugin], config: { prices: { 'finance.amortize': 0 } } })

/** GET /api/finance/amortize with the given params; returns status and body. */
export async function amortize(params: Record<string, string | number | boolean>) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))
  const response = await app.request(`/api/finance/amortize?${query}`)
  return { status: response.status, body: await response.json() }
}
