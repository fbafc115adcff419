import { createHash } from 'node:crypto'
import { invalidField } from '../kit/field-error.ts'

/**
 * Scan cursors are opaque to callers but say what they hold and for which prefix:
 * `e.<bind>.<last key listed, after the prefix, base64url>`, which both backends issue (both keep
 * keys in order; the letter is the one earlier versions gave the embedded backend's cursors, so
 * their hosts still take it), or `r.<bind>.<SCAN cursor>`, which the Redis backend issued before
 * its key directory: a position in a keyspace walk, which restarts the walk on either backend now,
 * as does a cursor of a host of an earlier version (that keeps "every key at least once").
 * A cursor for another prefix, or one no backend issued, is the caller's bad `cursor` (400), never a 500.
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

/** The cursor of a page that ended at `lastKey`: the next page starts after it. */
export function keyCursor(prefix: string, lastKey: string): string {
  return `e.${bind(prefix)}.${Buffer.from(lastKey.slice(prefix.length)).toString('base64url')}`
}

/** A SCAN cursor, as the Redis backend issued before its key directory. */
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
