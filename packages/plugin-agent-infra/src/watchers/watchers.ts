import { createError, keepTtl, newSortableId as newId, newWebhookSecret as newSecret, placeDue, type StateStore, type WebhookSource } from '@svc/core'
import type { BackgroundTask } from '../background.ts'
import type { Owner } from '../scope.ts'
import { DUE_WATCHERS } from '../webhooks/due.ts'
import { newDelivery } from '../webhooks/outbox.ts'
import { ownedRecords } from '../webhooks/owned-records.ts'
import { advanceWithDelivery, PENDING_STALE_MS, type WithPending } from '../webhooks/pending.ts'
import { detect, type DetectOptions } from './detect.ts'
import { watchedInput, type WatcherKind } from './kinds.ts'

/** A watcher as stored, under its owner's keyspace. */
export interface Watcher extends WebhookSource, WithPending {
  id: string
  kind: string
  watches: string
  params: Record<string, unknown>
  options: DetectOptions
  intervalSeconds: number
  createdAt: string
  nextCheckAt: number
  /** While a host polls: the end of its claim. */
  checkingUntil?: number
  checks: number
  changes: number
  lastCheckedAt: number | null
  lastChangeAt: number | null
  lastError: { at: string; message: string } | null
  memory: unknown
  current: unknown
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const watchers = ownedRecords<Watcher>({ space: 'watch', logSpace: 'watchlog', noun: 'watcher', plural: 'watchers', due: DUE_WATCHERS, dueOf, view })
const CLAIM_MS = 120_000

type Call = (id: string, params: Record<string, unknown>) => Promise<unknown>

/** Creates a watcher after a first look at what it watches (its baseline: a bad parameter fails here). */
export async function createWatcher(state: StateStore, owner: Owner, call: Call, kind: WatcherKind, input: { url: string; intervalSeconds: number; params: Record<string, unknown>; options: DetectOptions; maxPerWallet: number }, clock: () => number) {
  await watchers.checkRoom(state, owner, input.maxPerWallet)
  const baseline = detect(kind.detector, input.options, undefined, await call(kind.watches, watchedInput(kind, input.params)))
  const now = clock()
  const record: Watcher = {
    id: newId('wat', now),
    kind: kind.name,
    watches: kind.watches,
    params: input.params,
    options: input.options,
    intervalSeconds: input.intervalSeconds,
    createdAt: new Date(now).toISOString(),
    nextCheckAt: now + input.intervalSeconds * 1000,
    checks: 1,
    changes: 0,
    lastCheckedAt: now,
    lastChangeAt: null,
    lastError: null,
    memory: baseline.memory,
    current: baseline.current,
    webhook: { url: input.url, secret: newSecret() },
  }
  return watchers.create(state, owner, record, now)
}

function view(record: Watcher) {
  return {
    id: record.id,
    kind: record.kind,
    watches: record.watches,
    status: record.disabled ? 'disabled' : 'active',
    ...(record.disabled ? { disabledReason: record.disabled.reason } : {}),
    url: record.webhook.url,
    params: record.params,
    options: record.options,
    intervalSeconds: record.intervalSeconds,
    current: record.current,
    checks: record.checks,
    changes: record.changes,
    lastCheckedAt: iso(record.lastCheckedAt),
    lastChangeAt: iso(record.lastChangeAt),
    nextCheckAt: record.disabled ? null : iso(Math.max(record.nextCheckAt, record.lastCheckedAt ?? 0)),
    lastError: record.lastError,
    createdAt: record.createdAt,
  }
}

export const watcherStatus = (state: StateStore, owner: Owner, id: string | undefined) => watchers.status(state, owner, id)

export const cancelWatcher = (state: StateStore, owner: Owner, id: string) => watchers.cancel(state, owner, id)

/** When a host next has work on a watcher: its next check (after a claim runs out), or when a delivery it owes is taken as left by a crash. */
function dueOf(record: Watcher): number | null {
  if (record.disabled && !record.pending) return null
  const check = record.disabled ? Infinity : Math.max(record.nextCheckAt, record.checkingUntil ?? 0)
  return record.pending ? Math.min(check, record.pending.createdAt + PENDING_STALE_MS) : check
}

/** Polls one claimed watcher and records what it saw; a change is owed on the record until it is in the outbox. */
async function poll(state: StateStore, call: Call, now: () => number, kinds: Map<string, WatcherKind>, key: string, claimed: Watcher): Promise<void> {
  const kind = kinds.get(claimed.kind)
  const { checkingUntil: _, ...base } = claimed
  try {
    if (!kind) throw createError('UNAVAILABLE', `watcher kind ${claimed.kind} is not served by this host`)
    const found = detect(kind.detector, claimed.options, claimed.memory, await call(kind.watches, watchedInput(kind, claimed.params)))
    const at = now()
    const next: Watcher = { ...base, checks: claimed.checks + 1, lastCheckedAt: at, lastError: null, memory: found.memory, current: found.current }
    if (!found.change) {
      await state.compareAndSet(key, claimed, next, await keepTtl(state, key))
      return
    }
    const data = { watcherId: claimed.id, kind: claimed.kind, watches: claimed.watches, params: claimed.params, ...found.change }
    const delivery = newDelivery(key, watchers.logKeyOf(key), `watcher.${claimed.kind}.changed`, data, at)
    await advanceWithDelivery(state, key, claimed, { ...next, changes: claimed.changes + 1, lastChangeAt: at }, delivery)
  } catch (error) {
    const message = (error as { message?: string })?.message ?? String(error)
    await state.compareAndSet(key, claimed, { ...base, checks: claimed.checks + 1, lastCheckedAt: now(), lastError: { at: new Date(now()).toISOString(), message } }, await keepTtl(state, key))
  }
}

/**
 * Polls due watchers on any host: a poll is claimed by compare-and-set (advancing the next check),
 * so of several hosts one polls each interval, and a change is notified once.
 */
export function watcherTask(kinds: WatcherKind[]): BackgroundTask {
  const byName = new Map(kinds.map((kind) => [kind.name, kind]))
  return async ({ ctx, webhooks, sweeps }) => {
    const state = ctx.state
    const polls: Promise<void>[] = []
    const waiting = (record: Watcher, now: number) => Boolean(record.disabled) || record.nextCheckAt > now || (record.checkingUntil ?? 0) > now
    for await (const { key, record, now } of watchers.ready(state, sweeps, ctx.now, waiting)) {
      const claimed: Watcher = { ...record, checkingUntil: now + CLAIM_MS, nextCheckAt: now + record.intervalSeconds * 1000 }
      if (!(await state.compareAndSet(key, record, claimed, await keepTtl(state, key)))) continue
      await placeDue(state, DUE_WATCHERS, key, dueOf(claimed))
      // Indexed by the claim until the poll ends, then by what the poll stored.
      polls.push(poll(state, ctx.call, ctx.now, byName, key, claimed).then(async () => {
        const polled = await state.get<Watcher>(key)
        await placeDue(state, DUE_WATCHERS, key, polled ? dueOf(polled) : null)
      }))
      if (polls.length >= webhooks.concurrency) await Promise.all(polls.splice(0))
    }
    await Promise.all(polls)
  }
}
