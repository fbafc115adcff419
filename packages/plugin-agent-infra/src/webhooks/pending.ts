import type { SetOptions, StateStore } from '@svc/core'
import { enqueue, type Delivery } from './outbox.ts'

/** A record that owes a delivery it has not put in the outbox yet. */
export interface WithPending {
  pending?: Delivery
}

/** How long a pending delivery may wait before another host takes it as left by a crashed one. */
export const PENDING_STALE_MS = 30_000

/** Set options that keep a key's remaining time to live when it is rewritten. */
export async function keepTtl(state: StateStore, key: string): Promise<SetOptions | undefined> {
  const ttlMs = await state.ttl(key)
  return ttlMs === undefined ? undefined : { ttlMs }
}

/**
 * Replaces a record (compare-and-set: one host wins) together with the delivery it owes, then
 * enqueues the delivery and clears it from the record. A crash in between leaves `pending` on
 * the record, which the next tick of any host enqueues: a change is never lost.
 */
export async function advanceWithDelivery<T extends WithPending>(state: StateStore, key: string, expected: T, next: T, delivery: Delivery, ttlMs?: number): Promise<boolean> {
  const owed = { ...next, pending: delivery }
  const ttl = ttlMs === undefined ? await keepTtl(state, key) : { ttlMs }
  if (!(await state.compareAndSet(key, expected, owed, ttl))) return false
  await flushPending(state, key, owed)
  return true
}

/** Enqueues a record's pending delivery (once, by its id) and clears it from the record. */
export async function flushPending<T extends WithPending>(state: StateStore, key: string, record: T): Promise<void> {
  const delivery = record.pending
  if (!delivery) return
  await enqueue(state, delivery)
  let current: T | undefined = record
  for (let tries = 0; tries < 10 && current?.pending?.id === delivery.id; tries++) {
    const { pending: _, ...rest } = current
    if (await state.compareAndSet(key, current, rest, await keepTtl(state, key))) return
    current = await state.get<T>(key)
  }
}

/** Changes a record with a retry loop (other hosts may write it too); false when it is gone. */
export async function updateRecord<T>(state: StateStore, key: string, change: (current: T) => T | undefined): Promise<boolean> {
  for (let tries = 0; tries < 20; tries++) {
    const current = await state.get<T>(key)
    if (current === undefined) return false
    const next = change(current)
    if (next === undefined) return false
    if (await state.compareAndSet(key, current, next, await keepTtl(state, key))) return true
  }
  return false
}
