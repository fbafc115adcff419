import { createError, dueMembers, keepTtl, newSortableId as newId, newWebhookSecret as newSecret, placeDue, recordsUnder as records, sweepIfDue, type StateStore, type WebhookSource } from '@svc/core'
import type { BackgroundTask } from '../background.ts'
import { countRecords } from '../records.ts'
import { cappedTtlMs, expiresAt, keyspace, type Owner } from '../scope.ts'
import { DUE_WATCHERS } from '../webhooks/due.ts'
import { newDelivery, readLog } from '../webhooks/outbox.ts'
import { advanceWithDelivery, flushPending, PENDING_STALE_MS, type WithPending } from '../webhooks/pending.ts'
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

const PREFIX = 'infra:watch:'
const keyOf = (owner: Owner, id: string) => keyspace(owner, 'watch') + id
const logKeyOf = (key: string) => `infra:watchlog:${key.slice(PREFIX.length)}`
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const CLAIM_MS = 120_000

type Call = (id: string, params: Record<string, unknown>) => Promise<unknown>

/** Creates a watcher after a first look at what it watches (its baseline: a bad parameter fails here). */
export async function createWatcher(state: StateStore, owner: Owner, call: Call, kind: WatcherKind, input: { url: string; intervalSeconds: number; params: Record<string, unknown>; options: DetectOptions; maxPerWallet: number }, clock: () => number) {
  if ((await countRecords(state, keyspace(owner, 'watch'))) >= input.maxPerWallet) {
    throw createError('QUOTA_EXCEEDED', `This wallet already has ${input.maxPerWallet} watchers, the most this host keeps; cancel some first`)
  }
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
  const ttlMs = cappedTtlMs(owner, undefined)
  await state.set(keyOf(owner, record.id), record, ttlMs === undefined ? undefined : { ttlMs })
  await placeDue(state, DUE_WATCHERS, keyOf(owner, record.id), dueOf(record))
  return { ...view(record), secret: record.webhook.secret, expiresAt: expiresAt(ttlMs, now) }
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

async function find(state: StateStore, owner: Owner, id: string): Promise<Watcher> {
  const record = await state.get<Watcher>(keyOf(owner, id))
  // Another wallet's watcher answers exactly like one that never existed.
  if (!record) throw createError('NOT_FOUND', `No watcher ${id}`)
  return record
}

export async function watcherStatus(state: StateStore, owner: Owner, id: string | undefined) {
  if (id === undefined) {
    const items = []
    for await (const { record } of records<Watcher>(state, keyspace(owner, 'watch'))) items.push(view(record))
    return { watchers: items }
  }
  const record = await find(state, owner, id)
  return { ...view(record), deliveries: await readLog(state, logKeyOf(keyOf(owner, id))) }
}

export async function cancelWatcher(state: StateStore, owner: Owner, id: string) {
  const key = keyOf(owner, id)
  await find(state, owner, id)
  await state.delete(key)
  await state.indexRemove(DUE_WATCHERS, key)
  await state.delete(logKeyOf(key))
  return { id, cancelled: true }
}

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
    const delivery = newDelivery(key, logKeyOf(key), `watcher.${claimed.kind}.changed`, data, at)
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
    await sweepIfDue(state, sweeps, DUE_WATCHERS, PREFIX, dueOf, ctx.now())
    for await (const key of dueMembers(state, DUE_WATCHERS, ctx.now())) {
      const record = await state.get<Watcher>(key)
      const now = ctx.now()
      if (!record) {
        await state.indexRemove(DUE_WATCHERS, key)
        continue
      }
      if (record.pending && now - record.pending.createdAt > PENDING_STALE_MS) await flushPending(state, key, record)
      if (record.pending || record.disabled || record.nextCheckAt > now || (record.checkingUntil ?? 0) > now) {
        // Another host may have moved it meanwhile: index it by what is stored now.
        const current = record.pending ? await state.get<Watcher>(key) : record
        await placeDue(state, DUE_WATCHERS, key, current ? dueOf(current) : null)
        continue
      }
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
