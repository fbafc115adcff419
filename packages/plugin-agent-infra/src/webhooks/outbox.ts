import { enqueueWebhook, type OutboxNames, type StateStore, type WebhookDelivery } from '@svc/core'

/** The plugin's outbox in core's persisted webhook outbox: every pending delivery of every owner, one key each. */
export const OUTBOX: OutboxNames = { prefix: 'infra:outbox:', index: 'infra:due:outbox' }

/** Puts a delivery in the plugin's outbox once: enqueueing the same id again changes nothing. */
export const enqueue = (state: StateStore, delivery: WebhookDelivery): Promise<boolean> => enqueueWebhook(state, OUTBOX, delivery)
