import { randomBytes } from 'node:crypto'
import { createError, recordsUnder as records, type StateStore } from '@svc/core'
import { jsonBytes } from '../params.ts'
import { cappedTtlMs, keyspace, type Owner } from '../scope.ts'
import type { QueueSettings } from './settings.ts'

/** A message as stored: the lease is `receipt` + `leaseUntil`; `availableAt` also delays new messages. */
interface Message {
  id: string
  payload: unknown
  enqueuedAt: number
  availableAt: number
  attempts: number
  receipt?: string
  leaseUntil?: number
}

type Box = 'm' | 'dead'
const boxPrefix = (owner: Owner, queue: string, box: Box) => `${keyspace(owner, 'queue')}${queue}:${box}:`
const iso = (ms: number) => new Date(ms).toISOString()

/** Ids sort by enqueue time, so a scan meets older messages first (on the embedded backend). */
function newId(now: number): string {
  return `${now.toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`
}

export async function enqueue(state: StateStore, owner: Owner, limits: QueueSettings, queue: string, payload: unknown, delaySeconds: number, now: number) {
  const bytes = jsonBytes(payload)
  if (bytes > limits.maxPayloadBytes) throw createError('PAYLOAD_TOO_LARGE', `payload: ${bytes} bytes is over the ${limits.maxPayloadBytes}-byte limit`, { details: { field: 'payload' } })
  const message: Message = { id: newId(now), payload, enqueuedAt: now, availableAt: now + delaySeconds * 1000, attempts: 0 }
  const ttlMs = cappedTtlMs(owner, limits.retentionSeconds * 1000)!
  await state.set(boxPrefix(owner, queue, 'm') + message.id, message, { ttlMs })
  return { queue, id: message.id, enqueuedAt: iso(now), availableAt: iso(message.availableAt) }
}

/** Every message of a box, read page by page. */
async function* messages(state: StateStore, prefix: string): AsyncGenerator<{ key: string; message: Message }> {
  for await (const { key, record } of records<Message>(state, prefix)) yield { key, message: record }
}

/**
 * Leases up to `max` visible messages for `visibilitySeconds`. Each claim is a compare-and-set
 * of the message as read, so two hosts never lease the same message at once. A message leased
 * `maxAttempts` times without an ack moves to the dead-letter box instead.
 */
export async function lease(state: StateStore, owner: Owner, limits: QueueSettings, queue: string, options: { visibilitySeconds: number; max: number; deadLetter: boolean }, now: number) {
  const leased = []
  const box: Box = options.deadLetter ? 'dead' : 'm'
  for await (const { key, message } of messages(state, boxPrefix(owner, queue, box))) {
    if (leased.length >= options.max) break
    if (message.availableAt > now) continue
    const remaining = await state.ttl(key)
    const keep = remaining === undefined ? undefined : { ttlMs: remaining }
    if (!options.deadLetter && message.attempts >= limits.maxAttempts) {
      // Out of attempts: one host moves it (the compare-and-set decides which), the others skip it.
      const claimed = await state.compareAndSet(key, message, { ...message, availableAt: Number.MAX_SAFE_INTEGER }, keep)
      if (claimed) {
        await state.set(boxPrefix(owner, queue, 'dead') + message.id, { ...message, receipt: undefined, leaseUntil: undefined, availableAt: now }, keep)
        await state.delete(key)
      }
      continue
    }
    const receipt = `${message.id}.${randomBytes(12).toString('hex')}`
    const leaseUntil = now + options.visibilitySeconds * 1000
    const next: Message = { ...message, attempts: message.attempts + 1, receipt, leaseUntil, availableAt: leaseUntil }
    if (await state.compareAndSet(key, message, next, keep)) {
      leased.push({ id: message.id, receipt, payload: message.payload, attempts: next.attempts, enqueuedAt: iso(message.enqueuedAt), leaseExpiresAt: iso(leaseUntil) })
    }
  }
  return { queue, deadLetter: options.deadLetter, messages: leased }
}

/** Deletes a leased message; 409 when the lease expired (the message may be delivered again). */
export async function ack(state: StateStore, owner: Owner, queue: string, receipt: string, deadLetter: boolean, now: number) {
  const id = receipt.split('.')[0]!
  const key = boxPrefix(owner, queue, deadLetter ? 'dead' : 'm') + id
  const message = await state.get<Message>(key)
  if (!message || message.receipt !== receipt || (message.leaseUntil ?? 0) <= now || !(await state.deleteIfEquals(key, message))) {
    throw createError('CONFLICT', 'This receipt no longer holds a lease (it expired or the message was acknowledged): the message may be delivered again')
  }
  return { queue, id, acked: true }
}

export async function stats(state: StateStore, owner: Owner, queue: string, now: number) {
  const counts = { visible: 0, inFlight: 0, delayed: 0, deadLettered: 0 }
  let oldest: number | undefined
  for await (const { message } of messages(state, boxPrefix(owner, queue, 'm'))) {
    if (message.leaseUntil !== undefined && message.leaseUntil > now) counts.inFlight++
    else if (message.availableAt > now && message.attempts === 0) counts.delayed++
    else counts.visible++
    oldest = Math.min(oldest ?? message.enqueuedAt, message.enqueuedAt)
  }
  for await (const _ of messages(state, boxPrefix(owner, queue, 'dead'))) counts.deadLettered++
  return { queue, ...counts, oldestAgeSeconds: oldest === undefined ? null : Math.floor((now - oldest) / 1000) }
}
