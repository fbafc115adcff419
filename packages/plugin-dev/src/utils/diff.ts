import { lazyRequire } from '@svc/core'
import type { Difference, DifferenceRemove } from 'microdiff'
import type microdiffType from 'microdiff'
import type { JsonValue } from './json.ts'

// microdiff loads at the first call, not at the host's start (its CommonJS build exports `default`).
const microdiff = lazyRequire<{ default: typeof microdiffType }>(import.meta.url, 'microdiff')

export interface Change {
  op: 'add' | 'remove' | 'replace'
  /** JSON Pointer (RFC 6901) of the member; '' is the whole document. */
  path: string
  oldValue?: JsonValue
  value?: JsonValue
}

export interface Diff {
  /** The first `limit` changes. */
  changes: Change[]
  counts: { add: number; remove: number; replace: number }
}

/**
 * Changes that turn `a` into `b`, in an order that applies as an RFC 6902 patch
 * (`value` is the new value; `oldValue` is extra, which patch appliers ignore).
 * Arrays are compared index by index. Only the first `limit` changes are built.
 */
export function diffJson(a: JsonValue, b: JsonValue, limit: number): Diff {
  const counts = { add: 0, remove: 0, replace: 0 }
  const changes: Change[] = []
  const push = (make: () => Change, op: Change['op']) => {
    counts[op] += 1
    if (changes.length < limit) changes.push(make())
  }
  const container = (value: JsonValue) => (typeof value === 'object' && value !== null ? (Array.isArray(value) ? 'array' : 'object') : undefined)
  if (!container(a) || container(a) !== container(b)) {
    if (a !== b) push(() => ({ op: 'replace', path: '', oldValue: a, value: b }), 'replace')
    return { changes, counts }
  }
  const raw = microdiff().default(bare(a) as object, bare(b) as object, { cyclesFix: false })
  for (let i = 0; i < raw.length; i += 1) {
    const entry = raw[i]!
    if (entry.type === 'REMOVE' && typeof entry.path.at(-1) === 'number') {
      // Removals from the tail of one array: highest index first, so each applies in turn.
      const parent = entry.path.length - 1
      const sameParent = (other: Difference | undefined) => other?.type === 'REMOVE' && other.path.length === entry.path.length && other.path.every((segment, k) => k === parent || segment === entry.path[k])
      let end = i
      while (sameParent(raw[end + 1])) end += 1
      for (let j = end; j >= i; j -= 1) {
        const removed = raw[j] as DifferenceRemove
        push(() => ({ op: 'remove', path: pointer(removed.path), oldValue: plain(removed.oldValue) }), 'remove')
      }
      i = end
    } else if (entry.type === 'REMOVE') {
      push(() => ({ op: 'remove', path: pointer(entry.path), oldValue: plain(entry.oldValue) }), 'remove')
    } else if (entry.type === 'CREATE') {
      push(() => ({ op: 'add', path: pointer(entry.path), value: plain(entry.value) }), 'add')
    } else {
      push(() => ({ op: 'replace', path: pointer(entry.path), oldValue: plain(entry.oldValue), value: plain(entry.value) }), 'replace')
    }
  }
  return { changes, counts }
}

export function pointer(path: Array<string | number>): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
}

/**
 * A copy with prototype-less objects, so keys such as "toString" or "__proto__" are
 * compared as data, never found on Object.prototype; -0 becomes 0 (equal in JSON).
 */
function bare(value: JsonValue): unknown {
  if (typeof value === 'number') return value === 0 ? 0 : value
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(bare)
  const out = Object.create(null) as Record<string, unknown>
  for (const [key, child] of Object.entries(value)) out[key] = bare(child)
  return out
}

/** Back to ordinary objects for the answer. */
function plain(value: unknown): JsonValue {
  if (typeof value !== 'object' || value === null) return value as JsonValue
  if (Array.isArray(value)) return value.map(plain)
  const out: Record<string, JsonValue> = {}
  for (const [key, child] of Object.entries(value)) Object.defineProperty(out, key, { value: plain(child), enumerable: true, writable: true, configurable: true })
  return out
}
