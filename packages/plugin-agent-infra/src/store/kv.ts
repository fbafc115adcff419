import { createError, type StateStore } from '@svc/core'
import { jsonBytes } from '../params.ts'
import { cappedTtlMs, expiresAt, keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'
import { countedDelete, countedWrite } from './usage.ts'

/**
 * What a kv entry holds: the value, its size, when it was written and when it expires (ms, null:
 * never), so a read needs no TTL lookup. Entries of earlier versions have no `e`.
 */
interface KvEntry {
  v: unknown
  b: number
  t: string
  e?: number | null
}

/** When an entry expires, from the entry itself or (entries of earlier versions) from the state's TTL. */
async function expiryOf(state: StateStore, key: string, entry: KvEntry, now: number): Promise<string | null> {
  if (entry.e !== undefined) return entry.e === null ? null : new Date(entry.e).toISOString()
  return expiresAt(await state.ttl(key), now)
}

export async function kvPut(state: StateStore, owner: Owner, limits: StoreSettings, key: string, value: unknown, ttlSeconds: number | undefined, now: number) {
  const bytes = jsonBytes(value)
  if (bytes > limits.maxValueBytes) throw createError('PAYLOAD_TOO_LARGE', `value: ${bytes} bytes is over the ${limits.maxValueBytes}-byte limit of one value`, { details: { field: 'value' } })
  const full = keyspace(owner, 'kv') + key
  const ttlMs = cappedTtlMs(owner, ttlSeconds === undefined ? undefined : ttlSeconds * 1000)
  const entry: KvEntry = { v: value, b: bytes, t: new Date(now).toISOString(), e: ttlMs === undefined ? null : now + ttlMs }
  const { replaced } = await countedWrite(state, owner, limits, 'kv', full, entry, bytes, ttlMs)
  return { key, bytes, created: !replaced, updatedAt: entry.t, expiresAt: expiresAt(ttlMs, now) }
}

export async function kvGet(state: StateStore, owner: Owner, key: string, now: number) {
  const full = keyspace(owner, 'kv') + key
  const entry = await state.get<KvEntry>(full)
  if (!entry) throw createError('NOT_FOUND', `No value under key "${key}"`)
  return { key, value: entry.v, bytes: entry.b, updatedAt: entry.t, expiresAt: await expiryOf(state, full, entry, now) }
}

export async function kvDelete(state: StateStore, owner: Owner, key: string) {
  const deleted = await countedDelete(state, owner, keyspace(owner, 'kv') + key)
  return { key, deleted }
}

export async function kvScan(state: StateStore, owner: Owner, options: { prefix: string; cursor?: string | undefined; limit: number; includeValues: boolean }, now: number) {
  const space = keyspace(owner, 'kv')
  const page = await state.scan(space + options.prefix, { ...(options.cursor ? { cursor: options.cursor } : {}), limit: options.limit })
  const items = []
  for (const full of page.keys) {
    const entry = await state.get<KvEntry>(full)
    // Expired between the scan and the read: not listed.
    if (!entry) continue
    items.push({ key: full.slice(space.length), bytes: entry.b, updatedAt: entry.t, expiresAt: await expiryOf(state, full, entry, now), ...(options.includeValues ? { value: entry.v } : {}) })
  }
  return { items, cursor: page.cursor }
}
