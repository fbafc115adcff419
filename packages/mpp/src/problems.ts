import { Errors } from 'mppx'

/** Why a credential was refused, machine-readable. */
export type MppRejectReason = 'malformed_credential' | 'invalid_challenge' | 'verification_failed' | 'payment_expired' | 'invalid_payload' | 'unsupported_intent' | 'method_unsupported' | 'credential_used' | 'insufficient_funds'

const PROBLEMS = 'https://paymentauth.org/problems/'

/** A credential this host will not take, with the problem type the Payment scheme's draft gives it (RFC 9457). */
export class MppRejection extends Error {
  override readonly name = 'MppRejection'
  constructor(readonly reason: MppRejectReason, message: string, readonly type: string = `${PROBLEMS}${reason.replaceAll('_', '-')}`, readonly title: string = titleOf(reason)) {
    super(message)
  }

  /** The RFC 9457 members of the 402 body (beside svc's own `error` and `code`). */
  problem(): { type: string; title: string; status: 402; detail: string } {
    return { type: this.type, title: this.title, status: 402, detail: this.message }
  }
}

function titleOf(reason: MppRejectReason): string {
  const words = reason.split('_')
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ')
}

const REASONS: Array<[new (...args: never[]) => Error, MppRejectReason]> = [
  [Errors.MalformedCredentialError, 'malformed_credential'],
  [Errors.InvalidChallengeError, 'invalid_challenge'],
  [Errors.PaymentExpiredError, 'payment_expired'],
  [Errors.InvalidPayloadError, 'invalid_payload'],
  [Errors.PaymentMethodUnsupportedError, 'method_unsupported'],
  [Errors.InsufficientBalanceError, 'insufficient_funds'],
  [Errors.PaymentInsufficientError, 'insufficient_funds'],
]

/** mppx's error (or an unreadable header) as a rejection; mppx's own problem type and title are kept. */
export function rejectionOf(error: unknown): MppRejection {
  if (error instanceof MppRejection) return error
  if (error instanceof Errors.PaymentError) {
    const reason = REASONS.find(([kind]) => error instanceof kind)?.[1] ?? 'verification_failed'
    const known = error as Errors.PaymentError & { type?: string; title?: string }
    return new MppRejection(reason, error.message, known.type, known.title)
  }
  // Anything else a header can make mppx throw (bad base64url, JSON, schema) is the caller's malformed credential.
  return new MppRejection('malformed_credential', `The Authorization: Payment credential could not be read: ${(error as Error).message}`)
}
