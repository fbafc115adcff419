import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { urlPlugin } from '../src/index.ts'

describe('url.render on a host without the browser of ai.screenshot', () => {
  // Paid, so a 402 would come first if the unavailable operation were not refused before payment.
  const h = testHost({ plugins: [urlPlugin], paid: true, config: { settings: { ai: { screenshot: { executablePath: '/nonexistent/chromium' } } } } })

  it('is listed unavailable with the same setting to configure, and answers 503 before any 402', async () => {
    const entry = (await h.call('/api/directory?group=url')).body.operations.find((operation: { id: string }) => operation.id === 'url.render')
    expect(entry).toMatchObject({ available: false, unavailableReason: expect.stringContaining('or set settings.ai.screenshot.executablePath') })
    await h.status('/api/url/render?url=https%3A%2F%2Fexample.com%2F', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  })
})
