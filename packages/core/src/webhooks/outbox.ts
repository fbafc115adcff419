import { randomBytes } from 'node:crypto'
import { batchedPerKey } from '../state/batched-per-key.ts'
import type { StateStore } from '../state/types.ts'

/**
 * The persisted outbox of signed webhooks: every delivery owed to a target is a state key until it
 * is delivered or given up, and a due-time index says when a host next has work on it. Any host
 * sends it (compare-and-set claims, so never two at once); a host that dies mid-send leaves a claim
 * that runs out and another host sends again: delivery is at-least-once, and survives restarts.
 */

/** Where an outbox keeps its deliveries: a key prefix and the due-time index (one pair per feature). */
export interface OutboxNames {
  /** Key prefix of the deliveries, e.g. `infra:outbox:`. */
  prefix: string
  /** Name of the due-time index, e.g. `infra:due:outbox`. */
  index: string
}

/** A webhook owed to a target. */
export interface WebhookDelivery {
  /** `webhook-id`: the same on every attempt, so receivers can de-duplicate. */
  id: string
  /** State key of the object that delivers it (a subscription, a registered webhook...): its target and secret. */
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

/** What happened to one delivery, as its object's log shows it. */
export interface WebhookLogEntry {
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

/** An id that sorts by creation time and cannot be guessed (96 random bits): `<prefix>_<time><random>`. */
export function newSortableId(prefix: string, now = Date.now()): string {
  return `${prefix}_${now.toString(36).padStart(9, '0')}${randomBytes(12).toString('hex')}`
}

/** A Standard Webhooks payload: `type`, `timestamp` (of the event) and `data`. */
export function newWebhookDelivery(source: string, log: string, type: string, data: unknown, now = Date.now(), id = newSortableId('msg', now)): WebhookDelivery {
  const body = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data })
  return { id, source, log, type, body, createdAt: now, attempts: 0, nextAt: now }
}

/** Puts a delivery in the outbox once: enqueueing the same id again changes nothing. */
export async function enqueueWebhook(state: StateStore, names: OutboxNames, delivery: WebhookDelivery, logSize = 20): Promise<boolean> {
  const key = names.prefix + delivery.id
  const queued = await state.setIfAbsent(key, delivery)
  if (!queued) return false
  await state.indexAdd(names.index, key, delivery.nextAt)
  await logWebhookDelivery(state, delivery, { status: 'pending' }, logSize)
  return true
}

interface LogWrite {
  delivery: WebhookDelivery
  update: Partial<WebhookLogEntry>
  size: number
  done: () => void
  reject: () => void
}

/**
 * Log writes go in turns per log key: one host's concurrent deliveries to one target share a log,
 * and write it with one compare-and-set per turn. A log is a record of what happened, never a
 * reason to fail a delivery: a write that cannot be made is dropped.
 */
const queueLogWrite = batchedPerKey<LogWrite>(async (state, log, batch) => {
  await writeLog(state, log, batch).catch(() => {})
  for (const write of batch) write.done()
})

/**
 * Records what happened to a delivery in its object's log (newest first, bounded), if the object
 * still exists. The writes one process makes to a log while one is under way wait and then go
 * together in one compare-and-set, so a burst of deliveries to one target is no retry storm; a
 * change from another host is met by the compare-and-set's retry.
 */
export function logWebhookDelivery(state: StateStore, delivery: WebhookDelivery, update: Partial<WebhookLogEntry>, size = 20): Promise<void> {
  return new Promise<void>((resolve) => queueLogWrite(state, delivery.log, { delivery, update, size, done: resolve, reject: resolve }))
}

async function writeLog(state: StateStore, log: string, batch: LogWrite[]): Promise<void> {
  const source = batch[0]!.delivery.source
  for (let tries = 0; tries < 20; tries++) {
    const ttlMs = await state.ttl(source)
    if (!(await state.get(source))) return
    const current = await state.get<WebhookLogEntry[]>(log)
    let next = current ?? []
    for (const { delivery, update, size } of batch) next = withEntry(next, delivery, update, size)
    const options = ttlMs === undefined ? undefined : { ttlMs }
    const written = current === undefined ? await state.setIfAbsent(log, next, options) : await state.compareAndSet(log, current, next, options)
    if (written) return
  }
}

/** The log with the delivery's entry changed (or added), newest first, at most `size` entries. */
function withEntry(entries: WebhookLogEntry[], delivery: WebhookDelivery, update: Partial<WebhookLogEntry>, size: number): WebhookLogEntry[] {
  const previous = entries.find((entry) => entry.id === delivery.id)
  const entry: WebhookLogEntry = {
    ...(previous ?? { id: delivery.id, type: delivery.type, createdAt: new Date(delivery.createdAt).toISOString(), status: 'pending', attempts: 0, lastAttemptAt: null, responseStatus: null, error: null, nextAttemptAt: null }),
    ...update,
  }
  return [entry, ...entries.filter((item) => item.id !== delivery.id)].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)).slice(0, size)
}

export const readWebhookLog = async (state: StateStore, key: string): Promise<WebhookLogEntry[]> => (await state.get<WebhookLogEntry[]>(key)) ?? []

/** When a host next has work on a delivery: its next attempt, or when the claim of the host sending it runs out. */
export const deliveryDue = (delivery: WebhookDelivery): number => Math.max(delivery.nextAt, delivery.leaseUntil ?? 0)
