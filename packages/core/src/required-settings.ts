import type { SvcConfig } from './config.ts'
import type { Availability } from './upstream/client.ts'

/**
 * A setting an operation cannot work without: its path below `settings` (`gov.usajobsUserAgent`),
 * or the path and what it holds (`{ path, description: 'the e-mail registered with the key' }`).
 */
export type RequiredSetting = string | { path: string; description: string }

const PATH = /^[a-z0-9-]+(?:\.[A-Za-z0-9_-]+)+$/

/**
 * Unavailable while one of the settings is unset, null or a blank string (like a missing key):
 * the reason names each setting and how to give it.
 */
export function settingsAvailability(required: readonly RequiredSetting[], config: Partial<Pick<SvcConfig, 'settings'>>): Availability {
  const missing: string[] = []
  for (const setting of required) {
    const { path, description } = typeof setting === 'string' ? { path: setting, description: undefined } : setting
    if (!PATH.test(path)) throw new TypeError(`required setting "${path}" must be a path below settings: <group>.<name>`)
    if (isSet(valueAt(config.settings ?? {}, path))) continue
    missing.push(`settings.${path}${description ? ` (${description})` : ''}`)
  }
  if (missing.length === 0) return { available: true }
  return { available: false, reason: `needs the setting${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} in the host configuration or SVC_SETTINGS` }
}

function valueAt(settings: Record<string, unknown>, path: string): unknown {
  let value: unknown = settings
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')
}
