import { createRequire } from 'node:module'

/**
 * A CommonJS dependency loaded at its first use rather than when the plugin is imported, so the
 * host's start with every plugin stays fast: `const moment = lazyRequire<typeof Moment>(import.meta.url, 'moment-timezone')`,
 * then `moment().tz(...)`. `from` is the importing module's URL (its own dependencies resolve).
 */
export function lazyRequire<T>(from: string, id: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= createRequire(from)(id) as T)
}
