import type { Caller } from './define.ts'
import { ApiError, createError } from './errors.ts'
import type { PaymentRequirement, Settlement } from './payment.ts'
import type { Micros } from './price.ts'
import type { RegisteredOperation } from './registry.ts'
import type { Runtime } from './runtime.ts'
import { clientNetwork } from './client-network.ts'
import { claimTrial, isTrialRequest } from './_trial.ts'
import { openHeldCharge } from './payments/held-charge.ts'
import { openPaidCharge } from './payments/paid-charge.ts'
import type { StagedState } from './payments/staged-state.ts'

export interface ChargeRequest {
  request: Request
  url: URL
  /** The request's parsed query, when it has one (the trial flag is read from it). */
  query?: URLSearchParams | undefined
  ip: string
  /** What is bought: the operation, or `batch.run` for a batch. */
  operation: RegisteredOperation
  amountMicros: Micros
  upto: boolean
  /** Operations whose trial a trial call uses up (a batch uses each sub-call's too). */
  trialIds: readonly string[]
  /** What is bought (operation, amount, input): a payment identifier reused for another call is refused. */
  fingerprint?: () => string
  /** What the operation changes beyond its answer (`effects` of its definition, or of any call of a plan). */
  effects?: { state: boolean; fetch: boolean }
}

export interface ChargeOutcome {
  settlement: Settlement | null
  /** Charged amount in atomic units (0 for trial and free calls). */
  chargedMicros: Micros
  headers: Record<string, string>
}

/** A caller's claim on one call: finish it after success, or cancel it after a failure (nothing charged). */
export interface Charge {
  caller: Caller
  /** The answer given without running the operation (a retry's stored answer, or a rail's own: `RailAnswer`): nothing runs or is charged. */
  replay?: Response
  /** Where the handler writes: a view held until the payment is settled (paid calls of operations with state effects). */
  staged?: StagedState
  /** Settles after success; `draft` renders the answer before the settlement is known, kept for retries and crashes. */
  finish(usageMicros?: Micros, draft?: () => Response): Promise<ChargeOutcome>
  /** Keeps the answer as sent, for retries of its payment identifier (paid calls that carry one). */
  keep?(response: Response): Promise<void>
  /**
   * After settlement: when the held writes met a state another call changed meanwhile, the call
   * (already paid) runs again on what is stored now and its writes are applied, a few times at most.
   */
  rerunIfConflicted?<T>(work: () => Promise<T>, result: T, draftOf?: (result: T) => () => Response): Promise<T>
  cancel(): Promise<void>
}

export const NOTHING_CHARGED: ChargeOutcome = Object.freeze({ settlement: null, chargedMicros: 0, headers: {} })
const finishNothing = async (): Promise<ChargeOutcome> => NOTHING_CHARGED
const cancelNothing = async (): Promise<void> => {}

/** The charge of a free operation: nothing to claim, settle or give back. */
export function freeCharge(caller: Caller & { kind: 'free' }): Charge {
  return { caller, finish: finishNothing, cancel: cancelNothing }
}

/** Decides how a call is paid for: free (a price of 0), trial, or a payment a rail verifies; answers 402 otherwise. */
export async function openCharge(runtime: Runtime, charge: ChargeRequest): Promise<Charge> {
  if (charge.amountMicros === 0) return freeCharge({ kind: 'free', ip: charge.ip })
  const { gate, state, config } = runtime
  const hasPayment = gate.hasPayment(charge.request)
  if (!hasPayment && isTrialRequest(charge.request, charge.query)) {
    if (!config.trial.enabled) throw createError('PAYMENT_REQUIRED', 'Trial mode is disabled on this host')
    if (runtime.payments.limits.active) await runtime.payments.limits.take('trial', clientNetwork(charge.ip, config.trial.ipv6PrefixLength), charge.operation.id)
    const claim = await claimTrial(state, charge.trialIds, charge.ip, config.trial)
    return { caller: { kind: 'trial', ip: charge.ip }, finish: finishNothing, cancel: () => claim.release() }
  }
  const requirement: PaymentRequirement = new CallRequirement(runtime, charge)
  if (!hasPayment) {
    if (runtime.payments.limits.active) await runtime.payments.limits.take('unpaid', clientNetwork(charge.ip, config.trial.ipv6PrefixLength), charge.operation.id)
    throw await paymentRequired(runtime, requirement)
  }
  const refusal = async (error: ApiError) => paymentRequired(runtime, requirement, error)
  // A payment its rail holds in one step (a channel voucher), for a call that changes no state: the shortest path.
  if (gate.hold && charge.effects?.state !== true) {
    const held = await openHeldCharge(runtime, charge.request, requirement, charge.ip, refusal)
    if (held) return held
  }
  // Every other payment goes through the one shared machinery: verify, take, settle once after success.
  const paid = await openPaidCharge(runtime, runtime.payments, {
    request: charge.request,
    ip: charge.ip,
    requirement,
    fingerprint: charge.fingerprint ?? (() => `${charge.operation.id}:${charge.amountMicros}:${charge.url.pathname}${charge.url.search}`),
    effects: charge.effects ?? NO_EFFECTS,
  }, refusal)
  // Set one by one, not spread from optional parts: a voucher call builds no object it does not keep.
  const opened: Charge = {
    caller: paid.caller,
    async finish(usageMicros, draft) {
      // The up-to cap, applied here only: the usage, never above the authorized maximum.
      const amount = charge.upto && usageMicros !== undefined ? Math.max(0, Math.min(Math.floor(usageMicros), charge.amountMicros)) : charge.amountMicros
      const { settlement, headers } = await paid.finish(amount, draft)
      // What moved is what was charged (an `exact` payment settles its whole value).
      return { settlement, chargedMicros: Number(settlement.amount), headers }
    },
    cancel: paid.cancel,
  }
  if (paid.replay) opened.replay = paid.replay
  if (paid.keep) opened.keep = paid.keep
  if (paid.staged) {
    opened.staged = paid.staged
    opened.rerunIfConflicted = async <T>(work: () => Promise<T>, result: T, draftOf?: (result: T) => () => Response): Promise<T> => {
      // Paid already: a run that fails, or writes that never apply, leave the identifier's record unapplied and free, and its retry runs the call again.
      const abandon = async () => paid.abandonRerun().catch((cause: unknown) => runtime.log(`payments: freeing a paid call for its retry failed: ${(cause as Error).message}`))
      try {
        for (let tries = 0; !paid.committed && tries < RERUNS; tries++) {
          paid.staged!.reset()
          result = await work()
          paid.committed = await paid.commit(draftOf?.(result))
        }
      } catch (error) {
        await abandon()
        throw error
      }
      // Paid, and its writes could not be applied: its answer would claim what did not happen.
      if (!paid.committed) {
        await abandon()
        const how = paid.retryWith === 'payment' ? 'Send the same request with the same payment header again' : 'Retry with the same payment identifier'
        throw createError('UNAVAILABLE', `This call's changes met ${RERUNS} others to the same data after its payment settled; its answer is withheld. ${how}: it runs again, not charged again`, { headers: { 'retry-after': '1' }, details: { reason: 'writes_not_applied', retry: paid.retryWith === 'payment' ? 'same_payment' : 'same_payment_identifier' } })
      }
      return result
    }
  }
  return opened
}

/**
 * A call's payment requirement. A class, not a literal with a getter: the getter is the prototype's, not
 * a closure made for every call, and `resource` is built only when a 402 or a facilitator reads it (a
 * payment verified locally never does).
 */
class CallRequirement implements PaymentRequirement {
  readonly operation: RegisteredOperation
  readonly amountMicros: Micros
  readonly upto: boolean
  readonly changesState: boolean
  readonly #runtime: Runtime
  readonly #url: URL
  constructor(runtime: Runtime, charge: ChargeRequest) {
    this.operation = charge.operation
    this.amountMicros = charge.amountMicros
    this.upto = charge.upto
    this.changesState = charge.effects?.state === true
    this.#runtime = runtime
    this.#url = charge.url
  }
  get resource(): string {
    return resourceUrl(this.#runtime, this.#url)
  }
}

/**
 * The one 402 of a requirement: every rail's challenge merged. With `refused`, the answer to a
 * refused payment: its code, reason and details, with what to pay instead.
 */
export async function paymentRequired(runtime: Runtime, requirement: PaymentRequirement, refused?: ApiError): Promise<ApiError> {
  const answer = await runtime.gate.paymentRequired(requirement, refused?.message)
  const headers = { ...answer.headers, 'cache-control': 'no-store' }
  if (!refused) return new ApiError('PAYMENT_REQUIRED', String(answer.body.error ?? 'Payment required'), { body: answer.body, headers })
  // The refusal's own headers go too: `Retry-After` of a payment taken again later.
  return new ApiError(refused.code, refused.message, { body: { ...answer.body, code: refused.code, ...refused.details }, headers: { ...refused.headers, ...headers }, details: refused.details })
}

const NO_EFFECTS = Object.freeze({ state: false, fetch: false })
/** How often a paid call whose held writes met a changed state runs again: each round lets at least one contender through. */
const RERUNS = 64

/** The resource URL a 402 names: the public URL when configured, without the trial flag. */
export function resourceUrl(runtime: Runtime, url: URL): string {
  const base = runtime.config.publicUrl ?? url.origin
  const params = new URLSearchParams(url.search)
  params.delete('trial')
  const query = params.toString()
  return `${base.replace(/\/+$/, '')}${url.pathname}${query ? `?${query}` : ''}`
}

/**
 * Runs the work a charge pays for, then settles it. A failed call is never charged: its
 * trial or payment reservation is given back. A failed settlement is the payment module's
 * to resolve (it may be pending), so it is not released here.
 */
export async function runCharged<T>(runtime: Runtime, charge: Charge, work: () => Promise<T>, usageOf?: (result: T) => Micros | undefined, draftOf?: (result: T) => () => Response): Promise<{ result: T; outcome: ChargeOutcome }> {
  let result: T
  try {
    result = await work()
  } catch (error) {
    await charge.cancel().catch((cause) => runtime.log(`release failed: ${String(cause)}`))
    throw error
  }
  const outcome = await charge.finish(usageOf?.(result), draftOf?.(result))
  if (charge.rerunIfConflicted) result = await charge.rerunIfConflicted(work, result, draftOf)
  return { result, outcome }
}
