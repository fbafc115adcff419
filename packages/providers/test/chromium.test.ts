import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_SETTING, chromiumAvailability, chromiumPathOf, DEFAULT_CHROMIUM } from '../src/chromium/index.ts'

const withBrowser = (executablePath?: unknown) => ({ settings: { ai: { screenshot: { executablePath } } } }) as unknown as Parameters<typeof chromiumAvailability>[0]

describe('the host\'s Chromium', () => {
  it('is the one settings.ai.screenshot.executablePath names, else Debian\'s', () => {
    expect(chromiumPathOf({ ai: { screenshot: { executablePath: '/opt/chrome' } } })).toBe('/opt/chrome')
    expect(chromiumPathOf({ ai: { screenshot: { executablePath: '' } } })).toBe(DEFAULT_CHROMIUM)
    expect(chromiumPathOf({})).toBe('/usr/bin/chromium')
  })

  it('makes an operation unavailable, naming the setting, until an executable file is there', () => {
    expect(chromiumAvailability(withBrowser('/nonexistent/chromium'))).toEqual({ available: false, reason: `needs Chromium, and no executable is at /nonexistent/chromium: install it (apt-get install -y chromium) or set ${CHROMIUM_SETTING}` })
    const dir = mkdtempSync(join(tmpdir(), 'svc-chromium-'))
    expect(chromiumAvailability(withBrowser(dir)).available).toBe(false)
    const file = join(dir, 'chromium')
    writeFileSync(file, '#!/bin/sh\n')
    chmodSync(file, 0o644)
    expect(chromiumAvailability(withBrowser(file)).available).toBe(false)
    chmodSync(file, 0o755)
    expect(chromiumAvailability(withBrowser(file))).toEqual({ available: true })
  })
})
