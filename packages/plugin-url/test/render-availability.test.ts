import { createTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { urlPlugin } from '../src/index.ts'

describe('url.render on a host without the browser of ai.screenshot', () => {
  it('is listed unavailable with the same setting to configure, and answers 503 before any 402', async () => {
    const app = createTestApp({ plugins: [urlPlugin], config: { settings: { ai: { screenshot: { executablePath: '/nonexistent/chromium' } } } } })
    const entry = (await (await app.request('/api/directory?group=url')).json()).operations.find((operation: { id: string }) => operation.id === 'url.render')
    expect(entry).toMatchObject({ available: false, unavailableReason: expect.stringContaining('or set settings.ai.screenshot.executablePath') })
    const response = await app.request('/api/url/render?url=https%3A%2F%2Fexample.com%2F')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' })
  })
})
