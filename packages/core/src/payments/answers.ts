import { randomUUID } from 'node:crypto'
import type { Payer } from '../define.ts'
import type { SettleResult } from '../payment.ts'
import type { BatchGuard, BatchWrite, StateStore } from '../state/types.ts'
import { unappliedTally } from './unapplied-tally.ts'

/**
 * Answers of paid calls kept under the payer's payment identifier, so a retry carrying the same
 * identifier gets the answer it paid for without paying twice, on any host sharing the state.
 * A record is written when the call starts and moves through these states:
 *
 * - `running`: the call runs; `leaseUntil` is when its request is presumed dead (a retry then runs it).
 * - `settling`: its settlement is written ahead (`settlement` names it); a retry asks about it, then
 *   gets the answer, or hears 202 while the outcome is unknown.
 * - `unapplied`: paid (`paid` is the settlement), but the held writes met a state changed since and
 *   were not applied, so there is no answer yet. The request re-running the call owns it until
 *   `leaseUntil`; after that a retry with the same identifier runs the call again, without paying
 *   again, and its writes and its answer are applied in one atomic step (so there is no moment, and
 *   no crash, with the writes applied and the record still `unapplied`).
 * - `done`: the final answer, replayed to every retry. Only an answer whose writes were applied
 *   (or a refusal, which has none) gets here.
 *
 * A paid call sent without an identifier has a record only once it is `unapplied`, under a key
 * derived from its payment (`resent`): sending the same payment again runs it, and its writes and
 * its answer are applied in one atomic step as above; the record is then `done` and the same payment
 * sent again gets that answer (nothing run or charged) for the answer TTL, after which it is a used
 * payment its rail refuses. An `unapplied` record is kept for the retention
 * (`payments.unappliedRetentionDays`, counted from when its writes were first not applied), not
 * the answer TTL, and counted for the operator (`unapplied-tally.ts`).
 */
export interface StoredAnswer {
  status: number
  headers: Record<string, string>
  /** The body as sent: text, or base64 when `binary`. */
  body: string
  binary?: boolean
}

export interface AnswerRecord {
  /** What was bought (operation, amount, input): the same identifier for another call is a conflict. */
  fingerprint: string
  owner: string
  state: 'running' | 'settling' | 'unapplied' | 'done'
  /** While running or unapplied: when the request that owns it is presumed dead. */
  leaseUntil: number
  /** While settling: the settlement record that holds the answer's parts. */
  settlement?: string
  /** While unapplied: the settlement that paid for the call, which the re-run's answer shows. */
  paid?: SettleResult
  /** While unapplied: when the record expires (its retention, from when its writes were first not applied). */
  keptUntil?: number
  answer?: StoredAnswer
  /** Kept under its payment (no identifier): its caller, as the payment named them. */
  resent?: { payer: Payer }
}

export type AnswerClaim =
  | { kind: 'new'; owner: string }
  | { kind: 'found'; record: AnswerRecord }
  /** Paid, its writes never applied: this request now owns the record and runs the call again, uncharged. */
  | { kind: 'unapplied'; owner: string; record: AnswerRecord }
  | { kind: 'conflict' }
  | { kind: 'busy' }

/** How long a request may run before its claim on an identifier lapses and a retry may run the call again. */
export const RUN_LEASE_MS = 5 * 60_000
export function createAnswerStore(state: StateStore, ttlMs: number, now: () => number = Date.now, prefix = 'pay:answer:', unappliedTtlMs = 365 * 86_400_000) {
  const tally = unappliedTally(state, unappliedTtlMs, now)
  // An unapplied record keeps the end of its retention when it is taken over (its count's marker expires with it).
  const ttlOf = (record: AnswerRecord) => ({ ttlMs: record.state === 'unapplied' ? Math.max(1, (record.keptUntil ?? now() + unappliedTtlMs) - now()) : ttlMs })
  /** The writes that move a record from `current` to `next`, with the operator's count of unapplied ones kept in step. */
  const moving = (key: string, current: AnswerRecord | undefined, next: AnswerRecord): BatchWrite[] => {
    const entering = next.state === 'unapplied' && current?.state !== 'unapplied'
    const record = entering ? { ...next, keptUntil: now() + unappliedTtlMs } : next
    const writes: BatchWrite[] = [{ op: 'set', key: prefix + key, value: record, ttlMs: ttlOf(record).ttlMs }]
    if (entering) writes.push(...tally.entering(key, unappliedTtlMs))
    if (current?.state === 'unapplied' && next.state !== 'unapplied') writes.push(...tally.leaving(key))
    return writes
  }
  /** Takes over an unapplied record no request re-runs (its lease lapsed): this request now owns it. */
  const takeOver = async (key: string, current: AnswerRecord): Promise<AnswerClaim | undefined> => {
    const owner = randomUUID()
    const taken: AnswerRecord = { ...current, owner, leaseUntil: now() + RUN_LEASE_MS }
    return (await state.compareAndSet(prefix + key, current, taken, ttlOf(taken))) ? { kind: 'unapplied', owner, record: taken } : undefined
  }
  return {
    /** Claims the identifier for this call, or says what is there already. */
    async claim(key: string, fingerprint: string): Promise<AnswerClaim> {
      const owner = randomUUID()
      const fresh: AnswerRecord = { fingerprint, owner, state: 'running', leaseUntil: now() + RUN_LEASE_MS }
      const ttl = ttlOf(fresh)
      for (let tries = 0; tries < 5; tries++) {
        if (await state.setIfAbsent(prefix + key, fresh, ttl)) return { kind: 'new', owner }
        const current = await state.get<AnswerRecord>(prefix + key)
        if (!current) continue
        if (current.fingerprint !== fingerprint) return { kind: 'conflict' }
        if (current.state !== 'running' && current.state !== 'unapplied') return { kind: 'found', record: current }
        if (current.leaseUntil > now()) return { kind: 'busy' }
        if (current.state === 'unapplied') {
          // Paid, and no request is re-running it: this retry does (its lease keeps others out).
          const taken = await takeOver(key, current)
          if (taken) return taken
          continue
        }
        // Its request died before settling anything: this retry runs the call instead.
        if (await state.compareAndSet(prefix + key, current, fresh, ttl)) return { kind: 'new', owner }
      }
      return { kind: 'busy' }
    },
    /**
     * A paid call sent again by its payment (no identifier): the unapplied record kept under it, taken
     * for this request to run it, or the answer of its re-run (`found`); undefined when there is none
     * (the payment is judged as any other).
     */
    async resend(key: string, fingerprint: string): Promise<Exclude<AnswerClaim, { kind: 'new' }> | undefined> {
      for (let tries = 0; tries < 5; tries++) {
        const current = await state.get<AnswerRecord>(prefix + key)
        const answered = current?.state === 'done' && current.answer !== undefined
        if ((current?.state !== 'unapplied' && !answered) || !current?.resent) return undefined
        if (current.fingerprint !== fingerprint) return { kind: 'conflict' }
        if (answered) return { kind: 'found', record: current }
        if (current.leaseUntil > now()) return { kind: 'busy' }
        const taken = await takeOver(key, current)
        if (taken) return taken as { kind: 'unapplied'; owner: string; record: AnswerRecord }
      }
      return { kind: 'busy' }
    },
    /**
     * The guard and writes that record a paid call sent without an identifier as unapplied, under its
     * payment's key, inside the atomic step that drops its writes; `moved` says whether a record is there.
     */
    opening(key: string, record: AnswerRecord): { guards: BatchGuard[]; writes: BatchWrite[]; moved(): Promise<boolean> } {
      return { guards: [{ key: prefix + key, absent: true }], writes: moving(key, undefined, record), moved: async () => (await state.get(prefix + key)) !== undefined }
    },
    /** Moves the owner's record on (settling, done); a record another request took over is left alone. */
    async update(key: string, owner: string, change: Partial<AnswerRecord>): Promise<void> {
      for (let tries = 0; tries < 5; tries++) {
        const current = await state.get<AnswerRecord>(prefix + key)
        if (!current || current.owner !== owner) return
        const next = { ...current, ...change }
        if (await state.compareAndSet(prefix + key, current, next, ttlOf(next))) return
      }
    },
    /** Settles a record whatever request owns it (the outbox resolving a settlement); `replace`: over a final answer too. */
    async finish(key: string, answer: StoredAnswer, replace = false): Promise<void> {
      for (let tries = 0; tries < 5; tries++) {
        const current = await state.get<AnswerRecord>(prefix + key)
        // An unapplied record's answer comes only with its writes (`closing`), never on its own.
        if (!current || current.state === 'unapplied' || (current.state === 'done' && !replace)) return
        if (await state.compareAndSet(prefix + key, current, { ...current, state: 'done', answer }, { ttlMs })) return
      }
    },
    /**
     * The guard and write that move a record on (to `done` with its answer, or to `unapplied`) inside
     * another atomic step: nothing when there is no record or it is final already. `moved` says
     * whether the record changed since. With `owner`, only an `unapplied` record that request owns
     * is moved (the re-run's answer), and `change` sees the record as read.
     */
    async closing(key: string | undefined, change: Partial<AnswerRecord> | ((current: AnswerRecord) => Partial<AnswerRecord>) | undefined, owner?: string): Promise<{ guards: BatchGuard[]; writes: BatchWrite[]; moved(): Promise<boolean> }> {
      const current = key === undefined || change === undefined ? undefined : await state.get<AnswerRecord>(prefix + key)
      const moved = async () => key !== undefined && current !== undefined && JSON.stringify(await state.get(prefix + key)) !== JSON.stringify(current)
      if (key === undefined || !current || current.state === 'done' || change === undefined) return { guards: [], writes: [], moved }
      if (owner !== undefined && (current.owner !== owner || current.state !== 'unapplied')) return { guards: [], writes: [], moved }
      const next: AnswerRecord = { ...current, ...(typeof change === 'function' ? change(current) : change) }
      return { guards: [{ key: prefix + key, value: current }], writes: moving(key, current, next), moved }
    },
    /**
     * How many paid calls wait with their writes unapplied, and how many ever did (`total`), on every
     * host sharing the state: `figures` for the metrics, `listing` with the oldest and newest for the dashboard.
     */
    unapplied: { figures: tally.figures, listing: tally.listing },
    async read(key: string): Promise<AnswerRecord | undefined> {
      return state.get<AnswerRecord>(prefix + key)
    },
    /** Forgets a call that failed (nothing was charged): a retry runs it again. */
    async drop(key: string, owner: string): Promise<void> {
      const current = await state.get<AnswerRecord>(prefix + key)
      if (current?.owner === owner && current.state === 'running') await state.deleteIfEquals(prefix + key, current)
    },
  }
}

export type AnswerStore = ReturnType<typeof createAnswerStore>

/** An answer as stored, and back. */
export async function storeAnswer(response: Response): Promise<StoredAnswer> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const type = headers['content-type'] ?? ''
  if (type.startsWith('application/json') || type.startsWith('text/')) return { status: response.status, headers, body: await response.text() }
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString('base64'), binary: true }
}

export function replayAnswer(answer: StoredAnswer): Response {
  const body = answer.binary ? Buffer.from(answer.body, 'base64') : answer.body
  return new Response(body, { status: answer.status, headers: { ...answer.headers, 'idempotent-replayed': 'true' } })
}
