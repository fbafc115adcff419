import { createError, dueMembers, placeDue, recordsUnder, sweepIfDue, type StateStore, type Sweeps, type WebhookSource } from '@svc/core'
import { countRecords } from '../records.ts'
import { cappedTtlMs, expiresAt, keyspace, type Owner } from '../scope.ts'
import { readLog } from './outbox.ts'
import { flushPending, PENDING_STALE_MS, type WithPending } from './pending.ts'

/** One kind of record that owns webhook deliveries (schedules, watchers): how it is stored, found and shown. */
export interface OwnedKind<R> {
  /** The keyspace word of its records (`sched`) and of their delivery logs (`schedlog`). */
  space: string
  logSpace: string
  /** Its name in messages, one and several (`schedule`, `schedules`); the plural also names the list in status. */
  noun: string
  plural: string
  /** The due index the background task walks. */
  due: string
  /** When a host next has work on a record (null: none). */
  dueOf: (record: R) => number | null
  /** A record as status shows it. */
  view: (record: R) => Record<string, unknown>
}

/**
 * The store of one kind of webhook-owning record under each owner's keyspace: per-wallet room, saving with its place in
 * the due index, status (one or all), cancelling, and the due records a background tick has work on.
 */
export function ownedRecords<R extends WebhookSource & WithPending & { id: string }>(kind: OwnedKind<R>) {
  const prefix = `infra:${kind.space}:`
  const keyOf = (owner: Owner, id: string) => keyspace(owner, kind.space) + id
  const logKeyOf = (key: string) => `infra:${kind.logSpace}:${key.slice(prefix.length)}`

  async function find(state: StateStore, owner: Owner, id: string): Promise<R> {
    const record = await state.get<R>(keyOf(owner, id))
    // Another wallet's record answers exactly like one that never existed.
    if (!record) throw createError('NOT_FOUND', `No ${kind.noun} ${id}`)
    return record
  }

  return {
    keyOf,
    logKeyOf,
    /** Refuses a new record to an owner who has `most` already. */
    async checkRoom(state: StateStore, owner: Owner, most: number): Promise<void> {
      if ((await countRecords(state, keyspace(owner, kind.space))) >= most) {
        throw createError('QUOTA_EXCEEDED', `This wallet already has ${most} ${kind.plural}, the most this host keeps; cancel some first`)
      }
    },
    /** Stores a new record and indexes it by when it is due; answers its view with the signing secret (shown this once). */
    async create(state: StateStore, owner: Owner, record: R, now: number) {
      const ttlMs = cappedTtlMs(owner, undefined)
      await state.set(keyOf(owner, record.id), record, ttlMs === undefined ? undefined : { ttlMs })
      await placeDue(state, kind.due, keyOf(owner, record.id), kind.dueOf(record))
      return { ...kind.view(record), secret: record.webhook.secret, expiresAt: expiresAt(ttlMs, now) }
    },
    /** One record with `detail` and its delivery log, or (no id) the owner's records. */
    async status(state: StateStore, owner: Owner, id: string | undefined, detail: (record: R) => Record<string, unknown> = () => ({})) {
      if (id === undefined) {
        const items = []
        for await (const { record } of recordsUnder<R>(state, keyspace(owner, kind.space))) items.push(kind.view(record))
        return { [kind.plural]: items }
      }
      const record = await find(state, owner, id)
      return { ...kind.view(record), ...detail(record), deliveries: await readLog(state, logKeyOf(keyOf(owner, id))) }
    },
    /** Deletes a record, its place in the due index and its delivery log. */
    async cancel(state: StateStore, owner: Owner, id: string) {
      const key = keyOf(owner, id)
      await find(state, owner, id)
      await state.delete(key)
      await state.indexRemove(kind.due, key)
      await state.delete(logKeyOf(key))
      return { id, cancelled: true }
    },
    /**
     * The due records a tick has work on now, after re-indexing every record once in a while: a key whose record is gone
     * leaves the index, a delivery left owed by a crashed host is flushed, and a record still `waiting` (or owing) is
     * indexed again by what is stored now (another host may have moved it meanwhile).
     */
    async *ready(state: StateStore, sweeps: Sweeps, clock: () => number, waiting: (record: R, now: number) => boolean): AsyncGenerator<{ key: string; record: R; now: number }> {
      await sweepIfDue(state, sweeps, kind.due, prefix, kind.dueOf, clock())
      for await (const key of dueMembers(state, kind.due, clock())) {
        const record = await state.get<R>(key)
        const now = clock()
        if (!record) {
          await state.indexRemove(kind.due, key)
          continue
        }
        if (record.pending && now - record.pending.createdAt > PENDING_STALE_MS) await flushPending(state, key, record)
        if (record.pending || waiting(record, now)) {
          const current = record.pending ? await state.get<R>(key) : record
          await placeDue(state, kind.due, key, current ? kind.dueOf(current) : null)
          continue
        }
        yield { key, record, now }
      }
    },
  }
}
