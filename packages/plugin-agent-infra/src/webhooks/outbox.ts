import { webhookOutbox, type StateStore, type WebhookDelivery } from '@svc/core'

/** The plugin's outbox in core's persisted webhook outbox: every pending delivery of every owner, one key each. */
export const OUTBOX = webhookOutbox({ prefix: 'infra:outbox:', index: 'infra:due:outbox' })

/** Puts a delivery in the plugin's outbox once: enqueueing the same id again changes nothing. */
export const enqueue = (state: StateStore, delivery: WebhookDelivery): Promise<boolean> => OUTBOX.enqueue(state, delivery)

/** A delivery for the object at `source` (a subscription, a watcher, a schedule), logged at `log`. */
export const newDelivery = OUTBOX.delivery

/** What happened to one object's deliveries, newest first. */
export const readLog = OUTBOX.readLog
