import { createError, type StateStore } from '@svc/core'
import { keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'

/** The kinds of stored objects that count against a wallet's quota. */
export const STORED_KINDS = ['kv', 'doc', 'blob', 'vec'] as const

/**
 * Running counters per owner, updated on every write. Expired entries do not decrement them,
 * so they can only overstate usage: a reconciliation (a scan) makes them exact again.
 */
const counter = (owner: Owner, what: 'items' | 'bytes') => `${keyspace(owner, 'usage')}${what}`

export async function adjustUsage(state: StateStore, owner: Owner, items: number, bytes: number): Promise<void> {
  if (items !== 0) await state.increment(counter(owner, 'items'), items)
  if (bytes !== 0) await state.increment(counter(owner, 'bytes'), bytes)
}

/** Exact usage by scanning the owner's objects; the counters are reset to it. */
export async function reconcileUsage(state: StateStore, owner: Owner) {
  const byKind: Record<string, { items: number; bytes: number }> = {}
  let items = 0
  let bytes = 0
  for (const kind of STORED_KINDS) {
    const tally = { items: 0, bytes: 0 }
    let cursor: string | null | undefined
    do {
      const page = await state.scan(keyspace(owner, kind), { ...(cursor ? { cursor } : {}), limit: 500 })
      for (const key of page.keys) {
        const entry = await state.get<{ b?: number }>(key)
        if (!entry) continue
        tally.items += 1
        tally.bytes += entry.b ?? 0
      }
      cursor = page.cursor
    } while (cursor)
    byKind[kind] = tally
    items += tally.items
    bytes += tally.bytes
  }
  await state.set(counter(owner, 'items'), items)
  await state.set(counter(owner, 'bytes'), bytes)
  return { items, bytes, byKind }
}

/** Refuses a write that would take the owner over its quota (checked exactly before refusing). */
export async function ensureRoom(state: StateStore, owner: Owner, limits: StoreSettings, addItems: number, addBytes: number): Promise<void> {
  const over = (items: number, bytes: number) => items + addItems > limits.maxItems || bytes + addBytes > limits.maxBytes
  const items = (await state.get<number>(counter(owner, 'items'))) ?? 0
  const bytes = (await state.get<number>(counter(owner, 'bytes'))) ?? 0
  if (!over(items, bytes)) return
  const exact = await reconcileUsage(state, owner)
  if (over(exact.items, exact.bytes)) {
    throw createError('QUOTA_EXCEEDED', `This wallet's store quota is ${limits.maxItems} items and ${limits.maxBytes} bytes; it holds ${exact.items} items and ${exact.bytes} bytes`)
  }
}
