import { createHash, randomUUID } from 'node:crypto'
import { type ApiError, createError } from '../errors.ts'
import type { Caller } from '../define.ts'
import { isRailAnswer, type PaymentAuthorization, type PaymentGate, type PaymentRequirement, railAnswerResponse, type SettleResult } from '../payment.ts'
import type { Micros } from '../price.ts'
import type { Runtime } from '../runtime.ts'
import { replayAnswer, storeAnswer } from './answers.ts'
import type { PaymentMachinery } from './machinery.ts'
import { failedTooOften } from './failed-refusal.ts'
import { settledAnswer } from './settlements.ts'
import { commitBatch, stageState, type StagedState } from './staged-state.ts'

/** What the pipeline gets of a paid call: who pays, where its writes go, and how it ends. */
export interface PaidCharge {
  caller: Caller
  /**
   * The answer, given without running the operation: a retry's, from the answer its payment identifier
   * already bought, or the rail's own (`RailAnswer`: a channel close). Nothing runs or is charged.
   */
  replay?: Response
  /** The state view the handler writes to, held until the payment is settled (operations with state effects). */
  staged?: StagedState
  /** Settles once after success; `draft` renders the answer before the settlement is known (kept for retries). */
  finish(amountMicros: Micros, draft: (() => Response) | undefined): Promise<SettleResult>
  /** Keeps the answer as it is sent, for retries of the payment identifier (when there is one). */
  keep?(response: Response): Promise<void>
  /** After `finish`: false when the held writes met a changed state (run the call again on `staged`, then `commit`). */
  committed: boolean
  /**
   * Applies the writes of the call run again (already paid), with its answer (`draft`, settled) for the
   * payment identifier in the same atomic step; false on another conflict.
   */
  commit(draft?: () => Response): Promise<boolean>
  /** Stops running the paid call again: its identifier's record stays unapplied and free, so a retry runs it. */
  abandonRerun(): Promise<void>
  /** How a paid call whose writes never applied is run again: a retry with its payment identifier, or its payment sent again. */
  retryWith: 'identifier' | 'payment'
  cancel(): Promise<void>
}

export interface PaidChargeRequest {
  request: Request
  ip: string
  requirement: PaymentRequirement
  /** What is bought (operation, amount, input), compared when a payment identifier is reused. */
  fingerprint: () => string
  /** The operation changes state (held until settlement) or fetches caller-given URLs (funds checked afresh). */
  effects: { state: boolean; fetch: boolean }
}

/**
 * A paid call through a two-phase gate: verify the payment, refuse one spent on failed calls,
 * answer a retry of its payment identifier from the stored answer, take the payment (reserved,
 * funds held), then settle once after success with the answer and the held writes written ahead.
 */
export async function openPaidCharge(runtime: Runtime, payments: PaymentMachinery, paid: PaidChargeRequest, refusal: (error: ApiError) => Promise<ApiError>): Promise<PaidCharge> {
  const { answers, failures, settlements } = payments
  // A paid call whose writes never applied, sent again by its payment (spent already): run here, before its rail refuses it as used.
  // This read (and the header's digest) stays ahead of verify on purpose: looked up only once a rail refused the payment, a
  // resend would hang on each rail's refusal (x402 refuses a spent one at its reservation after the facilitator's /verify,
  // MPP by its record of used credentials), and a rail that forgot a spent payment would run the call as a new one, outside its
  // record's lease, with the record left waiting. No read of this path can carry it: verify's come after, by the rail's key.
  const resendKey = paid.effects.state ? paymentResendKey(runtime.gate, paid.request) : undefined
  const resent = resendKey ? await resentCharge(runtime, payments, paid, resendKey) : undefined
  if (resent) return resent
  const verified = await runtime.gate.verify!(paid.request, paid.requirement)
  const caller: Caller = { kind: 'paid', ip: paid.ip, payer: verified.payer }
  // Refused (or answered) before it is taken, the payment is let go by its rail: a retry of it is judged at once.
  const dismiss = async () => {
    if (!isRailAnswer(verified)) await verified.dismiss?.().catch((error: unknown) => runtime.log(`payments: letting go of ${verified.key} failed: ${(error as Error).message}`))
  }
  if (payments.limits.active) await payments.limits.take('paid', `${verified.payer.network}:${verified.payer.address}`, paid.requirement.operation.id).catch(async (error: unknown) => {
    await dismiss()
    throw error
  })
  if (isRailAnswer(verified)) return replayed(caller, railAnswerResponse(verified))
  const answerKey = verified.answerKey
  let owner: string | undefined
  try {
    for (let round = 0; answerKey && !owner; round++) {
      const claim = await answers.claim(answerKey, paid.fingerprint())
      if (claim.kind === 'conflict') throw createError('CONFLICT', 'This payment identifier was used for another call (another operation, price or input); use a new identifier for a new call', { details: { reason: 'payment_identifier_conflict' } })
      if (claim.kind === 'busy') throw identifierInUse()
      if (claim.kind === 'unapplied') {
        await dismiss()
        return rerunCharge(runtime, payments, caller, answerKey, claim.owner, claim.record.paid!, 'identifier')
      }
      if (claim.kind === 'new') owner = claim.owner
      else {
        const replay = await storedOrPending(payments, answerKey, claim.record.settlement)
        if (replay) {
          await dismiss()
          return replayed(caller, replay)
        }
        // The settlement it asked about left the call paid and unapplied: claimed again, it runs here.
        if (round > 0) throw settlementPending({}, undefined)
      }
    }
  } catch (error) {
    await dismiss()
    throw error
  }
  // A one-phase rail's payment has no key of its own to count failed calls under.
  const counted = verified.countsFailures !== false
  let authorization: PaymentAuthorization
  try {
    const spent = counted ? await failedTooOften(failures, verified, runtime.config.payments.failedCallsPerPayment, runtime.now) : undefined
    if (spent) {
      await dismiss()
      throw await refusal(spent)
    }
    authorization = await verified.take({ fresh: paid.effects.fetch })
    if (paid.effects.state && !authorization.resumable) {
      // Held writes are applied with a settlement written ahead; one that cannot be could leave the payment taken for lost writes.
      await authorization.release()
      throw createError('INTERNAL', `The payment rail that took this payment gave no resumable settlement, which a call that changes state needs; nothing was charged`)
    }
  } catch (error) {
    if (answerKey && owner) await answers.drop(answerKey, owner).catch(() => {})
    throw error
  }
  const staged = paid.effects.state ? stageState(runtime.state) : undefined
  // Without an identifier, a call whose writes never apply is kept under its payment, re-run first by this request.
  const resend = !answerKey && resendKey ? { key: resendKey, owner: randomUUID(), fingerprint: paid.fingerprint(), payer: verified.payer } : undefined
  const keptKey = answerKey ?? resend?.key
  const keptOwner = owner ?? resend?.owner
  const pendingRetry = answerKey ? 'identifier' : resend ? 'payment' : undefined
  // Run again here and applied under its payment: the answer stored with the writes is replaced by the one sent.
  let reranUnderPayment = false
  const charge: PaidCharge = {
    caller,
    committed: true,
    retryWith: answerKey || !resend ? 'identifier' : 'payment',
    async commit(draft) {
      const applied = !staged || (await applyRerun(runtime, answers, staged, keptKey, keptOwner, draft))
      reranUnderPayment = applied && resend !== undefined
      return applied
    },
    abandonRerun: async () => {
      if (keptKey && keptOwner) await answers.update(keptKey, keptOwner, { leaseUntil: 0 })
    },
    async finish(amountMicros, draft) {
      const batch = staged?.batch.writes.length ? staged.batch : undefined
      const written = (answerKey !== undefined || batch !== undefined) && authorization.resumable !== undefined
      if (written) {
        try {
          await settlements.open({ key: verified.key, resume: authorization.resumable!(amountMicros), keepUntil: verified.keepUntil, answerKey, draft: answerKey && draft ? await storeAnswer(draft()) : undefined, batch, resend: batch && resend })
        } catch (error) {
          // Nothing settled: the call failed, so its payment is given back and its identifier freed for a retry.
          await charge.cancel().catch((cause: unknown) => runtime.log(`payments: releasing ${verified.key} failed: ${(cause as Error).message}`))
          throw error
        }
        // Written ahead, the settlement goes on here or in the outbox: failing now would answer a call the outbox then charges.
        // Not moved to settling, the identifier's record keeps retries busy (its lease) and is closed with the settlement.
        if (answerKey && owner) {
          await answers.update(answerKey, owner, { state: 'settling', settlement: verified.key }).catch((error: unknown) => {
            runtime.log(`payments: the answer of ${verified.key} could not be marked settling (closed with its settlement): ${(error as Error).message}`)
          })
        }
      }
      let result: SettleResult
      try {
        result = await authorization.settle(amountMicros)
      } catch (error) {
        // Refused: nothing moved, the writes are dropped; the refusal is the answer a retry gets too.
        if (written) {
          await settlements.concluded(verified.key, { kind: 'refused', error: error as ApiError }).catch((cause: unknown) => {
            // Unrecorded, the refusal leaves the record open and the outbox asks the rail again, which may settle it:
            // the caller hears "pending" (its retry gets the outcome), never a failure it may yet be charged for.
            runtime.log(`payments: the refusal of ${verified.key} could not be recorded, left to the outbox: ${(cause as Error).message}`)
            throw settlementPending({}, undefined, pendingRetry)
          })
        }
        if (counted) await failures.record(verified.key, verified.keepUntil, verified.failuresCountedForMs).catch(() => {})
        throw error
      }
      // Paid from here on: a record that cannot be concluded now stays open for the outbox, which concludes it
      // (writes once, answer kept for the identifier), so the caller hears "pending", never a failure it paid for.
      const stillOpen = (error: unknown) => {
        runtime.log(`payments: settlement ${verified.key} was paid but not concluded, left to the outbox: ${(error as Error).message}`)
        return settlementPending(result.headers, result.settlement.transaction, pendingRetry)
      }
      if (result.settlement.status === 'pending') {
        if (!written && authorization.resumable) {
          await settlements.open({ key: verified.key, resume: authorization.resumable(amountMicros), keepUntil: verified.keepUntil, batch, resend: batch && resend }).catch((error: unknown) => {
            throw stillOpen(error)
          })
        }
        await settlements.concluded(verified.key, { kind: 'pending', result }).catch(stillOpen)
        throw settlementPending(result.headers, result.settlement.transaction, pendingRetry)
      }
      if (written) {
        charge.committed = await settlements.concluded(verified.key, { kind: 'settled', result }).catch((error: unknown) => {
          throw stillOpen(error)
        })
      } else if (batch) charge.committed = await commitBatch(runtime.state, batch)
      return result
    },
    async cancel() {
      await authorization.release()
      if (counted) await failures.record(verified.key, verified.keepUntil, verified.failuresCountedForMs).catch(() => {})
      if (answerKey && owner) await answers.drop(answerKey, owner)
    },
  }
  // Set only when there is one (no object spread in per call): a voucher call has neither.
  if (staged) charge.staged = staged
  if (answerKey) charge.keep = async (response: Response) => answers.finish(answerKey, await storeAnswer(response.clone()), true)
  // Kept for a resend of its payment only once run again under it (no read otherwise); being set, it has a draft drawn for that run.
  else if (resend) {
    charge.keep = async (response: Response) => {
      if (reranUnderPayment) await answers.finish(resend.key, await storeAnswer(response.clone()), true)
    }
  }
  return charge
}

/** A paid call answered without running: a stored answer, or the rail's own. */
const replayed = (caller: Caller, replay: Response): PaidCharge => ({ caller, replay, finish: notRun, cancel: async () => {}, committed: true, commit: async () => true, abandonRerun: async () => {}, retryWith: 'identifier' })

const notRun = async (): Promise<never> => {
  throw new Error('a replayed call is not settled again')
}

const identifierInUse = () => createError('CONFLICT', 'A call with this payment identifier is running; retry shortly for its answer', { headers: { 'retry-after': '1' }, details: { reason: 'payment_identifier_in_use' } })

/**
 * A retry of a call that was paid and whose writes were never applied (`unapplied`): it runs again on
 * a held view, uncharged (no payment is taken or settled), and its writes and its answer are applied
 * in one atomic step. A failure leaves the record unapplied and free for the next retry.
 */
function rerunCharge(runtime: Runtime, payments: PaymentMachinery, caller: Caller, answerKey: string, owner: string, paid: SettleResult, retryWith: PaidCharge['retryWith']): PaidCharge {
  const staged = stageState(runtime.state)
  const abandonRerun = () => payments.answers.update(answerKey, owner, { leaseUntil: 0 })
  const charge: PaidCharge = {
    caller,
    staged,
    committed: true,
    retryWith,
    async finish(_amountMicros, draft) {
      charge.committed = await applyRerun(runtime, payments.answers, staged, answerKey, owner, draft)
      return paid
    },
    commit: (draft) => applyRerun(runtime, payments.answers, staged, answerKey, owner, draft),
    abandonRerun,
    cancel: abandonRerun,
  }
  // Kept for retries of its identifier, or for its payment sent again.
  charge.keep = async (response: Response) => payments.answers.finish(answerKey, await storeAnswer(response.clone()), true)
  return charge
}

/**
 * Where a paid call sent without an identifier is kept when its writes never apply: a digest of the
 * payment as sent (its rail's headers), which names the payment's own nonce or signature. Only a
 * record a settlement left there is ever found, so any other payment is judged by its rail.
 */
export function paymentResendKey(gate: PaymentGate, request: Request): string | undefined {
  const rail = gate.railFor(request)
  // A one-phase rail's credential is not a use-once payment (the test gate's names a wallet): the same header is every call's.
  if (!rail?.verify) return undefined
  // The first of the rail's headers sent is its payment (x402: PAYMENT-SIGNATURE or X-PAYMENT, before its sign-in proof).
  const sent = rail.requestHeaders.map((name) => request.headers.get(name)).find((value) => value !== null)
  return sent ? `resent:${rail.id}:${createHash('sha256').update(sent).digest('base64url')}` : undefined
}

/**
 * A paid call whose writes never applied, its payment sent again: run again uncharged, one request at
 * a time; once run and applied, answered with the answer stored with its writes (nothing run or charged).
 */
async function resentCharge(runtime: Runtime, payments: PaymentMachinery, paid: PaidChargeRequest, key: string): Promise<PaidCharge | undefined> {
  const claim = await payments.answers.resend(key, paid.fingerprint())
  if (!claim) return undefined
  if (claim.kind === 'conflict') throw createError('CONFLICT', 'This payment paid for another call (another operation, price or input); send it again only with that call', { details: { reason: 'payment_call_conflict' } })
  if (claim.kind === 'busy') throw createError('CONFLICT', 'This paid call is being run again by another request; retry shortly', { headers: { 'retry-after': '1' }, details: { reason: 'payment_in_use' } })
  const payer = claim.record.resent!.payer
  const caller: Caller = { kind: 'paid', ip: paid.ip, payer }
  const charge = claim.kind === 'found' ? replayed(caller, replayAnswer(claim.record.answer!)) : rerunCharge(runtime, payments, caller, key, claim.owner, claim.record.paid!, 'payment')
  if (payments.limits.active) {
    await payments.limits.take('paid', `${payer.network}:${payer.address}`, paid.requirement.operation.id).catch(async (error: unknown) => {
      await charge.abandonRerun()
      throw error
    })
  }
  return charge
}

/**
 * Applies the held writes of a paid call run again; for a payment identifier, with its answer (the
 * draft with the settlement it was paid with) in the same atomic step, so writes without an answer
 * (or an answer without writes) is never what a crash leaves. False when the writes met a changed
 * state again; a record another request took over (its lease lapsed) is left to it.
 */
async function applyRerun(runtime: Runtime, answers: PaymentMachinery['answers'], staged: StagedState, answerKey: string | undefined, owner: string | undefined, draft: (() => Response) | undefined): Promise<boolean> {
  if (!answerKey || !owner) return commitBatch(runtime.state, staged.batch)
  const body = draft ? await storeAnswer(draft()) : undefined
  for (let tries = 0; tries < 5; tries++) {
    const closing = await answers.closing(answerKey, (current) => ({ state: 'done', leaseUntil: 0, ...(body ? { answer: current.paid ? settledAnswer(body, current.paid) : body } : {}) }), owner)
    if (closing.writes.length === 0) throw identifierInUse()
    if (await runtime.state.applyBatch([...staged.batch.guards, ...closing.guards], [...staged.batch.writes, ...closing.writes])) return true
    // The identifier's record moved (read it again); otherwise the writes' own guards failed.
    if (!(await closing.moved())) return false
  }
  throw identifierInUse()
}

/**
 * The stored answer of an identifier; a settlement still open is asked about once more first.
 * Undefined when the call is paid and its writes were not applied (a retry runs it again).
 */
async function storedOrPending(payments: PaymentMachinery, answerKey: string, settlement: string | undefined): Promise<Response | undefined> {
  let record = await payments.answers.read(answerKey)
  if (record?.state !== 'done' && settlement) {
    await payments.settlements.resolve(settlement)
    record = await payments.answers.read(answerKey)
  }
  if (record?.state === 'done' && record.answer) return replayAnswer(record.answer)
  if (record?.state === 'unapplied') return undefined
  throw settlementPending({}, undefined)
}

/**
 * 202: the payment was sent for settlement and is not confirmed yet; the answer waits for it. `retryWith`
 * says how the caller gets it: its payment identifier, or (no identifier, a call that changes state) the
 * same payment sent again should its changes not be saved once confirmed; neither: no answer is kept.
 */
export function settlementPending(headers: Record<string, string>, transaction: string | undefined, retryWith: PaidCharge['retryWith'] | undefined = 'identifier'): ApiError {
  const how = retryWith === 'identifier'
    ? 'Retry with the same payment identifier for the answer'
    : retryWith === 'payment'
      ? 'Its changes are saved once it is confirmed; should they not be, send the same payment again to run the call, not charged again'
      : 'No answer is kept for a payment sent without a payment identifier'
  return createError('SETTLEMENT_PENDING', `The payment was sent for settlement and is not confirmed yet: nothing more will be charged for it. ${how}`, {
    headers: { ...headers, 'retry-after': '5' },
    details: { reason: 'settlement_pending', ...(transaction ? { transaction } : {}), ...(retryWith ? { retry: retryWith === 'identifier' ? 'same_payment_identifier' : 'same_payment' } : {}) },
  })
}
