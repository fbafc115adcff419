import type { StateStore } from '../state/types.ts'
import { createWebhookDispatcher, type DispatchSettings, type WebhookDispatcher } from './dispatch.ts'
import type { Sweeps } from './due-index.ts'
import { enqueueWebhook, newWebhookDelivery, readWebhookLog, type OutboxNames, type WebhookDelivery, type WebhookLogEntry } from './outbox.ts'

/**
 * A plugin's persisted webhook outbox (core's, as the payment webhooks use it): deliveries are made,
 * enqueued once, sent by a dispatcher on any host (signed, retried, at least once) and logged on the
 * object that owns them. The object at a delivery's `source` key holds the target (`WebhookSource`).
 */
export interface WebhookOutbox {
  /** A Standard Webhooks delivery of `type` with `data`, for the object at `source`, its log kept at `log`. */
  delivery(source: string, log: string, type: string, data: unknown, now?: number): WebhookDelivery
  /** Puts a delivery in the outbox once (the same id again changes nothing); false when it was there already. */
  enqueue(state: StateStore, delivery: WebhookDelivery): Promise<boolean>
  /** What happened to the deliveries of one object, newest first. */
  readLog(state: StateStore, log: string): Promise<WebhookLogEntry[]>
  /** Sends what is due: call `tick()` from the plugin's background loop, `drain()` on stop. */
  dispatcher(state: StateStore, options: { settings: DispatchSettings; log: (message: string) => void; sweeps?: Sweeps; now?: () => number }): WebhookDispatcher
}

/** The outbox whose deliveries are keys under `prefix` and whose due times are the index `index` (one pair per feature). */
export function webhookOutbox(names: OutboxNames): WebhookOutbox {
  return {
    delivery: (source, log, type, data, now) => newWebhookDelivery(source, log, type, data, now),
    enqueue: (state, delivery) => enqueueWebhook(state, names, delivery),
    readLog: readWebhookLog,
    dispatcher: (state, options) => createWebhookDispatcher(state, { names, ...options }),
  }
}
