import { createError, errorBody, isApiError, type ApiError } from '../errors.ts'
import type { Payer } from '../define.ts'
import type { PaymentGate, SettleResult } from '../payment.ts'
import { microsToUsd } from '../price.ts'
import type { BatchGuard, BatchWrite, StateStore } from '../state/types.ts'
import { dueMembers } from '../webhooks/due-index.ts'
import { type AnswerStore, RUN_LEASE_MS, type StoredAnswer } from './answers.ts'
import type { StagedBatch } from './staged-state.ts'

/**
 * Settlements written ahead: before a paid call that must not lose its answer or its effects
 * settles, the settlement is recorded here with the answer (as it will be sent, before the
 * settlement is known) and the call's held writes. The request that settles it removes the
 * record; a host that dies on the way, or a settlement whose outcome is unknown (`pending`),
 * leaves it, and any host resolves it later: it asks the rail again, then commits the writes
 * and stores the final answer, or drops them when the payment was refused.
 */
export interface SettlementRecord {
  /** The payment's use-once key. */
  key: string
  /** The rail's settlement as data (`PaymentAuthorization.resumable`). */
  resume: unknown
  /** After this (ms) the payment can no longer move: an outcome still unknown is a refusal. */
  keepUntil: number
  answerKey?: string | undefined
  /** The answer as it is sent, before the settlement fills `meta.settlement` and `meta.cost`. */
  draft?: StoredAnswer | undefined
  /** The call's held writes, applied in the same atomic step that closes the record. */
  batch?: StagedBatch | undefined
  /**
   * Without an identifier: where the call is kept, under its payment, should its held writes not
   * apply (so sending the payment again runs it), by the request `owner` that runs it again first.
   */
  resend?: { key: string; owner: string; fingerprint: string; payer: Payer } | undefined
  state: 'settling' | 'pending'
  /** Until when a host works on it (the request settling it, or a host resolving it). */
  leaseUntil: number
  attempts: number
}

export type Resolution = { kind: 'settled'; result: SettleResult } | { kind: 'refused'; error: ApiError } | { kind: 'pending'; result: SettleResult } | { kind: 'gone' }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const INDEX = 'pay:due:settlements'
const PREFIX = 'pay:settlement:'
/** How long the request settling a payment owns its record; a settlement takes seconds. */
export const SETTLING_LEASE_MS = 60_000
const backoffMs = (attempts: number) => Math.min(5 * 60_000, 2000 * 2 ** Math.min(attempts, 8))

export function createSettlements(options: { state: StateStore; gate: PaymentGate; answers: AnswerStore; log: (message: string) => void; now: () => number }) {
  const { state, gate, answers, log, now } = options
  const ttl = (record: SettlementRecord) => ({ ttlMs: Math.max(60_000, record.keepUntil - now() + 86_400_000) })

  async function write(record: SettlementRecord, expected?: SettlementRecord): Promise<boolean> {
    const written = expected ? await state.compareAndSet(PREFIX + record.key, expected, record, ttl(record)) : (await state.set(PREFIX + record.key, record, ttl(record)), true)
    if (written) await state.indexAdd(INDEX, record.key, record.leaseUntil)
    return written
  }

  /**
   * Carries out what a settlement's outcome implies, in one atomic step with closing the record: the
   * held writes and the final answer, or only the answer of a refusal. Idempotent: the step is guarded
   * by the record as this host read it, so of two hosts (or a host and its restart after `kill -9`)
   * concluding one settlement, the writes apply once, and a crash leaves them all or none (with the
   * record still open for the outbox). False when the held writes met a state changed since: they
   * are dropped, the identifier's record becomes `unapplied` in the same step (paid, nothing applied),
   * and the call runs again: at once by the request that settled it (`byRequest`, which keeps its
   * lease), or by the next retry of its identifier (resolved by the outbox or a retry: no lease).
   */
  async function conclude(record: SettlementRecord, resolution: Exclude<Resolution, { kind: 'pending' | 'gone' }>, byRequest: boolean): Promise<boolean> {
    const answer = !record.answerKey ? undefined : resolution.kind === 'settled' ? (record.draft && settledAnswer(record.draft, resolution.result)) : errorAnswer(resolution.error)
    const held = resolution.kind === 'settled' ? record.batch : undefined
    const unapplied = resolution.kind === 'settled' ? { state: 'unapplied' as const, paid: resolution.result, leaseUntil: byRequest ? now() + RUN_LEASE_MS : 0 } : undefined
    let withWrites = held !== undefined
    for (let tries = 0; tries < 5; tries++) {
      // The draft claims the held writes: without them it is not the answer, and the record says so.
      const closing = held && !withWrites && unapplied && record.resend
        ? answers.opening(record.resend.key, { fingerprint: record.resend.fingerprint, owner: record.resend.owner, resent: { payer: record.resend.payer }, ...unapplied })
        : await answers.closing(record.answerKey, withWrites || !held ? (answer && { state: 'done', answer }) : unapplied)
      const guards: BatchGuard[] = [{ key: PREFIX + record.key, value: record }, ...closing.guards, ...(withWrites ? held!.guards : [])]
      const writes: BatchWrite[] = [...(withWrites ? held!.writes : []), ...closing.writes, { op: 'delete', key: PREFIX + record.key }, { op: 'indexRemove', index: INDEX, member: record.key }]
      if (await state.applyBatch(guards, writes)) {
        if (held && !withWrites) log(`payments: the held writes of ${record.key} met a changed state after settlement`)
        return withWrites || !held
      }
      // Another host concluded it (or took it over) meanwhile: its step did the work.
      if (!same(await state.get(PREFIX + record.key), record)) return true
      // The answer's record moved meanwhile: read it again; otherwise the held writes' own guards failed.
      if (!(await closing.moved())) withWrites = false
    }
    throw new Error(`payments: the settlement ${record.key} could not be concluded (its answer kept changing)`)
  }

  return {
    /** Records a settlement before it is attempted; the caller owns it for SETTLING_LEASE_MS. */
    open: (record: Omit<SettlementRecord, 'state' | 'leaseUntil' | 'attempts'>) => write({ ...record, state: 'settling', leaseUntil: now() + SETTLING_LEASE_MS, attempts: 0 }),
    /**
     * The request that settled it concludes it (settled, refused, or left pending for the outbox);
     * false when its held writes met a changed state.
     */
    async concluded(key: string, resolution: Resolution): Promise<boolean> {
      const record = await state.get<SettlementRecord>(PREFIX + key)
      if (!record) return true
      if (resolution.kind === 'pending') {
        await write({ ...record, state: 'pending', attempts: record.attempts + 1, leaseUntil: now() + backoffMs(record.attempts) }, record)
        return true
      }
      if (resolution.kind === 'gone') return true
      return conclude(record, resolution, true)
    },
    /** Resolves a settlement whose request is gone or whose outcome was unknown: asks the rail again. */
    async resolve(key: string): Promise<Resolution> {
      const record = await state.get<SettlementRecord>(PREFIX + key)
      if (!record) return { kind: 'gone' }
      if (record.leaseUntil > now() && record.state === 'settling') return { kind: 'pending', result: pendingResult() }
      // Claimed as settling: a pending record's lease is its next attempt, which a retry may come before; a
      // claimed one is left to its claimer, so no two hosts ask the rail (and conclude) at once.
      const claimed: SettlementRecord = { ...record, state: 'settling', leaseUntil: now() + SETTLING_LEASE_MS }
      if (!(await write(claimed, record))) return { kind: 'pending', result: pendingResult() }
      let resolution: Resolution
      try {
        const result = await gate.resume!(record.resume)
        resolution = result.settlement.status === 'pending' ? { kind: 'pending', result } : { kind: 'settled', result }
      } catch (error) {
        if (!isApiError(error) || error.code !== 'SETTLEMENT_FAILED') {
          log(`payments: resolving the settlement ${key} failed: ${(error as Error).message}`)
          resolution = { kind: 'pending', result: pendingResult() }
        } else {
          resolution = { kind: 'refused', error }
        }
      }
      // A payment past its last valid moment that is still unknown never moved: it is a refusal.
      if (resolution.kind === 'pending' && now() > record.keepUntil) {
        resolution = { kind: 'refused', error: createError('SETTLEMENT_FAILED', 'The payment\'s settlement was never confirmed before the payment expired; nothing was charged', { details: { reason: 'settlement_expired' } }) }
      }
      if (resolution.kind === 'pending') await write({ ...claimed, state: 'pending', attempts: record.attempts + 1, leaseUntil: now() + backoffMs(record.attempts) }, claimed)
      else await conclude(claimed, resolution, false)
      return resolution
    },
    /** Resolves every settlement due: pending ones at their next attempt, settling ones whose request died. */
    async tick(): Promise<number> {
      let resolved = 0
      for await (const key of dueMembers(state, INDEX, now())) {
        const outcome = await this.resolve(key).catch((error: unknown) => {
          log(`payments: settlement ${key}: ${(error as Error).message}`)
          return undefined
        })
        if (outcome && outcome.kind !== 'pending') resolved++
        else if (!outcome || outcome.kind === 'pending') {
          const record = await state.get<SettlementRecord>(PREFIX + key)
          if (!record) await state.indexRemove(INDEX, key)
        }
      }
      return resolved
    },
    read: (key: string) => state.get<SettlementRecord>(PREFIX + key),
  }
}

export type Settlements = ReturnType<typeof createSettlements>

function pendingResult(): SettleResult {
  return { settlement: { status: 'pending', network: '', payer: '', amount: '0' }, headers: {} }
}

/** The answer drafted before settlement, with the settlement in `meta` and the rail's headers. */
export function settledAnswer(draft: StoredAnswer, result: SettleResult): StoredAnswer {
  const headers = { ...draft.headers, ...result.headers }
  if (draft.binary) return { ...draft, headers: { ...headers, 'x-svc-cost-usd': String(microsToUsd(Number(result.settlement.amount))) } }
  const body = JSON.parse(draft.body) as { meta?: Record<string, unknown> }
  if (body.meta) {
    body.meta.settlement = result.settlement
    body.meta.cost = { usd: microsToUsd(Number(result.settlement.amount)), amount: result.settlement.amount, currency: 'USDC' }
  }
  return { ...draft, headers, body: JSON.stringify(body) }
}

export function errorAnswer(error: ApiError): StoredAnswer {
  return { status: error.status, headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers }, body: JSON.stringify(errorBody(error)) }
}
