import type { StateStore } from '@svc/core'
import { DUE_OUTBOX, dueMembers, sweepIfDue, type Sweeps } from './due.ts'
import { deliveryDue, logDelivery, OUTBOX, type Delivery, type WebhookSource } from './outbox.ts'
import { updateRecord } from './pending.ts'
import { attempt, backoffMs } from './send.ts'
import type { WebhookSettings } from './settings.ts'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Claims due deliveries (compare-and-set: two hosts never send the same one at once) and sends
 * them, at most `concurrency` at a time per host. A host that dies mid-send leaves a claim that
 * expires, and another host sends again: delivery is at-least-once.
 */
export function createDispatcher(state: StateStore, settings: WebhookSettings, log: (message: string) => void, clock: () => number, sweeps: Sweeps = new Map()) {
  const inFlight = new Set<Promise<void>>()

  async function tick(): Promise<void> {
    await sweepIfDue(state, sweeps, DUE_OUTBOX, OUTBOX, deliveryDue, clock())
    const now = clock()
    for await (const key of dueMembers(state, DUE_OUTBOX, now, settings.concurrency)) {
      if (inFlight.size >= settings.concurrency) return
      const delivery = await state.get<Delivery>(key)
      if (!delivery) {
        await state.indexRemove(DUE_OUTBOX, key)
        continue
      }
      if (deliveryDue(delivery) > now) {
        await state.indexAdd(DUE_OUTBOX, key, deliveryDue(delivery))
        continue
      }
      const claimed: Delivery = { ...delivery, attempts: delivery.attempts + 1, leaseUntil: now + settings.timeoutMs + 30_000 }
      if (!(await state.compareAndSet(key, delivery, claimed))) continue
      await state.indexAdd(DUE_OUTBOX, key, claimed.leaseUntil!)
      const running = send(key, claimed).catch((error) => log(`webhook ${delivery.id}: ${String(error)}`)).finally(() => inFlight.delete(running))
      inFlight.add(running)
    }
  }

  /** Removes a finished delivery and then its index entry (a crash in between leaves an entry the next visit drops). */
  async function finish(key: string, delivery: Delivery): Promise<void> {
    await state.deleteIfEquals(key, delivery)
    await state.indexRemove(DUE_OUTBOX, key)
  }

  async function send(key: string, delivery: Delivery): Promise<void> {
    const source = await state.get<WebhookSource>(delivery.source)
    if (!source || source.disabled) {
      await logDelivery(state, delivery, { status: 'cancelled', error: source ? `not sent: ${source.disabled!.reason}` : 'not sent: cancelled' }, settings.logSize)
      await finish(key, delivery)
      return
    }
    const now = clock()
    const outcome = await attempt(delivery, source.webhook, settings, now)
    const common = { attempts: delivery.attempts, lastAttemptAt: iso(now), responseStatus: outcome.status }
    if (outcome.result === 'delivered') {
      await finish(key, delivery)
      await logDelivery(state, delivery, { ...common, status: 'delivered', error: null, nextAttemptAt: null }, settings.logSize)
      return
    }
    if (outcome.result === 'gone') {
      await updateRecord<WebhookSource>(state, delivery.source, (current) => ({ ...current, disabled: { at: iso(now), reason: outcome.error } }))
    }
    if (outcome.result !== 'retry' || delivery.attempts >= settings.maxAttempts) {
      await finish(key, delivery)
      const reason = outcome.result === 'retry' ? `${outcome.error}; gave up after ${delivery.attempts} attempts` : outcome.error
      await logDelivery(state, delivery, { ...common, status: 'failed', error: reason, nextAttemptAt: null }, settings.logSize)
      return
    }
    const nextAt = clock() + backoffMs(delivery.attempts, settings, outcome.retryAfterMs)
    const { leaseUntil: _, ...released } = delivery
    if (await state.compareAndSet(key, delivery, { ...released, nextAt })) await state.indexAdd(DUE_OUTBOX, key, nextAt)
    await logDelivery(state, delivery, { ...common, status: 'retrying', error: outcome.error, nextAttemptAt: iso(nextAt) }, settings.logSize)
  }

  return {
    tick,
    /** Waits for the sends under way (stop). */
    drain: () => Promise.allSettled([...inFlight]).then(() => undefined),
  }
}
