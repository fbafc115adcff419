import { accessSync, constants, statSync } from 'node:fs'
import type { OperationConfigView } from '@svc/core'

/** Where Debian's `chromium` package puts the browser: the default of `settings.ai.screenshot.executablePath`. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

/** The one setting that names the browser, for every operation that renders pages (ai.screenshot, url.render). */
export const CHROMIUM_SETTING = 'settings.ai.screenshot.executablePath'

/** The browser a host's settings name (the default when they name none). */
export function chromiumPathOf(settings: Readonly<Record<string, unknown>>): string {
  const path = (settings.ai as { screenshot?: { executablePath?: unknown } } | undefined)?.screenshot?.executablePath
  return typeof path === 'string' && path !== '' ? path : DEFAULT_CHROMIUM
}

/**
 * `availableWith` of operations that drive the host's Chromium: listed unavailable, with the setting
 * to configure, while no executable file is where the settings say, so callers get a 503 before any 402
 * instead of paying for a render that cannot start.
 */
export function chromiumAvailability(config: OperationConfigView): { available: boolean; reason?: string } {
  const path = chromiumPathOf(config.settings)
  try {
    accessSync(path, constants.X_OK)
    if (statSync(path).isFile()) return { available: true }
  } catch {
    // Missing or not executable: said below.
  }
  return { available: false, reason: `needs Chromium, and no executable is at ${path}: install it (apt-get install -y chromium) or set ${CHROMIUM_SETTING}` }
}
