import { createTestApp } from '@svc/core/testing'
import { urlPlugin } from '../src/index.ts'

export const app = createTestApp({ plugins: [urlPlugin], config: { prices: { 'url.clean': 0 } } })

/** GET /api/url/clean?url=<encoded>&...options */
export async function clean(url: string, options: Record<string, string | boolean> = {}) {
  const query = new URLSearchParams({ url, ...Object.fromEntries(Object.entries(options).map(([key, value]) => [key, String(value)])) })
  const response = await app.request(`/api/url/clean?${query}`)
  return { status: response.status, body: await response.json() }
}
