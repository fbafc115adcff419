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
}

export const DEFAULT_CLAIM_POLICY: ClaimPolicy = { vouchers: 1000, seconds: 3600, amountMicros: 10_000_000 }

export const DEFAULT_CHANNEL_SETTINGS: ChannelSettings = { enabled: true, claim: DEFAULT_CLAIM_POLICY, depositCalls: 100, withdrawDelaySeconds: 86_400 }
