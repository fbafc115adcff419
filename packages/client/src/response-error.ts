import { BatchFailedError, PaymentRejectedError, PaymentRetryLaterError, SvcError, TrialExhaustedError, UpstreamError, ValidationError } from './errors.ts'

/** The typed error for a host's error answer (`{ error, code, status, ... }`). */
export function errorFromResponse(status: number, body: unknown, headers: Headers, operation: string): SvcError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined
  const code = typeof record?.code === 'string' ? record.code : `HTTP_${status}`
  const message = typeof record?.error === 'string' ? record.error : typeof body === 'string' && body ? body.slice(0, 300) : `${operation} answered HTTP ${status}`
  const init = { code, status, operation, body: record }
  const retryAfter = retryAfterOf(record, headers)
  if (code === 'TRIAL_EXHAUSTED') return new TrialExhaustedError(message, { ...init, retryAfter: retryAfter ?? 3600 })
  // A payment the host takes again later (a channel voucher after its failed calls): when, not just no.
  if (code === 'PAYMENT_INVALID' && record?.reason === 'payment_failed_too_often' && retryAfter !== undefined) return new PaymentRetryLaterError(message, { ...init, retryAfter })
  if (code === 'PAYMENT_INVALID' || code === 'SETTLEMENT_FAILED') return new PaymentRejectedError(message, init)
  if (code === 'BATCH_FAILED') return new BatchFailedError(message, init)
  if (status === 400) return new ValidationError(message, init)
  if (code.startsWith('UPSTREAM_') || status === 502 || status === 504) return new UpstreamError(message, { ...init, retryAfter })
  return new SvcError(message, init)
}

function retryAfterOf(body: Record<string, unknown> | undefined, headers: Headers): number | undefined {
  if (typeof body?.retryAfter === 'number') return body.retryAfter
  const header = Number(headers.get('retry-after') ?? Number.NaN)
  return Number.isFinite(header) ? header : undefined
}
