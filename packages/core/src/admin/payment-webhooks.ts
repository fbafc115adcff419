import { createError } from '../errors.ts'
import { invalidField } from '../kit/field-error.ts'
import { paymentOutcome, type CallEvent } from '../observe/events.ts'
import { microsToUsd } from '../price.ts'
import { recordsUnder } from '../state/records.ts'
import type { StateStore } from '../state/types.ts'
import { checkPublicUrl } from '../url-guard/check-public.ts'
import { createWebhookDispatcher, type DispatchSettings } from '../webhooks/dispatch.ts'
import { enqueueWebhook, newSortableId, newWebhookDelivery, readWebhookLog, type OutboxNames, type WebhookLogEntry, type WebhookSource } from '../webhooks/outbox.ts'
import { newWebhookSecret, webhookTargetPolicy } from '../webhooks/signed-delivery.ts'

export const PAYMENT_EVENTS = ['payment.settled', 'payment.pending', 'payment.refused'] as const
export type PaymentEventType = (typeof PAYMENT_EVENTS)[number]

/** A registered target, one state key each (`webhook` is what core's outbox reads to send). */
export interface PaymentWebhook extends WebhookSource {
  id: string
  events: PaymentEventType[]
  createdAt: string
}

/** A registration as the admin API shows it (the secret in full only when registered). */
const shown = ({ webhook, ...hook }: PaymentWebhook, secret: string) => ({ id: hook.id, url: webhook.url, events: hook.events, secret, createdAt: hook.createdAt, ...(hook.disabled ? { disabled: hook.disabled } : {}) })

/** A delivery as the admin API lists it: the outbox's log entry and the webhook it went to. */
export type DeliveryRecord = WebhookLogEntry & { webhook: string }

const HOOK = 'admin:payment-webhook:'
/**
 * The registered ids, a sorted index by registration time: listing them is one read on any
 * backend (a prefix scan on Redis walks the whole keyspace).
 */
const IDS = 'admin:payment-webhook-ids'
/** Set once the registrations of versions without the index were put in it. */
const INDEXED = 'admin:payment-webhook-indexed'
/** Registrations one host keeps; more is refused (each payment event is sent to every target). */
export const MAX_PAYMENT_WEBHOOKS = 100
const LOG = 'admin:payment-webhook-log:'
const OUTBOX: OutboxNames = { prefix: 'admin:payment-outbox:', index: 'admin:due:payment-outbox' }
/** Where registrations were kept before each had its own key (read once and moved). */
const LEGACY_LIST = 'admin:payment-webhooks'

export interface PaymentWebhookOptions {
  allowLoopbackForTests: boolean
  log: (message: string) => void
  retryBaseMs?: number
  /** How often this host looks for due deliveries (its own and those other hosts left). */
  pollIntervalMs?: number
  now?: () => number
}

/**
 * Webhooks the operator registers for payment events: signed like Standard Webhooks and kept in
 * core's persisted outbox, so a delivery owed survives a restart and any host retries it (with
 * backoff, Retry-After honoured) until it is delivered or given up.
 */
export function createPaymentWebhooks(state: StateStore, options: PaymentWebhookOptions) {
  const now = options.now ?? Date.now
  const settings: DispatchSettings = {
    maxAttempts: 6,
    retryBaseMs: options.retryBaseMs ?? 2000,
    retryMaxMs: 600_000,
    timeoutMs: 10_000,
    concurrency: 8,
    logSize: 20,
    allowLoopbackForTests: options.allowLoopbackForTests,
    userAgent: 'svc-payment-events/1',
  }
  const dispatcher = createWebhookDispatcher(state, { names: OUTBOX, settings, log: options.log, now })
  const policy = webhookTargetPolicy(options.allowLoopbackForTests)
  let cached: { at: number; hooks: PaymentWebhook[] } | undefined
  let reading: Promise<PaymentWebhook[]> | undefined
  /** Moves on at each registration or removal here, so a read begun before one is not kept. */
  let generation = 0
  let indexed: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let ticking: Promise<void> | undefined

  /** Registrations of earlier versions indexed, once per process (again after a failure). */
  function indexedOnce(): Promise<void> {
    return (indexed ??= indexEarlierRegistrations().catch((error) => {
      indexed = undefined
      throw error
    }))
  }

  async function list(): Promise<PaymentWebhook[]> {
    await indexedOnce()
    const ids = await state.indexRange(IDS, Number.MAX_SAFE_INTEGER, MAX_PAYMENT_WEBHOOKS)
    const hooks = await Promise.all(ids.map(({ member }) => state.get<PaymentWebhook>(HOOK + member)))
    // A member whose record is gone was removed (or its registration cut off) meanwhile.
    return hooks.filter((hook): hook is PaymentWebhook => hook !== undefined)
  }

  /** Registrations of earlier versions (a list under one key, then a key each without the index) put in the index, once. */
  async function indexEarlierRegistrations(): Promise<void> {
    if (await state.get(INDEXED)) return
    const legacy = await state.get<Array<{ id: string; url: string; secret: string; events: PaymentEventType[]; createdAt: string }>>(LEGACY_LIST)
    for (const { url, secret, ...hook } of legacy ?? []) await state.setIfAbsent(HOOK + hook.id, { ...hook, webhook: { url, secret } })
    if (legacy) await state.deleteIfEquals(LEGACY_LIST, legacy)
    for await (const { record } of recordsUnder<PaymentWebhook>(state, HOOK)) await state.indexAdd(IDS, record.id, Date.parse(record.createdAt))
    await state.set(INDEXED, true)
  }

  /** Registers a target; the answer is the only time its signing secret is shown. */
  async function register(input: { url: unknown; events?: unknown }) {
    if (typeof input.url !== 'string' || !/^https?:\/\//i.test(input.url) || input.url.length > 2048) throw invalidField('url', 'must be an http(s) URL')
    const url = (await checkPublicUrl(input.url, { field: 'url', policy })).toString()
    const events = input.events ?? [...PAYMENT_EVENTS]
    if (!Array.isArray(events) || events.length === 0 || !events.every((type) => PAYMENT_EVENTS.includes(type))) {
      throw invalidField('events', `must be a non-empty list of ${PAYMENT_EVENTS.join(', ')}`)
    }
    if ((await list()).length >= MAX_PAYMENT_WEBHOOKS) throw createError('CONFLICT', `${MAX_PAYMENT_WEBHOOKS} payment webhooks are registered, the most a host keeps; remove one first`)
    const hook: PaymentWebhook = { id: newSortableId('pwh', now()), webhook: { url, secret: newWebhookSecret() }, events: [...new Set(events as PaymentEventType[])], createdAt: new Date(now()).toISOString() }
    // Indexed first: a registration cut off between the two writes is an id without a record, skipped.
    await state.indexAdd(IDS, hook.id, Date.parse(hook.createdAt))
    await state.set(HOOK + hook.id, hook)
    forget()
    return shown(hook, hook.webhook.secret)
  }

  /** Removes a target; deliveries still owed to it are cancelled when their turn comes. */
  async function remove(id: string): Promise<boolean> {
    await indexedOnce()
    const removed = await state.delete(HOOK + id)
    await state.indexRemove(IDS, id)
    if (removed) await state.delete(LOG + id)
    forget()
    return removed
  }

  /** The observer: a payment event for every settled, pending or refused payment, put in the outbox. */
  function observe(event: CallEvent): void {
    const outcome = paymentOutcome(event)
    if (!outcome) return
    const type: PaymentEventType = `payment.${outcome}`
    // With the list read in the last second and no webhook for this event, a payment costs nothing more.
    if (cached && now() - cached.at <= 1000 && !cached.hooks.some((hook) => hook.events.includes(type) && !hook.disabled)) return
    void hooksNow().then(async (hooks) => {
      const targets = hooks.filter((hook) => hook.events.includes(type) && !hook.disabled)
      if (targets.length === 0) return
      const data = {
        operation: event.operation,
        requestId: event.requestId,
        amountUsd: microsToUsd(event.chargedMicros),
        amount: String(event.chargedMicros),
        network: event.settlement?.network ?? null,
        payer: event.settlement?.payer ?? event.payer ?? null,
        transaction: event.settlement?.transaction ?? null,
        ...(outcome === 'refused' ? { reason: event.errorCode } : {}),
      }
      for (const hook of targets) {
        const delivery = { ...newWebhookDelivery(HOOK + hook.id, LOG + hook.id, type, data, event.at, newSortableId('evt', event.at)), nextAt: now() }
        await enqueueWebhook(state, OUTBOX, delivery, settings.logSize)
      }
      tickSoon()
    }).catch((error) => options.log(`payment webhooks: ${String(error)}`))
  }

  // Read at most once a second, by one read at a time however many payments arrive meanwhile.
  function hooksNow(): Promise<PaymentWebhook[]> {
    if (cached && now() - cached.at <= 1000) return Promise.resolve(cached.hooks)
    const started = generation
    reading ??= list()
      .then((hooks) => {
        if (started === generation) cached = { at: now(), hooks }
        return hooks
      })
      .finally(() => (reading = undefined))
    return reading
  }

  function forget(): void {
    generation++
    cached = undefined
    reading = undefined
  }

  /** Runs one pass over the due deliveries; passes never overlap on one host. */
  function tick(): Promise<void> {
    ticking ??= dispatcher.tick().catch((error) => options.log(`payment webhooks: ${String(error)}`)).finally(() => (ticking = undefined))
    return ticking
  }

  function tickSoon(): void {
    if (!stopped) void tick()
  }

  async function deliveries(): Promise<DeliveryRecord[]> {
    const entries: DeliveryRecord[] = []
    for (const hook of await list()) for (const entry of await readWebhookLog(state, LOG + hook.id)) entries.push({ ...entry, webhook: hook.id })
    return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 50)
  }

  return {
    register,
    remove,
    list: async () => (await list()).map((hook) => shown(hook, `${hook.webhook.secret.slice(0, 10)}…`)),
    deliveries,
    observe,
    /** Looks for due deliveries every `pollIntervalMs` (default 1 s). */
    start() {
      const every = options.pollIntervalMs ?? 1000
      stopped = false
      const loop = () => {
        if (stopped) return
        timer = setTimeout(() => void tick().finally(loop), every)
        timer.unref()
      }
      if (!timer) loop()
    },
    tick,
    async close() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await ticking
      await dispatcher.drain()
    },
  }
}
