import { type ApiError, createError } from '../errors.ts'
import type { FailedPayments } from './failed-payments.ts'

/** A payment's key and how its failed calls are counted (`VerifiedPayment` or `HeldPayment`). */
export interface CountedPayment {
  key: string
  failuresCountedForMs?: number | undefined
}

/**
 * The refusal of a payment that already paid for `limit` failed calls, or undefined while it may pay
 * for one more. A payment counted over a window (a channel voucher) is told when it is taken again:
 * `Retry-After` (seconds) and `retryAfter`/`retryAt` in the body; any other is refused for good.
 */
export async function failedTooOften(failures: FailedPayments, payment: CountedPayment, limit: number, now: () => number): Promise<ApiError | undefined> {
  const windowMs = payment.failuresCountedForMs
  const failed = await failures.failedCalls(payment.key, windowMs)
  if (failed.count < limit) return undefined
  if (windowMs === undefined || failed.until === undefined) {
    return createError('PAYMENT_INVALID', `This payment already paid for ${failed.count} calls that failed; sign a new payment to try again`, { details: { reason: 'payment_failed_too_often' } })
  }
  const retryAfter = Math.max(1, Math.ceil((failed.until - now()) / 1000))
  const retryAt = new Date(failed.until).toISOString()
  return createError('PAYMENT_INVALID', `This payment already paid for ${failed.count} calls that failed within ${spanOf(windowMs)}; it is taken again from ${retryAt} (in ${retryAfter} s)`, {
    headers: { 'retry-after': String(retryAfter) },
    details: { reason: 'payment_failed_too_often', retryAfter, retryAt },
  })
}

/** `10 minutes`, `1 minute`, `90 s`. */
function spanOf(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds % 60 !== 0) return `${seconds} s`
  return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`
}
