import { createError } from './errors.ts'
import type { Payer } from './define.ts'
import type { Micros } from './price.ts'
import type { RegisteredOperation } from './registry.ts'

/** What a request must pay: the gate turns it into `accepts` entries and verifies against it. */
export interface PaymentRequirement {
  /** The operation (or `batch.run`) being bought. */
  operation: RegisteredOperation
  /** Exact amount, or the maximum for up-to billing, in atomic USDC units. */
  amountMicros: Micros
  upto: boolean
  /** Absolute URL of the resource, as the 402 names it. */
  resource: string
  /**
   * The 402 answers a bare probe (a crawler indexing the operation, no params): the gate adds its
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
}

/** What a settlement did: the settlement (`pending` while its outcome is unknown) and the headers that say so. */
export interface SettleResult {
  settlement: Settlement
  headers: Record<string, string>
}

/** A verified, reserved payment: settle it once after success, or release it after a failure. */
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
 * A payment verified but not yet taken (two-phase gates): core refuses a payment spent on failed
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
  /**
   * Reserves the payment for this call and makes sure the payer can pay it now (`fresh`: asked
   * again, not from a cached balance); throws a 402 ApiError when not.
   */
  take(options: { fresh: boolean }): Promise<PaymentAuthorization>
}

export interface PaymentRequiredAnswer {
  body: Record<string, unknown>
  headers: Record<string, string>
}

/**
 * The payment gate core calls; @svc/x402 implements it. Core knows nothing of chains:
 * it asks for a 402 answer, and for an authorization when a payment header is present.
 */
export interface PaymentGate {
  /** True when a request carries a payment header this gate reads. */
  hasPayment(request: Request): boolean
  paymentRequired(requirement: PaymentRequirement, reason?: string): Promise<PaymentRequiredAnswer>
  /** Verifies and reserves the payment; throws a 402 ApiError (PAYMENT_INVALID) on rejection. */
  authorize(request: Request, requirement: PaymentRequirement): Promise<PaymentAuthorization>
  /** Said at start-up (e.g. which rails are configured). */
  describe?(): string
  /** Two-phase authorization (preferred over `authorize` when present): verify, then `take`. */
  verify?(request: Request, requirement: PaymentRequirement): Promise<VerifiedPayment>
  /**
   * Carries out a settlement given as `resumable` data (after a crash, or a pending one from the
   * outbox): settled, still `pending`, or throws ApiError SETTLEMENT_FAILED when refused.
   */
  resume?(data: unknown): Promise<SettleResult>
  /** Stops the gate's background work (refreshing what its facilitator supports...). */
  close?(): void
}

export const PAYMENT_HEADERS = ['payment-signature', 'x-payment'] as const

/** The spec's payment-required envelope; `accepts` comes from the gate's rails. */
export function paymentRequiredBody(requirement: PaymentRequirement, error: string, accepts: unknown[], extensions?: Record<string, unknown>): Record<string, unknown> {
  return {
    x402Version: 2,
    error,
    resource: requirement.resource,
    accepts,
    ...(extensions ? { extensions } : {}),
    code: 'PAYMENT_REQUIRED',
    status: 402,
  }
}

export function encodeHeaderJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64')
}

/**
 * The gate of a host with no payment module: a paid call answers 402 with an empty
 * `accepts` and says why, so trial and free operations still work.
 */
export function createNoPaymentGate(): PaymentGate {
  const reason = 'This host has no payment rail configured; use trial mode (trial=1) or ask the operator to install @svc/x402 and set a pay-to address'
  return {
    hasPayment: (request) => PAYMENT_HEADERS.some((name) => request.headers.has(name)),
    async paymentRequired(requirement, why) {
      const body = paymentRequiredBody(requirement, why ?? reason, [])
      return { body, headers: { 'payment-required': encodeHeaderJson(body) } }
    },
    async authorize() {
      throw createError('PAYMENT_INVALID', reason)
    },
    describe: () => 'payments: none (no payment module installed); trial and free operations only',
  }
}
