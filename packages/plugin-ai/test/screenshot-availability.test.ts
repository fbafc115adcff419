import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { aiPlugin } from '../src/index.ts'

const withBrowser = (executablePath: string) => createTestApp({ plugins: [aiPlugin], config: { settings: { ai: { screenshot: { executablePath } } } } })
const screenshotEntry = async (app: ReturnType<typeof withBrowser>) => (await (await app.request('/api/directory?group=ai')).json()).operations.find((entry: { id: string }) => entry.id === 'ai.screenshot')

describe('ai.screenshot on a host without its browser', () => {
  it('is listed unavailable, naming the one setting to configure, and answers 503 before any 402', async () => {
    const app = withBrowser('/nonexistent/chromium')
    expect(await screenshotEntry(app)).toMatchObject({
      available: false,
      unavailableReason: 'needs Chromium, and no executable is at /nonexistent/chromium: install it (apt-get install -y chromium) or set settings.ai.screenshot.executablePath',
    })
    const response = await app.request('/api/ai/screenshot', { json: { url: 'https://example.com/' } })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.ai.screenshot.executablePath') })
    // Bad input is still refused first, naming the field.
    expect(await (await app.request('/api/ai/screenshot', { json: { url: 'ftp://example.com/' } })).json()).toMatchObject({ code: 'INVALID_INPUT', field: 'url' })
  })

  it('is unavailable when the file named is not executable, available when it is', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'svc-chromium-')), 'chromium')
    writeFileSync(file, '#!/bin/sh\n')
    chmodSync(file, 0o644)
    expect(await screenshotEntry(withBrowser(file))).toMatchObject({ available: false })
    chmodSync(file, 0o755)
    expect(await screenshotEntry(withBrowser(file))).toMatchObject({ available: true })
  })
})
