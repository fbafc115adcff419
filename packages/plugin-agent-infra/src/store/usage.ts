import { createError, type StateStore } from '@svc/core'
import { keyspace, type Owner } from '../scope.ts'
import type { StoreSettings } from './settings.ts'
import { applyChange, readUsage, swapUsage, type Usage } from './usage-record.ts'

/** The kinds of stored objects that count against a wallet's quota. */
export const STORED_KINDS = ['kv', 'doc', 'blob', 'vec'] as const

/**
 * Quota accounting. Room is reserved on the owner's usage record (usage-record.ts) before a write
 * that grows usage, the quota check and the reservation being one compare-and-set, so concurrent
 * writers on any hosts cannot together pass the quota; room is released after a write that shrinks
 * it. The record so never counts less than is stored; it can count more (expired entries are not
 * subtracted), so a write is refused only after an exact recount (a scan) says it does not fit.
 */

/**
 * Exact usage by scanning the owner's objects; the record is set to it unless a write changed the
 * record meanwhile (`recorded` says which).
 */
export async function reconcileUsage(state: StateStore, owner: Owner) {
  const before = await readUsage(state, owner)
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
  const recorded = await swapUsage(state, owner, before, { i: items, b: bytes })
  return { items, bytes, byKind, recorded }
}

const quotaExceeded = (limits: StoreSettings) => (usage: Usage) =>
  createError('QUOTA_EXCEEDED', `This wallet's store quota is ${limits.maxItems} items and ${limits.maxBytes} bytes; it holds ${usage.i} items and ${usage.b} bytes`)

const recount = (state: StateStore, owner: Owner) => async () => (await reconcileUsage(state, owner)).recorded

/**
 * Writes one counted object of `bytes` in place of one of `previousBytes` (undefined: a new one):
 * room is reserved before a write that grows usage (and given back if the write fails) and
 * released after one that shrinks it.
 * A write that changes no size touches no record.
 */
export async function countedWrite(state: StateStore, owner: Owner, limits: StoreSettings, previousBytes: number | undefined, bytes: number, write: () => Promise<unknown>): Promise<void> {
  const items = previousBytes === undefined ? 1 : 0
  const delta = bytes - (previousBytes ?? 0)
  if (items > 0 || delta > 0) {
    const fits = (after: Usage) => after.i <= limits.maxItems && after.b <= limits.maxBytes
    await applyChange(state, owner, { items, bytes: delta, fits, refuse: quotaExceeded(limits) }, recount(state, owner))
    try {
      await write()
    } catch (error) {
      // Nothing was stored: the room reserved for it is given back (if that fails too, the record
      // over-counts until the next recount, never under-counts).
      await applyChange(state, owner, { items: -items, bytes: -delta }, recount(state, owner)).catch(() => {})
      throw error
    }
    return
  }
  await write()
  if (delta < 0) await applyChange(state, owner, { items: 0, bytes: delta }, recount(state, owner))
}

/** Releases a deleted object's room. */
export async function countedDelete(state: StateStore, owner: Owner, bytes: number): Promise<void> {
  await applyChange(state, owner, { items: -1, bytes: -bytes }, recount(state, owner))
}
