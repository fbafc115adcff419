import { afterAll, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { parseConfig } from '../src/config.ts'
import { createEmbeddedState } from '../src/state/index.ts'
import type { AppSurface } from '../src/surface.ts'
import { demoPlugin } from './_fixtures.ts'

// A surface as @svc/operator's dashboard is one: a page in the host's shell, and the script it loads.
const surface: AppSurface = {
  pages: {
    '/panel': { title: 'Panel', body: '<h1>Panel</h1>', scripts: ['/assets/panel.js'] },
    '/secret-panel': { title: 'Secret', body: '<h1>Secret</h1>', needsAdminToken: true },
  },
  assets: { '/assets/panel.js': { type: 'text/javascript; charset=utf-8', body: () => 'console.log(1)' } },
}
const appWith = (adminToken?: string) =>
  createApp({ plugins: [demoPlugin], state: createEmbeddedState(), surfaces: [surface], config: parseConfig({ dataDir: '/nonexistent-test-data', log: 'off', ...(adminToken ? { adminToken } : {}) }), log: () => {} })
const withToken = appWith('admin-token-0123456789')
const without = appWith()
afterAll(async () => {
  await withToken.close()
  await without.close()
})
const get = (svc: ReturnType<typeof appWith>, path: string) => svc.app.fetch(new Request(`http://localhost${path}`))

it('serves a surface\'s page in the shell every page shares, under the same Content-Security-Policy', async () => {
  const response = await get(withToken, '/panel')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
  const text = await response.text()
  expect(text).toContain('<title>Panel</title>')
  expect(text).toContain('<link rel="stylesheet" href="/assets/site.css">')
  expect(text).toContain('<main><h1>Panel</h1></main><script src="/assets/panel.js"></script>')
})

it('serves a surface\'s assets with their type and nosniff', async () => {
  const response = await get(without, '/assets/panel.js')
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(await response.text()).toBe('console.log(1)')
})

it('answers 404 naming SVC_ADMIN_TOKEN for a page that needs the token on a host without one', async () => {
  expect((await get(withToken, '/secret-panel')).status).toBe(200)
  const off = await get(without, '/secret-panel')
  expect(off.status).toBe(404)
  expect((await off.json()).error).toBe('/secret-panel is off on this host: set SVC_ADMIN_TOKEN to turn it on')
})

it('has no dashboard of its own: without the operator\'s surface, /dashboard is not a route', async () => {
  expect((await get(without, '/dashboard')).status).toBe(404)
  expect((await get(without, '/assets/chart.umd.min.js')).status).toBe(404)
})
