import { newSortableId as newId, newWebhookSecret as newSecret, placeDue, type StateStore, type WebhookSource } from '@svc/core'
import type { BackgroundTask } from '../background.ts'
import type { Owner } from '../scope.ts'
import { DUE_SCHEDULES } from '../webhooks/due.ts'
import { newDelivery } from '../webhooks/outbox.ts'
import { ownedRecords } from '../webhooks/owned-records.ts'
import { advanceWithDelivery, PENDING_STALE_MS, type WithPending } from '../webhooks/pending.ts'
import { scheduleSettingsOf, type ScheduleSettings } from './settings.ts'
import { nextCronRun } from './timing.ts'

/** A schedule as stored, under its owner's keyspace. */
export interface Schedule extends WebhookSource, WithPending {
  id: string
  name: string | null
  cron: string | null
  at: string | null
  timezone: string
  payload: unknown
  createdAt: string
  nextRunAt: number | null
  lastRunAt: number | null
  runs: number
  maxRuns: number | null
  endAt: number | null
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const schedules = ownedRecords<Schedule>({ space: 'sched', logSpace: 'schedlog', noun: 'schedule', plural: 'schedules', due: DUE_SCHEDULES, dueOf, view })

export interface NewSchedule {
  url: string
  cron?: string | undefined
  at?: number | undefined
  timezone: string
  payload: unknown
  name?: string | undefined
  maxRuns?: number | undefined
  endAt?: number | undefined
}

export async function createSchedule(state: StateStore, owner: Owner, limits: ScheduleSettings, input: NewSchedule, now: number) {
  await schedules.checkRoom(state, owner, limits.maxPerWallet)
  const nextRunAt = input.cron ? nextCronRun(input.cron, input.timezone, now) : input.at!
  const record: Schedule = {
    id: newId('sch', now),
    name: input.name ?? null,
    cron: input.cron ?? null,
    at: input.at === undefined ? null : new Date(input.at).toISOString(),
    timezone: input.timezone,
    payload: input.payload,
    createdAt: new Date(now).toISOString(),
    nextRunAt: input.endAt !== undefined && nextRunAt !== null && nextRunAt > input.endAt ? null : nextRunAt,
    lastRunAt: null,
    runs: 0,
    maxRuns: input.maxRuns ?? null,
    endAt: input.endAt ?? null,
    webhook: { url: input.url, secret: newSecret() },
  }
  return schedules.create(state, owner, record, now)
}

function view(record: Schedule) {
  const status = record.disabled ? 'disabled' : record.nextRunAt === null ? 'completed' : 'active'
  return {
    id: record.id,
    name: record.name,
    status,
    ...(record.disabled ? { disabledReason: record.disabled.reason } : {}),
    url: record.webhook.url,
    cron: record.cron,
    at: record.at,
    timezone: record.timezone,
    nextRunAt: status === 'active' ? iso(record.nextRunAt) : null,
    lastRunAt: iso(record.lastRunAt),
    runs: record.runs,
    maxRuns: record.maxRuns,
    endAt: iso(record.endAt),
    createdAt: record.createdAt,
  }
}

export const scheduleStatus = (state: StateStore, owner: Owner, id: string | undefined) => schedules.status(state, owner, id, (record) => ({ payload: record.payload }))

export const cancelSchedule = (state: StateStore, owner: Owner, id: string) => schedules.cancel(state, owner, id)

/** When a schedule runs next after firing at `now`: null when it is done. */
function following(record: Schedule, now: number): number | null {
  if (!record.cron) return null
  if (record.maxRuns !== null && record.runs + 1 >= record.maxRuns) return null
  // Occurrences missed while no host ran are coalesced into the one firing now.
  const next = nextCronRun(record.cron, record.timezone, now)
  return next !== null && record.endAt !== null && next > record.endAt ? null : next
}

/** When a host next has work on a schedule: its next run, or when a delivery it owes is taken as left by a crash. */
function dueOf(record: Schedule): number | null {
  const run = record.disabled ? null : record.nextRunAt
  if (!record.pending) return run
  const stale = record.pending.createdAt + PENDING_STALE_MS
  return run === null ? stale : Math.min(run, stale)
}

/**
 * Fires due schedules on any host: advancing `nextRunAt` is a compare-and-set, so of several
 * hosts seeing the same due run one fires it; the delivery is owed on the record until it is
 * in the outbox, so a crash loses no run.
 */
export function scheduleTask(): BackgroundTask {
  return async ({ ctx, sweeps }) => {
    const state = ctx.state
    const retentionMs = scheduleSettingsOf(ctx.config.settings['schedule']).completedRetentionSeconds * 1000
    const waiting = (record: Schedule, now: number) => Boolean(record.disabled) || record.nextRunAt === null || record.nextRunAt > now
    for await (const { key, record, now } of schedules.ready(state, sweeps, ctx.now, waiting)) {
      const nextRunAt = following(record, now)
      const data = { scheduleId: record.id, name: record.name, scheduledFor: iso(record.nextRunAt), run: record.runs + 1, payload: record.payload }
      const delivery = newDelivery(key, schedules.logKeyOf(key), 'schedule.fired', data, now)
      const remaining = await state.ttl(key)
      const ttlMs = nextRunAt === null ? Math.min(remaining ?? retentionMs, retentionMs) : undefined
      const next: Schedule = { ...record, nextRunAt, lastRunAt: record.nextRunAt, runs: record.runs + 1 }
      // The host that lost the compare-and-set leaves the index to the one that won.
      if (await advanceWithDelivery(state, key, record, next, delivery, ttlMs)) await placeDue(state, DUE_SCHEDULES, key, dueOf(next))
    }
  }
}
