/** One open payment channel of a wallet with this host (x402 batch-settlement), as the wallet reads it (`account.channels`). */
export interface WalletChannel {
  /** The rail it belongs to (`x402`). */
  rail: string
  channelId: string
  network: string
  /** Deposited into the escrow, in USD. */
  depositUsd: number
  /** What the wallet's vouchers charged so far (claimed or not). */
  chargedUsd: number
  /** Of that, what the host claimed on chain. */
  claimedUsd: number
  /** Left to pay calls with, or to be refunded on close. */
  remainingUsd: number
}
