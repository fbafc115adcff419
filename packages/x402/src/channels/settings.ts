import { ConfigError } from '@svc/core'

/** When the host claims what vouchers owe it: whichever comes first. */
export interface ClaimPolicy {
  /** After this many voucher-paid calls since the last claim (default 1,000: at most 10 claims per 10,000 calls). */
  vouchers: number
  /** After this many seconds with something unclaimed (default 3,600). */
  seconds: number
  /** Once this much (atomic USDC units) is unclaimed (default 10 USDC). */
  amountMicros: number
}

export interface ChannelSettings {
  /** Offer batch-settlement (default true; it is offered only when the facilitator settles it). */
  enabled: boolean
  /** Only operations priced at most this much (atomic units) offer it (default: every paid operation). */
  maxPriceMicros?: number | undefined
  claim: ClaimPolicy
  /** The smallest deposit the 402 asks for, in calls of the operation's price (default 100): fewer deposits, fewer chain transactions. */
  depositCalls: number
  /** Seconds a payer must wait to withdraw without the host (the contract's withdraw delay; default 86,400). */
  withdrawDelaySeconds: number
  /**
   * Seconds over which a voucher's failed calls are counted, from the first one (default 600): after
   * `payments.failedCallsPerPayment` of them the channel waits this long, not the day a voucher is kept.
   */
  failureWindowSeconds?: number | undefined
}

/** The default `failureWindowSeconds`: 10 minutes. */
export const DEFAULT_FAILURE_WINDOW_SECONDS = 600

export const DEFAULT_CLAIM_POLICY: ClaimPolicy = { vouchers: 1000, seconds: 3600, amountMicros: 10_000_000 }

export const DEFAULT_CHANNEL_SETTINGS: ChannelSettings = { enabled: true, claim: DEFAULT_CLAIM_POLICY, depositCalls: 100, withdrawDelaySeconds: 86_400, failureWindowSeconds: DEFAULT_FAILURE_WINDOW_SECONDS }

/** The longest `failureWindowSeconds`: a day, as long as a voucher's failed calls were counted before it. */
export const MAX_FAILURE_WINDOW_SECONDS = 86_400

/** `failureWindowSeconds` in ms (the default when unset); a ConfigError naming it when it is no whole number of seconds from 1 to a day. */
export function failureWindowMsOf(settings: Pick<ChannelSettings, 'failureWindowSeconds'>): number {
  const seconds = settings.failureWindowSeconds ?? DEFAULT_FAILURE_WINDOW_SECONDS
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_FAILURE_WINDOW_SECONDS) {
    throw new ConfigError(`Invalid configuration: "channels.failureWindowSeconds" must be a whole number of seconds from 1 to ${MAX_FAILURE_WINDOW_SECONDS} (got ${String(seconds)})`)
  }
  return seconds * 1000
}
