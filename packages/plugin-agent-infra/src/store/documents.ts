import { createError, type StateStore } from '@svc/core'
import { jsonBytes } from '../params.ts'
import { cappedTtlMs, expiresAt, keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'
import { countedDelete, countedWrite } from './usage.ts'

interface DocEntry {
  d: Record<string, unknown>
  b: number
  t: string
}

export type Scalar = string | number | boolean | null
export type Condition = Scalar | { $eq?: Scalar; $ne?: Scalar; $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number; $in?: Scalar[] }

const docKey = (owner: Owner, collection: string, id: string) => `${keyspace(owner, 'doc')}${collection}:${id}`

export async function docPut(state: StateStore, owner: Owner, limits: StoreSettings, collection: string, id: string, doc: Record<string, unknown>, ttlSeconds: number | undefined, now: number) {
  const bytes = jsonBytes(doc)
  if (bytes > limits.maxValueBytes) throw createError('PAYLOAD_TOO_LARGE', `doc: ${bytes} bytes is over the ${limits.maxValueBytes}-byte limit of one document`, { details: { field: 'doc' } })
  const key = docKey(owner, collection, id)
  const ttlMs = cappedTtlMs(owner, ttlSeconds === undefined ? undefined : ttlSeconds * 1000)
  const entry: DocEntry = { d: doc, b: bytes, t: new Date(now).toISOString() }
  const { replaced } = await countedWrite(state, owner, limits, 'doc', key, entry, bytes, ttlMs)
  return { collection, id, bytes, created: !replaced, updatedAt: entry.t, expiresAt: expiresAt(ttlMs, now) }
}

export async function docGet(state: StateStore, owner: Owner, collection: string, id: string) {
  const entry = await state.get<DocEntry>(docKey(owner, collection, id))
  if (!entry) throw createError('NOT_FOUND', `No document "${id}" in collection "${collection}"`)
  return { collection, id, doc: entry.d, bytes: entry.b, updatedAt: entry.t }
}

export async function docDelete(state: StateStore, owner: Owner, collection: string, id: string) {
  const deleted = await countedDelete(state, owner, docKey(owner, collection, id))
  return { collection, id, deleted }
}

/** A dotted path into a document (`address.city`). */
function pick(doc: unknown, path: string): unknown {
  let value: unknown = doc
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/** Ordering for range conditions and sorting: numbers with numbers, strings with strings. */
function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  return undefined
}

function matches(doc: Record<string, unknown>, filter: Record<string, Condition>): boolean {
  return Object.entries(filter).every(([path, condition]) => {
    const value = pick(doc, path)
    if (condition === null || typeof condition !== 'object') return value === condition
    const c = condition
    if ('$eq' in c && value !== c.$eq) return false
    if ('$ne' in c && value === c.$ne) return false
    if (c.$in && !c.$in.includes(value as Scalar)) return false
    const order = (bound: unknown, test: (n: number) => boolean) => { const result = compare(value, bound); return result !== undefined && test(result) }
    if (c.$gt !== undefined && !order(c.$gt, (n) => n > 0)) return false
    if (c.$gte !== undefined && !order(c.$gte, (n) => n >= 0)) return false
    if (c.$lt !== undefined && !order(c.$lt, (n) => n < 0)) return false
    if (c.$lte !== undefined && !order(c.$lte, (n) => n <= 0)) return false
    return true
  })
}

/**
 * Filters a collection (equality, $ne, $in and ranges on dotted paths), sorts and pages it. The
 * collection is read whole: fine within a wallet's quota, and it needs no index to stay correct.
 */
export async function docSearch(state: StateStore, owner: Owner, collection: string, options: { filter: Record<string, Condition>; sort?: { field: string; order: 'asc' | 'desc' } | undefined; limit: number; offset: number }) {
  const prefix = `${keyspace(owner, 'doc')}${collection}:`
  const found: Array<{ id: string; doc: Record<string, unknown>; updatedAt: string }> = []
  let cursor: string | null | undefined
  do {
    const page = await state.scan(prefix, { ...(cursor ? { cursor } : {}), limit: 500 })
    for (const key of page.keys) {
      const entry = await state.get<DocEntry>(key)
      if (entry && matches(entry.d, options.filter)) found.push({ id: key.slice(prefix.length), doc: entry.d, updatedAt: entry.t })
    }
    cursor = page.cursor
  } while (cursor)
  const sort = options.sort
  found.sort((a, b) => {
    if (sort) {
      // Documents without a comparable value sort last, whatever the order.
      const result = compare(pick(a.doc, sort.field), pick(b.doc, sort.field))
      if (result === undefined) return pick(a.doc, sort.field) === undefined ? 1 : pick(b.doc, sort.field) === undefined ? -1 : 0
      if (result !== 0) return sort.order === 'asc' ? result : -result
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  })
  return { collection, items: found.slice(options.offset, options.offset + options.limit), total: found.length }
}
