import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BuiltHost, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { aiPlugin } from '../src/index.ts'

// Prices kept: the 503 must come before any 402.
const h = testHost({ plugins: [aiPlugin], paid: true })
const withBrowser = (executablePath: string) => h.open({ config: { settings: { ai: { screenshot: { executablePath } } } } })
const screenshotEntry = async (host: BuiltHost) => (await host.call('/api/directory?group=ai')).body.operations.find((entry: { id: string }) => entry.id === 'ai.screenshot')

describe('ai.screenshot on a host without its browser', () => {
  it('is listed unavailable, naming the one setting to configure, and answers 503 before any 402', async () => {
    const app = withBrowser('/nonexistent/chromium')
    expect(await screenshotEntry(app)).toMatchObject({
      available: false,
      unavailableReason: 'needs Chromium, and no executable is at /nonexistent/chromium: install it (apt-get install -y chromium) or set settings.ai.screenshot.executablePath',
    })
    const { status, body } = await app.call('/api/ai/screenshot', { url: 'https://example.com/' })
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.ai.screenshot.executablePath') })
    // Bad input is still refused first, naming the field.
    expect((await app.call('/api/ai/screenshot', { url: 'ftp://example.com/' })).body).toMatchObject({ code: 'INVALID_INPUT', field: 'url' })
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
