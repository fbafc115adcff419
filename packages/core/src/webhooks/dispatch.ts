import { updateRecord } from '../state/records.ts'
import type { StateStore } from '../state/types.ts'
import { dueMembers, sweepIfDue, type Sweeps } from './due-index.ts'
import { deliveryDue, logWebhookDelivery, type OutboxNames, type WebhookDelivery, type WebhookSource } from './outbox.ts'
import { postSigned, webhookBackoffMs, webhookTargetPolicy } from './signed-delivery.ts'

/** How an outbox sends: attempts, backoff, timeout, parallel sends per host, log length. */
export interface DispatchSettings {
  /** Attempts per delivery before it is given up (the first one included). */
  maxAttempts: number
  /** Delay before the first retry; each later one is 4 times longer, with jitter. */
  retryBaseMs: number
  retryMaxMs: number
  timeoutMs: number
  /** Deliveries one host sends at once. */
  concurrency: number
  /** Entries kept in each object's delivery log. */
  logSize: number
  /** TESTS ONLY: lets targets be 127.0.0.1. Every other private address stays refused. */
  allowLoopbackForTests: boolean
  userAgent?: string
}

export interface DispatcherOptions {
  names: OutboxNames
  settings: DispatchSettings
  log: (message: string) => void
  /** When this host last swept each index (shared with a plugin's other due-time indexes). */
  sweeps?: Sweeps
  now?: () => number
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Claims due deliveries (compare-and-set: two hosts never send the same one at once) and sends
 * them, at most `concurrency` at a time per host. A host that dies mid-send leaves a claim that
 * expires, and another host sends again: delivery is at-least-once.
 */
export function createWebhookDispatcher(state: StateStore, options: DispatcherOptions) {
  const { names, settings, log } = options
  const now = options.now ?? Date.now
  const sweeps = options.sweeps ?? new Map()
  const policy = webhookTargetPolicy(settings.allowLoopbackForTests)
  const inFlight = new Set<Promise<void>>()

  async function tick(): Promise<void> {
    await sweepIfDue(state, sweeps, names.index, names.prefix, deliveryDue, now())
    const at = now()
    for await (const key of dueMembers(state, names.index, at, settings.concurrency)) {
      if (inFlight.size >= settings.concurrency) return
      const delivery = await state.get<WebhookDelivery>(key)
      if (!delivery) {
        await state.indexRemove(names.index, key)
        continue
      }
      if (deliveryDue(delivery) > at) {
        await state.indexAdd(names.index, key, deliveryDue(delivery))
        continue
      }
      const claimed: WebhookDelivery = { ...delivery, attempts: delivery.attempts + 1, leaseUntil: at + settings.timeoutMs + 30_000 }
      if (!(await state.compareAndSet(key, delivery, claimed))) continue
      await state.indexAdd(names.index, key, claimed.leaseUntil!)
      const running = send(key, claimed).catch((error) => log(`webhook ${delivery.id}: ${String(error)}`)).finally(() => inFlight.delete(running))
      inFlight.add(running)
    }
  }

  /** Removes a finished delivery and then its index entry (a crash in between leaves an entry the next visit drops). */
  async function finish(key: string, delivery: WebhookDelivery): Promise<void> {
    await state.deleteIfEquals(key, delivery)
    await state.indexRemove(names.index, key)
  }

  async function send(key: string, delivery: WebhookDelivery): Promise<void> {
    const source = await state.get<WebhookSource>(delivery.source)
    if (!source || source.disabled) {
      await logWebhookDelivery(state, delivery, { status: 'cancelled', error: source ? `not sent: ${source.disabled!.reason}` : 'not sent: cancelled' }, settings.logSize)
      await finish(key, delivery)
      return
    }
    const sentAt = now()
    const outcome = await postSigned({ id: delivery.id, body: delivery.body, url: source.webhook.url, secret: source.webhook.secret, timeoutMs: settings.timeoutMs, policy, ...(settings.userAgent ? { userAgent: settings.userAgent } : {}) }, sentAt)
    const common = { attempts: delivery.attempts, lastAttemptAt: iso(sentAt), responseStatus: outcome.status }
    if (outcome.result === 'delivered') {
      await finish(key, delivery)
      await logWebhookDelivery(state, delivery, { ...common, status: 'delivered', error: null, nextAttemptAt: null }, settings.logSize)
      return
    }
    if (outcome.result === 'gone') {
      await updateRecord<WebhookSource>(state, delivery.source, (current) => ({ ...current, disabled: { at: iso(sentAt), reason: outcome.error } }))
    }
    if (outcome.result !== 'retry' || delivery.attempts >= settings.maxAttempts) {
      await finish(key, delivery)
      const reason = outcome.result === 'retry' ? `${outcome.error}; gave up after ${delivery.attempts} attempts` : outcome.error
      await logWebhookDelivery(state, delivery, { ...common, status: 'failed', error: reason, nextAttemptAt: null }, settings.logSize)
      return
    }
    const nextAt = now() + webhookBackoffMs(delivery.attempts, settings, outcome.retryAfterMs)
    const { leaseUntil: _, ...released } = delivery
    if (await state.compareAndSet(key, delivery, { ...released, nextAt })) await state.indexAdd(names.index, key, nextAt)
    await logWebhookDelivery(state, delivery, { ...common, status: 'retrying', error: outcome.error, nextAttemptAt: iso(nextAt) }, settings.logSize)
  }

  return {
    tick,
    /** Waits for the sends under way (stop). */
    drain: () => Promise.allSettled([...inFlight]).then(() => undefined),
  }
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>
