import type { RailFigures } from './rails/rail.ts'
import type { Payer } from './define.ts'
import type { Micros } from './price.ts'
import type { PaymentRail } from './rails/rail.ts'
import type { RegisteredOperation } from './registry.ts'

/** What a request must pay: each rail turns it into its challenge and verifies a credential against it. */
export interface PaymentRequirement {
  /** The operation (or `batch.run`) being bought. */
  operation: RegisteredOperation
  /** Exact amount, or the maximum for up-to billing, in atomic USDC units. */
  amountMicros: Micros
  upto: boolean
  /**
   * The call changes state (its writes are held until the payment settles): only a rail that can
   * settle it again after a failure (`PaymentRail.resume`) takes it, so its held writes go through
   * the settlement outbox and a failure to apply them never leaves a payment taken for nothing.
   */
  changesState?: boolean
  /** Absolute URL of the resource, as the 402 names it. */
  resource: string
  /**
   * The 402 answers a bare probe (a crawler indexing the operation, no params): rails add their
   * discovery declarations (x402's bazaar input schema). A client about to pay gets the 402 of its
   * own call without them, so the payment it signs does not carry them back.
   */
  discovery?: boolean
}

export interface Settlement {
  /** `settled` once the facilitator confirmed; `pending` when it accepted but not yet confirmed. */
  status: 'settled' | 'pending'
  network: string
  payer: string
  /** Settled amount in atomic units. */
  amount: string
  transaction?: string
  /** The payment channel a voucher paid from (x402 batch-settlement): no transaction of its own. */
  channel?: string
}

/** What a settlement did: the settlement (`pending` while its outcome is unknown) and the headers that say so. */
export interface SettleResult {
  settlement: Settlement
  headers: Record<string, string>
}

/** A verified, reserved payment: core settles it once after success, or releases it after a failure. */
export interface PaymentAuthorization {
  payer: Payer
  /**
   * Settles `amountMicros` (at most the authorized amount). Throws ApiError SETTLEMENT_FAILED on a
   * definite refusal; a settlement whose outcome is unknown resolves with `status: 'pending'`.
   */
  settle(amountMicros: Micros): Promise<SettleResult>
  /** Frees the reservation so the same authorization can be retried. */
  release(): Promise<void>
  /** The settlement of `amountMicros` as JSON data, which `PaymentGate.resume` carries out on any host later. */
  resumable?(amountMicros: Micros): unknown
}

/**
 * A payment verified but not yet taken (two-phase rails): core refuses a payment spent on failed
 * calls and answers retries of a payment identifier from their stored answer before taking it.
 */
export interface VerifiedPayment {
  payer: Payer
  /** The payment's own use-once key (its nonce): failed calls are counted under it. */
  key: string
  /** Until when (ms) the payment could still move: its records are kept that long. */
  keepUntil: number
  /** Where the answer is kept for retries (the payer's payment identifier), when the client sent one. */
  answerKey?: string | undefined
  /** False when `key` is not the payment's own (a one-phase rail's): failed calls are not counted against it. */
  countsFailures?: boolean
  /** Failed calls are counted over this many ms from the first one, not until `keepUntil` (see `HeldPayment`). */
  failuresCountedForMs?: number | undefined
  /**
   * Reserves the payment for this call and makes sure the payer can pay it now (`fresh`: asked
   * again, not from a cached balance); throws a 402 ApiError when not.
   */
  take(options: { fresh: boolean }): Promise<PaymentAuthorization>
  /**
   * The payment is refused (or answered from a stored answer) before it is taken: whatever `verify`
   * holds for it is let go, so a retry of the same payment is judged at once.
   */
  dismiss?(): Promise<void>
}

/**
 * A payment verified and held in one step, charged by one durable write after success, with no
 * settlement to write ahead and no payment identifier (x402's channel voucher): core's shortest paid
 * path (payments/held-charge.ts). Refused and held payments are counted and limited as any other.
 */
export interface HeldPayment {
  payer: Payer
  /** The payment's own use-once key: failed calls are counted under it. */
  key: string
  /** Until when (ms) its failed calls are counted (unless `failuresCountedForMs`). */
  keepUntil: number
  /**
   * Failed calls are counted over a window of this many ms that opens at the first one (it does not
   * slide with the next), instead of until `keepUntil`; once it has passed, the same payment is taken
   * again. For a payment whose key comes back unchanged after a failure (x402's channel voucher: its
   * running total, nothing charged), which `keepUntil` would lock out for as long as it is kept.
   */
  failuresCountedForMs?: number | undefined
  /**
   * Records `amountMicros` charged (at most the authorized amount), durable when it resolves, and frees
   * the hold. Throws ApiError SETTLEMENT_FAILED when it cannot be recorded: nothing is charged then.
   */
  charge(amountMicros: Micros): Promise<SettleResult>
  /** Frees the hold (the call failed): nothing is charged and the payment can be retried. */
  release(): Promise<void>
}

/**
 * A rail's own answer to a request, given instead of the operation's: the credential asked for
 * something that is not a call (x402's cooperative channel close, answered with its refund). A
 * rail's `verify` returns it; core sends it as is (JSON body, no-store): the operation does not run
 * and core charges, settles and keeps nothing for it.
 */
export interface RailAnswer {
  kind: 'answered'
  /** Who asked (the channel's payer): rate limits and logs name them. */
  payer: Payer
  status: number
  headers: Record<string, string>
  body: Record<string, unknown>
}

export function isRailAnswer(value: VerifiedPayment | RailAnswer): value is RailAnswer {
  return (value as RailAnswer).kind === 'answered'
}

/** The response of a rail's own answer. */
export function railAnswerResponse(answer: RailAnswer): Response {
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { ...answer.headers, 'content-type': 'application/json', 'cache-control': 'no-store' } })
}

export interface PaymentRequiredAnswer {
  body: Record<string, unknown>
  headers: Record<string, string>
}

/**
 * Every payment rail of a host as one gate (see `combineRails`): the pipeline and the shared payment
 * machinery call this, never a rail directly. Rails implement `PaymentRail` (rails/rail.ts).
 */
export interface PaymentGate {
  /** The installed rails, in the order they are asked. */
  readonly rails: readonly PaymentRail[]
  /** The first rail that recognises the request's credential. */
  railFor(request: Request): PaymentRail | undefined
  /** True when some rail recognises the request's credential. */
  hasPayment(request: Request): boolean
  /** True when some rail recognises the request's wallet sign-in proof (identity-only operations). */
  identifies(request: Request): boolean
  /** The wallet a sign-in proof proves, through the recognising rail; throws a 402 ApiError on a refused proof. */
  identify(request: Request, requirement: PaymentRequirement): Promise<Payer>
  /** One 402 merging every rail's challenge for `requirement`. */
  paymentRequired(requirement: PaymentRequirement, reason?: string): Promise<PaymentRequiredAnswer>
  /** Verifies and reserves through the recognising rail; throws a 402 ApiError (PAYMENT_INVALID) on rejection. */
  authorize(request: Request, requirement: PaymentRequirement): Promise<PaymentAuthorization>
  /**
   * A payment the recognising rail verifies and holds in one step (`PaymentRail.hold`); undefined when it
   * is not one (then `verify`), or when no rail holds payments (then absent).
   */
  hold?(request: Request, requirement: PaymentRequirement): Promise<HeldPayment | undefined>
  /** Two-phase authorization through the recognising rail: verify, then `take`; or the rail's own answer (`RailAnswer`). */
  verify(request: Request, requirement: PaymentRequirement): Promise<VerifiedPayment | RailAnswer>
  /**
   * Carries out a settlement given as `resumable` data (after a crash, or a pending one from the
   * outbox) through the rail that took it: settled, still `pending`, or throws ApiError SETTLEMENT_FAILED.
   */
  resume(data: unknown): Promise<SettleResult>
  /** Said at start-up: each rail's line. */
  describe(): string
  /** The rails' own figures for the operator, by rail id (rails without any are left out). */
  figures?(): Promise<Record<string, RailFigures>>
  /** Stops the rails' background work. */
  close(): void
}

export function encodeHeaderJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64')
}
