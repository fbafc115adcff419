import { keepTtl, type StateStore, type WebhookDelivery } from '@svc/core'
import { enqueue } from './outbox.ts'

/** A record that owes a delivery it has not put in the outbox yet. */
export interface WithPending {
  pending?: WebhookDelivery
}

/** How long a pending delivery may wait before another host takes it as left by a crashed one. */
export const PENDING_STALE_MS = 30_000

/**
 * Replaces a record (compare-and-set: one host wins) together with the delivery it owes, then
 * enqueues the delivery and clears it from the record. A crash in between leaves `pending` on
 * the record, which the next tick of any host enqueues: a change is never lost.
 */
export async function advanceWithDelivery<T extends WithPending>(state: StateStore, key: string, expected: T, next: T, delivery: WebhookDelivery, ttlMs?: number): Promise<boolean> {
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

