import type { StateStore } from '@svc/core'
import { records } from '../records.ts'

/**
 * Due-time indexes: the state key of every schedule, watcher and outbox delivery, scored by when a
 * host next has work on it, so a tick reads only what is due instead of scanning every record.
 * A record is written before it is indexed; a crash in between leaves it unindexed until the
 * re-indexing sweep that every host runs at start and every SWEEP_MS. Visiting a member always
 * moves it to the record's next due time or removes it, so a score that is early costs one read.
 */
export const DUE_SCHEDULES = 'infra:due:sched'
export const DUE_WATCHERS = 'infra:due:watch'
export const DUE_OUTBOX = 'infra:due:outbox'

/** How often each host re-indexes every record of a kind: the net under a crash between a write and its index. */
export const SWEEP_MS = 10 * 60_000

/** When a host (one start of the plugin) last swept each index. */
export type Sweeps = Map<string, number>

/**
 * Re-indexes every record under `prefix` when this host has not done so for SWEEP_MS (its first
 * tick included). `dueOf` answers the record's due time, null when nothing is due.
 */
export async function sweepIfDue<T>(state: StateStore, sweeps: Sweeps, index: string, prefix: string, dueOf: (record: T) => number | null, now: number): Promise<void> {
  if (now - (sweeps.get(index) ?? -Infinity) < SWEEP_MS) return
  sweeps.set(index, now)
  for await (const { key, record } of records<T>(state, prefix)) await placeDue(state, index, key, dueOf(record))
}

/** Moves a member to its due time, or removes it when nothing is due. */
export async function placeDue(state: StateStore, index: string, key: string, due: number | null): Promise<void> {
  if (due === null) await state.indexRemove(index, key)
  else await state.indexAdd(index, key, due)
}

/**
 * The members of `index` due by `now`, read page by page; each is yielded once per walk. The
 * caller moves or removes what it visits; a member left in place is not visited again this walk.
 */
export async function* dueMembers(state: StateStore, index: string, now: number, pageSize = 200): AsyncGenerator<string> {
  const seen = new Set<string>()
  for (;;) {
    const page = await state.indexRange(index, now, pageSize + seen.size)
    let fresh = 0
    for (const { member } of page) {
      if (seen.has(member)) continue
      seen.add(member)
      fresh++
      yield member
    }
    if (fresh === 0 || page.length < pageSize + seen.size - fresh) return
  }
}
