import { createHash } from 'node:crypto'
import { invalidField } from '../kit/field-error.ts'

/**
 * Scan cursors are opaque to callers but say which backend issued them and for which prefix:
 * `e.<bind>.<key after the prefix, base64url>` (embedded) or `r.<bind>.<SCAN cursor>` (Redis).
 * A cursor for another prefix, or one no backend issued, is the caller's bad `cursor` (400),
 * never a 500; a cursor of the other backend (a host moved from one to the other) restarts
 * the walk, which keeps "every key at least once".
 */
export type ScanPosition =
  | { from: 'start' }
  | { from: 'after'; suffix: string }
  | { from: 'redis'; cursor: string }

const REDIS_CURSOR = /^\d{1,20}$/

/** A short digest of the prefix: cursors do not spell out the keyspace, yet cannot cross prefixes. */
function bind(prefix: string): string {
  return createHash('sha256').update(prefix).digest('base64url').slice(0, 10)
}

export function embeddedCursor(prefix: string, lastKey: string): string {
  return `e.${bind(prefix)}.${Buffer.from(lastKey.slice(prefix.length)).toString('base64url')}`
}

export function redisCursor(prefix: string, cursor: string): string {
  return `r.${bind(prefix)}.${cursor}`
}

const invalid = () => invalidField('cursor', 'not a cursor this store issued for this listing: pass `cursor` from the previous page, or omit it to start')

/** Where a scan of `prefix` resumes; throws the 400 naming `cursor` for anything else. */
export function decodeCursor(prefix: string, cursor: string | undefined): ScanPosition {
  if (cursor === undefined) return { from: 'start' }
  const [kind, bound, payload, ...rest] = cursor.split('.')
  if (rest.length > 0 || bound !== bind(prefix) || payload === undefined) return legacy(prefix, cursor)
  if (kind === 'r' && REDIS_CURSOR.test(payload)) return { from: 'redis', cursor: payload }
  if (kind === 'e' && /^[A-Za-z0-9_-]*$/.test(payload)) return { from: 'after', suffix: Buffer.from(payload, 'base64url').toString() }
  throw invalid()
}

/** Cursors issued before they were tagged: the embedded backend's last key, Redis' bare SCAN cursor. */
function legacy(prefix: string, cursor: string): ScanPosition {
  if (cursor.startsWith(prefix) && cursor.length > prefix.length) return { from: 'after', suffix: cursor.slice(prefix.length) }
  if (REDIS_CURSOR.test(cursor)) return { from: 'redis', cursor }
  throw invalid()
}
