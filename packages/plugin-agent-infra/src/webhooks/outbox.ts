import type { StateStore } from '@svc/core'
import { DUE_OUTBOX } from './due.ts'
import { newId } from './signing.ts'

/** Every pending delivery of every owner, one key each; ids sort by creation time. */
export const OUTBOX = 'infra:outbox:'

/** A webhook owed to a target, kept until it is delivered or given up (the persisted outbox). */
export interface Delivery {
  /** `webhook-id`: the same on every attempt, so receivers can de-duplicate. */
  id: string
  /** State key of the object that delivers it (schedule, subscription, watcher): its target and secret. */
  source: string
  /** State key of that object's delivery log. */
  log: string
  type: string
  /** The exact JSON body that is signed and sent. */
  body: string
  createdAt: number
  attempts: number
  nextAt: number
  /** While an attempt runs: the claim of the host sending it. */
  leaseUntil?: number
}

/** The part of a delivering object the outbox reads. */
export interface WebhookSource {
  webhook: { url: string; secret: string }
  /** Set when the target answered 410 Gone: nothing more is sent. */
  disabled?: { at: string; reason: string }
}

/** A Standard Webhooks payload: `type`, `timestamp` (of the event) and `data`. */
export function newDelivery(source: string, log: string, type: string, data: unknown, now: number, id = newId('msg', now)): Delivery {
  const body = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data })
  return { id, source, log, type, body, createdAt: now, attempts: 0, nextAt: now }
}

/** Puts a delivery in the outbox once: enqueueing the same id again changes nothing. */
export async function enqueue(state: StateStore, delivery: Delivery): Promise<boolean> {
  const queued = await state.setIfAbsent(OUTBOX + delivery.id, delivery)
  if (queued) await state.indexAdd(DUE_OUTBOX, OUTBOX + delivery.id, delivery.nextAt)
  if (queued) await logDelivery(state, delivery, { status: 'pending' })
  return queued
}

export interface LogEntry {
  id: string
  type: string
  createdAt: string
  status: 'pending' | 'retrying' | 'delivered' | 'failed' | 'cancelled'
  attempts: number
  lastAttemptAt: string | null
  /** HTTP status of the last answer, null when none came. */
  responseStatus: number | null
  error: string | null
  nextAttemptAt: string | null
}

/** Records what happened to a delivery in its object's log (newest first, bounded), if the object still exists. */
export async function logDelivery(state: StateStore, delivery: Delivery, update: Partial<LogEntry>, size = 20): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    const ttlMs = await state.ttl(delivery.source)
    if (!(await state.get(delivery.source))) return
    const current = await state.get<LogEntry[]>(delivery.log)
    const previous = current?.find((entry) => entry.id === delivery.id)
    const entry: LogEntry = {
      ...(previous ?? { id: delivery.id, type: delivery.type, createdAt: new Date(delivery.createdAt).toISOString(), status: 'pending', attempts: 0, lastAttemptAt: null, responseStatus: null, error: null, nextAttemptAt: null }),
      ...update,
    }
    const next = [entry, ...(current ?? []).filter((item) => item.id !== delivery.id)].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).slice(0, size)
    const options = ttlMs === undefined ? undefined : { ttlMs }
    const written = current === undefined ? await state.setIfAbsent(delivery.log, next, options) : await state.compareAndSet(delivery.log, current, next, options)
    if (written) return
  }
}

/** When a host next has work on a delivery: its next attempt, or when the claim of the host sending it runs out. */
export const deliveryDue = (delivery: Delivery): number => Math.max(delivery.nextAt, delivery.leaseUntil ?? 0)

export const readLog = async (state: StateStore, key: string): Promise<LogEntry[]> => (await state.get<LogEntry[]>(key)) ?? []
