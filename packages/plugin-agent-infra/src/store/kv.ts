import { createError, type StateStore } from '@svc/core'
import { jsonBytes } from '../params.ts'
import { cappedTtlMs, expiresAt, keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'
import { adjustUsage, ensureRoom } from './usage.ts'

/** What a kv entry holds: the value, its size and when it was written. */
interface KvEntry {
  v: unknown
  b: number
  t: string
}

export async function kvPut(state: StateStore, owner: Owner, limits: StoreSettings, key: string, value: unknown, ttlSeconds: number | undefined) {
  const bytes = jsonBytes(value)
  if (bytes > limits.maxValueBytes) throw createError('PAYLOAD_TOO_LARGE', `value: ${bytes} bytes is over the ${limits.maxValueBytes}-byte limit of one value`, { details: { field: 'value' } })
  const full = keyspace(owner, 'kv') + key
  const previous = await state.get<KvEntry>(full)
  await ensureRoom(state, owner, limits, previous ? 0 : 1, bytes - (previous?.b ?? 0))
  const ttlMs = cappedTtlMs(owner, ttlSeconds === undefined ? undefined : ttlSeconds * 1000)
  const entry: KvEntry = { v: value, b: bytes, t: new Date().toISOString() }
  await state.set(full, entry, ttlMs === undefined ? undefined : { ttlMs })
  await adjustUsage(state, owner, previous ? 0 : 1, bytes - (previous?.b ?? 0))
  return { key, bytes, created: !previous, updatedAt: entry.t, expiresAt: expiresAt(ttlMs) }
}

export async function kvGet(state: StateStore, owner: Owner, key: string) {
  const full = keyspace(owner, 'kv') + key
  const entry = await state.get<KvEntry>(full)
  if (!entry) throw createError('NOT_FOUND', `No value under key "${key}"`)
  const ttl = await state.ttl(full)
  return { key, value: entry.v, bytes: entry.b, updatedAt: entry.t, expiresAt: expiresAt(ttl) }
}

export async function kvDelete(state: StateStore, owner: Owner, key: string) {
  const full = keyspace(owner, 'kv') + key
  const entry = await state.get<KvEntry>(full)
  const deleted = entry ? await state.delete(full) : false
  if (deleted) await adjustUsage(state, owner, -1, -entry!.b)
  return { key, deleted }
}

export async function kvScan(state: StateStore, owner: Owner, options: { prefix: string; cursor?: string | undefined; limit: number; includeValues: boolean }) {
  const space = keyspace(owner, 'kv')
  const page = await state.scan(space + options.prefix, { ...(options.cursor ? { cursor: options.cursor } : {}), limit: options.limit })
  const items = []
  for (const full of page.keys) {
    const entry = await state.get<KvEntry>(full)
    // Expired between the scan and the read: not listed.
    if (!entry) continue
    const ttl = await state.ttl(full)
    items.push({ key: full.slice(space.length), bytes: entry.b, updatedAt: entry.t, expiresAt: expiresAt(ttl), ...(options.includeValues ? { value: entry.v } : {}) })
  }
  return { items, cursor: page.cursor }
}
