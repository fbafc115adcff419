import { randomBytes } from 'node:crypto'
import { invalidField } from '../kit/field-error.ts'
import { microsToUsd } from '../price.ts'
import type { StateStore } from '../state/types.ts'
import { checkPublicUrl } from '../url-guard/check-public.ts'
import { newWebhookSecret, postSigned, webhookBackoffMs, webhookTargetPolicy } from '../webhooks/signed-delivery.ts'
import { paymentOutcome, type CallEvent } from '../observe/events.ts'

export const PAYMENT_EVENTS = ['payment.settled', 'payment.pending', 'payment.refused'] as const
export type PaymentEventType = (typeof PAYMENT_EVENTS)[number]

export interface PaymentWebhook {
  id: string
  url: string
  events: PaymentEventType[]
  secret: string
  createdAt: string
}

export interface DeliveryRecord {
  webhook: string
  event: string
  type: PaymentEventType
  status: 'delivered' | 'retrying' | 'failed'
  attempts: number
  responseStatus: number | null
  error: string | null
  at: string
}

const KEY = 'admin:payment-webhooks'
const LIMITS = { maxAttempts: 6, retryBaseMs: 2000, retryMaxMs: 600_000, timeoutMs: 10_000 }
const newId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${randomBytes(10).toString('hex')}`

/**
 * Webhooks the operator registers for payment events, kept in the state (every host sends the
 * events of the payments it handled), signed like Standard Webhooks and retried with backoff.
 */
export function createPaymentWebhooks(state: StateStore, options: { allowLoopbackForTests: boolean; log: (message: string) => void; retryBaseMs?: number }) {
  const policy = webhookTargetPolicy(options.allowLoopbackForTests)
  const limits = { ...LIMITS, ...(options.retryBaseMs !== undefined ? { retryBaseMs: options.retryBaseMs } : {}) }
  const recent: DeliveryRecord[] = []
  const timers = new Set<NodeJS.Timeout>()
  const list = async () => (await state.get<PaymentWebhook[]>(KEY)) ?? []
  let cached: { at: number; hooks: PaymentWebhook[] } | undefined

  async function register(input: { url: unknown; events?: unknown }): Promise<PaymentWebhook> {
    if (typeof input.url !== 'string' || !/^https?:\/\//i.test(input.url) || input.url.length > 2048) throw invalidField('url', 'must be an http(s) URL')
    const url = (await checkPublicUrl(input.url, { field: 'url', policy })).toString()
    const events = input.events ?? [...PAYMENT_EVENTS]
    if (!Array.isArray(events) || events.length === 0 || !events.every((type) => PAYMENT_EVENTS.includes(type))) {
      throw invalidField('events', `must be a non-empty list of ${PAYMENT_EVENTS.join(', ')}`)
    }
    const hook: PaymentWebhook = { id: newId('pwh'), url, events: [...new Set(events as PaymentEventType[])], secret: newWebhookSecret(), createdAt: new Date().toISOString() }
    await update((hooks) => [...hooks, hook])
    return hook
  }

  async function remove(id: string): Promise<boolean> {
    let found = false
    await update((hooks) => hooks.filter((hook) => (hook.id === id ? !(found = true) : true)))
    return found
  }

  async function update(change: (hooks: PaymentWebhook[]) => PaymentWebhook[]): Promise<void> {
    for (;;) {
      const current = await state.get<PaymentWebhook[]>(KEY)
      const next = change(current ?? [])
      const stored = current === undefined ? await state.setIfAbsent(KEY, next) : await state.compareAndSet(KEY, current, next)
      if (stored) break
    }
    cached = undefined
  }

  function deliver(hook: PaymentWebhook, type: PaymentEventType, id: string, body: string, attempts = 1): void {
    void postSigned({ id, body, url: hook.url, secret: hook.secret, timeoutMs: limits.timeoutMs, policy, userAgent: 'svc-payment-events/1' }).then((outcome) => {
      const retry = outcome.result === 'retry' && attempts < limits.maxAttempts
      record({ webhook: hook.id, event: id, type, attempts, status: outcome.result === 'delivered' ? 'delivered' : retry ? 'retrying' : 'failed', responseStatus: outcome.status, error: outcome.result === 'delivered' ? null : outcome.error, at: new Date().toISOString() })
      if (!retry) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        deliver(hook, type, id, body, attempts + 1)
      }, webhookBackoffMs(attempts, limits, outcome.retryAfterMs))
      timer.unref()
      timers.add(timer)
    })
  }

  function record(entry: DeliveryRecord): void {
    recent.unshift(entry)
    recent.length = Math.min(recent.length, 50)
  }

  /** The observer: a payment event for every settled, pending or refused payment. */
  function observe(event: CallEvent): void {
    const outcome = paymentOutcome(event)
    if (!outcome) return
    const type: PaymentEventType = `payment.${outcome}`
    // With the list read in the last second and no webhook for this event, a payment costs nothing more.
    if (cached && Date.now() - cached.at <= 1000 && !cached.hooks.some((hook) => hook.events.includes(type))) return
    void hooksNow().then((hooks) => {
      const targets = hooks.filter((hook) => hook.events.includes(type))
      if (targets.length === 0) return
      const id = newId('evt')
      const body = JSON.stringify({
        type,
        timestamp: new Date(event.at).toISOString(),
        data: {
          operation: event.operation,
          requestId: event.requestId,
          amountUsd: microsToUsd(event.chargedMicros),
          amount: String(event.chargedMicros),
          network: event.settlement?.network ?? null,
          payer: event.settlement?.payer ?? event.payer ?? null,
          transaction: event.settlement?.transaction ?? null,
          ...(outcome === 'refused' ? { reason: event.errorCode } : {}),
        },
      })
      for (const hook of targets) deliver(hook, type, id, body)
    }).catch((error) => options.log(`payment webhooks: ${String(error)}`))
  }

  // Read at most once a second: a payment does not wait on the state for its event.
  async function hooksNow(): Promise<PaymentWebhook[]> {
    if (!cached || Date.now() - cached.at > 1000) cached = { at: Date.now(), hooks: await list() }
    return cached.hooks
  }

  return {
    register,
    remove,
    list: async () => (await list()).map(({ secret, ...hook }) => ({ ...hook, secret: `${secret.slice(0, 10)}…` })),
    deliveries: () => [...recent],
    observe,
    close() {
      for (const timer of timers) clearTimeout(timer)
    },
  }
}
