import type { BatchWrite, StateStore } from '../state/types.ts'

/**
 * Paid calls whose writes were not applied, counted for the operator by writes that go in the same
 * atomic step as the record's own move (`entering`, `leaving`), so the figures hold on every host
 * sharing the state and after a restart, and reading them costs a couple of reads, never a walk.
 *
 * - waiting now: a meter over one marker key per call, written with the record's retention as its
 *   TTL. A call run again and applied takes its marker off (`leaving`); a call nobody retried drops
 *   out of the meter when its marker expires, at the same moment as its record (the meter tracks
 *   its keys' TTLs), so the gauge needs no reconciliation.
 * - ever: a counter, raised once when a call first becomes unapplied.
 * - the dashboard's page: a sorted index of the same calls by when, read oldest first to trim the
 *   expired ones a few at a time, and in reverse for the newest.
 */
const METER = 'pay:unapplied-calls'
const MARKER = 'pay:unapplied-call:'
const BY_TIME = 'pay:unapplied'
/**
 * Written before s14 beside BY_TIME with the same members (scored minus when), for the newest-first read that
 * `reverse` now does: nothing is added to it, and each listing takes a page of it off until it is empty.
 */
const PREVIOUS_NEWEST_FIRST = 'pay:unapplied:newest'
const TOTAL = 'pay:unapplied-total'
/** How many waiting calls the dashboard lists (newest first). */
export const UNAPPLIED_PAGE = 20
/** Expired entries taken off the indexes per read, at most (the rest on later reads). */
const TRIM = 100

export interface UnappliedEntry {
  /** When its writes were first not applied. */
  since: number
  /** How its caller gets it run: a retry with its payment identifier, or its payment sent again. */
  retry: 'identifier' | 'payment'
}

export function unappliedTally(state: StateStore, retentionMs: number, now: () => number) {
  const figures = async () => {
    const [usage, total] = await Promise.all([state.meterUsage(METER), state.get<number>(TOTAL)])
    return { count: usage.items, total: total ?? 0 }
  }
  return {
    /** The writes that count the call kept under `key` as waiting, for `ttlMs` (its record's). */
    entering(key: string, ttlMs: number): BatchWrite[] {
      const at = now()
      return [
        // Size 0: the meter counts markers, not bytes (a marker written with size 1 before still leaves with its size).
        { op: 'meteredSet', meter: METER, key: MARKER + key, value: at, size: 0, options: { ttlMs } },
        { op: 'indexAdd', index: BY_TIME, member: key, score: at },
        { op: 'increment', key: TOTAL, by: 1 },
      ]
    },
    /** The writes that stop counting it: run again and applied. */
    leaving(key: string): BatchWrite[] {
      return [{ op: 'meteredDelete', meter: METER, key: MARKER + key }, { op: 'indexRemove', index: BY_TIME, member: key }]
    },
    /** Waiting now and ever (the metrics' gauge and counter). */
    figures,
    /** The figures, when the oldest waiting call was left, and the newest page of them. */
    async listing(): Promise<{ count: number; total: number; oldestAt: number | null; recent: UnappliedEntry[] }> {
      const [expired, previous] = await Promise.all([state.indexRange(BY_TIME, now() - retentionMs, TRIM), state.indexRange(PREVIOUS_NEWEST_FIRST, Number.POSITIVE_INFINITY, TRIM)])
      const stale = [...expired.map(({ member }) => ({ index: BY_TIME, member })), ...previous.map(({ member }) => ({ index: PREVIOUS_NEWEST_FIRST, member }))]
      if (stale.length > 0) await state.applyBatch([], stale.map((entry): BatchWrite => ({ op: 'indexRemove', ...entry })))
      const [counted, oldest, newest] = await Promise.all([figures(), state.indexRange(BY_TIME, Number.POSITIVE_INFINITY, 1), state.indexRange(BY_TIME, Number.POSITIVE_INFINITY, UNAPPLIED_PAGE, { reverse: true })])
      // A call kept under its payment has a key of its own (`resent:`), see paymentResendKey.
      const recent = newest.map(({ member, score }): UnappliedEntry => ({ since: score, retry: member.startsWith('resent:') ? 'payment' : 'identifier' }))
      return { ...counted, oldestAt: oldest[0]?.score ?? null, recent }
    },
  }
}
