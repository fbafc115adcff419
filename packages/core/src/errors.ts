/**
 * One error type for the whole service. Every failure a caller can see is an
 * `ApiError` with a stable `code`; the host turns it into the one JSON error body.
 * Anything that is not an `ApiError` becomes a 500 with no details.
 */

export const errorCodes = {
  /** A paid call whose settlement was sent but is not confirmed yet: the answer comes with a retry under its payment identifier. */
  SETTLEMENT_PENDING: 202,
  INVALID_INPUT: 400,
  RESULT_TOO_LARGE: 400,
  BATCH_INVALID: 400,
  PAYMENT_REQUIRED: 402,
  PAYMENT_INVALID: 402,
  TRIAL_EXHAUSTED: 402,
  UNAUTHORIZED: 401,
  SETTLEMENT_FAILED: 402,
  FORBIDDEN: 403,
  QUOTA_EXCEEDED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** This host's own limit on a caller (per wallet, per address, per connection): `Retry-After` says when to come back. */
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  UPSTREAM_RATE_LIMIT: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UPSTREAM_TIMEOUT: 502,
  BATCH_FAILED: 502,
  UPSTREAM_NOT_CONFIGURED: 503,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof errorCodes

export interface ApiErrorOptions {
  /** Overrides the status the code implies (e.g. a batch failing only on bad input). */
  status?: number
  /** Extra members merged into the JSON error body (field, issues, retryAfter...). */
  details?: Record<string, unknown>
  headers?: Record<string, string>
  /** Replaces the whole JSON body (the 402 payment-required envelope). */
  body?: Record<string, unknown>
  cause?: unknown
}

const kApiError = Symbol.for('svc.api-error')

export class ApiError extends Error {
  override readonly name: string = 'ApiError'
  readonly [kApiError] = true
  readonly code: ErrorCode
  readonly status: number
  readonly details: Record<string, unknown> | undefined
  readonly headers: Record<string, string> | undefined
  readonly body: Record<string, unknown> | undefined

  constructor(code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.status = options.status ?? errorCodes[code]
    this.details = options.details
    this.headers = options.headers
    this.body = options.body
  }
}

export function createError(code: ErrorCode, message: string, options?: ApiErrorOptions): ApiError {
  return new ApiError(code, message, options)
}

/** Checks a global symbol rather than `instanceof`, so errors from another copy of core are recognised too. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[kApiError] === true
}

/** The JSON error body: `{ error, code, status, ...details }`. Never carries a stack. */
export function errorBody(error: ApiError): Record<string, unknown> {
  return error.body ?? { error: error.message, code: error.code, status: error.status, ...error.details }
}

/** Normalises anything thrown into an ApiError; unknown errors lose their details. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error
  return new ApiError('INTERNAL', 'Internal server error', { cause: error })
}
