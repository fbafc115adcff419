const kSvcError = Symbol.for('svc.client-error')

/** Every failure the client reports: the host's `code` and `status`, and its JSON error body when there was one. */
export class SvcError extends Error {
  override readonly name: string = 'SvcError'
  readonly [kSvcError] = true
  readonly code: string
  readonly status: number
  /** The operation (or `batch.run`) the call was for. */
  readonly operation: string | undefined
  readonly body: Record<string, unknown> | undefined

  constructor(message: string, init: { code: string; status: number; operation?: string | undefined; body?: Record<string, unknown> | undefined; cause?: unknown }) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause })
    this.code = init.code
    this.status = init.status
    this.operation = init.operation
    this.body = init.body
  }
}

export interface FieldIssue {
  field: string
  message: string
}

export interface BatchFailure {
  index: number
  endpoint: string
  status: number
  code: string
  error: string
  field?: unknown
}

type Init = ConstructorParameters<typeof SvcError>[1]

/** 400: the params (or a batch's calls) were refused before anything was run or charged. */
export class ValidationError extends SvcError {
  override readonly name = 'ValidationError'
  readonly field: string | undefined
  readonly issues: FieldIssue[]
  /** For a batch: the calls that were invalid. */
  readonly failures: BatchFailure[]

  constructor(message: string, init: Init) {
    super(message, init)
    this.field = typeof init.body?.field === 'string' ? init.body.field : undefined
    this.issues = Array.isArray(init.body?.issues) ? (init.body.issues as FieldIssue[]) : []
    this.failures = Array.isArray(init.body?.failures) ? (init.body.failures as BatchFailure[]) : []
  }
}

/** 402 with no way to pay: the client has no wallet (and no trial, or trial is off). */
export class PaymentRequiredError extends SvcError {
  override readonly name = 'PaymentRequiredError'
  /** The cheapest offer, in USD, when the host made one. */
  readonly priceUsd: string | undefined

  constructor(message: string, init: Init & { priceUsd?: string | undefined }) {
    super(message, init)
    this.priceUsd = init.priceUsd
  }
}

export type RefusalReason =
  | 'not_allowed'
  | 'max_per_call'
  | 'max_per_session'
  | 'max_per_day'
  | 'not_approved'
  | 'no_matching_rail'

/** The client's own spend controls said no; raised before anything was signed. */
export class PaymentRefusedError extends SvcError {
  override readonly name = 'PaymentRefusedError'
  readonly reason: RefusalReason
  /** What the call would have cost, in USD (unknown for an operation outside the allow-list). */
  readonly amountUsd: string | undefined
  /** The limit that was hit, in USD. */
  readonly limitUsd: string | undefined

  constructor(message: string, init: Omit<Init, 'code' | 'status'> & { reason: RefusalReason; amountUsd?: string | undefined; limitUsd?: string | undefined }) {
    super(message, { ...init, code: 'PAYMENT_REFUSED', status: 402 })
    this.reason = init.reason
    this.amountUsd = init.amountUsd
    this.limitUsd = init.limitUsd
  }
}

/** The host refused the signed payment (`PAYMENT_INVALID`) or could not settle it (`SETTLEMENT_FAILED`). */
export class PaymentRejectedError extends SvcError {
  // A string, not the literal: `PaymentRetryLaterError` extends it with its own name.
  override readonly name: string = 'PaymentRejectedError'
  readonly reason: string | undefined

  constructor(message: string, init: Init) {
    super(message, init)
    this.reason = typeof init.body?.reason === 'string' ? init.body.reason : undefined
  }
}

/**
 * 402 `PAYMENT_INVALID`, `reason: payment_failed_too_often`, with a time to retry: the payment (a channel
 * voucher) paid for the host's limit of failed calls (nothing charged for them) and is taken again from
 * `retryAt`, `retryAfter` seconds from the answer. A `PaymentRejectedError`, so code catching that still does.
 */
export class PaymentRetryLaterError extends PaymentRejectedError {
  override readonly name = 'PaymentRetryLaterError'
  /** Seconds until the host takes the payment again (its `Retry-After`). */
  readonly retryAfter: number
  readonly retryAt: Date

  constructor(message: string, init: Init & { retryAfter: number }) {
    super(message, init)
    this.retryAfter = init.retryAfter
    this.retryAt = timeToRetry(init.body?.retryAt, init.retryAfter)
  }
}

/** 402 `TRIAL_EXHAUSTED`: this operation's free call was used; the next one opens at `nextTrialAt`. */
export class TrialExhaustedError extends SvcError {
  override readonly name = 'TrialExhaustedError'
  /** Seconds until the next free call. */
  readonly retryAfter: number
  readonly nextTrialAt: Date

  constructor(message: string, init: Init & { retryAfter: number }) {
    super(message, init)
    this.retryAfter = init.retryAfter
    this.nextTrialAt = timeToRetry(init.body?.nextTrialAt, init.retryAfter)
  }
}

/** The time the body names (an ISO string), else `retryAfter` seconds from now. */
function timeToRetry(named: unknown, retryAfter: number): Date {
  const at = typeof named === 'string' ? Date.parse(named) : Number.NaN
  return new Date(Number.isNaN(at) ? Date.now() + retryAfter * 1000 : at)
}

/** The data source behind the operation failed, timed out, is rate limiting (429) or is not configured (503). */
export class UpstreamError extends SvcError {
  override readonly name = 'UpstreamError'
  /** Seconds, when the host said when to retry. */
  readonly retryAfter: number | undefined

  constructor(message: string, init: Init & { retryAfter?: number | undefined }) {
    super(message, init)
    this.retryAfter = init.retryAfter
  }
}

/** A batch ran and some calls failed: nothing was charged, and `failures` names them. */
export class BatchFailedError extends SvcError {
  override readonly name = 'BatchFailedError'
  readonly failures: BatchFailure[]

  constructor(message: string, init: Init) {
    super(message, init)
    this.failures = Array.isArray(init.body?.failures) ? (init.body.failures as BatchFailure[]) : []
  }
}

/** Checks a global symbol rather than `instanceof`, so errors from another copy of the client are recognised too. */
export function isSvcError(error: unknown): error is SvcError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[kSvcError] === true
}
