import { createError } from '@svc/core'

/**
 * A file path the host may set in `settings.trade.<name>` (the reference file the operation reads from its upstream),
 * else `fallback`; a value that is not a path starting with / leaves the operation unavailable on this host.
 */
export function settingPath(settings: Readonly<Record<string, unknown>>, name: string, fallback: string): string {
  const path = settings[name]
  if (path === undefined) return fallback
  if (typeof path !== 'string' || !path.startsWith('/')) throw createError('UPSTREAM_NOT_CONFIGURED', `This operation is not available on this host: settings.trade.${name} must be a path starting with /`)
  return path
}
