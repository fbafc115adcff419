import { createApp, createEmbeddedState, parseConfig } from '@svc/core'
import { afterAll, expect, it } from 'vitest'
import { dashboardSurface } from '../src/index.ts'

const ADMIN = 'admin-token-0123456789'
const appWith = (adminToken?: string) =>
  createApp({ plugins: [], state: createEmbeddedState(), surfaces: [dashboardSurface()], config: parseConfig({ dataDir: '/nonexistent-test-data', log: 'off', ...(adminToken ? { adminToken } : {}) }), log: () => {} })
const app = appWith(ADMIN)
const off = appWith()
afterAll(async () => {
  await app.close()
  await off.close()
})
const get = (svc: ReturnType<typeof appWith>, path: string, init?: RequestInit) => svc.app.fetch(new Request(`http://localhost${path}`, init))

it('serves /dashboard on a host with an admin token: a shell loading Chart.js and its own script, no inline script', async () => {
  const response = await get(app, '/dashboard')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
  const text = await response.text()
  expect(text).toContain('<form id="login-form">')
  expect([...text.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual([' src="/assets/chart.umd.min.js"', ' src="/assets/dashboard.js"'])
  expect((await get(app, '/dashboard', { method: 'HEAD' })).status).toBe(200)
})

it('answers /dashboard 404 on a host without an admin token, naming SVC_ADMIN_TOKEN', async () => {
  const response = await get(off, '/dashboard')
  expect(response.status).toBe(404)
  expect((await response.json()).error).toContain('SVC_ADMIN_TOKEN')
})

it('serves Chart.js from the installed package (no CDN) and its own script, which draws what the admin stats give', async () => {
  const chart = await get(app, '/assets/chart.umd.min.js')
  expect(chart.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(await chart.text()).toContain('Chart.js v4')
  const script = await (await get(app, '/assets/dashboard.js')).text()
  expect(script).toContain("fetch('/api/admin/stats?days='")
  expect(script).toContain("el('h2', 'Providers')")
})
