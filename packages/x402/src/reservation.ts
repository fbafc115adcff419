export { reservePayment, resumeReservation, type Reservation, type ReservationRecord, type ReservationState } from '@svc/core'

/** The state key of one payment: an EIP-3009 nonce, or the digest of a Solana transaction message. */
export function paymentKey(network: string, asset: string, payer: string, nonce: string): string {
  // EVM addresses are case-insensitive; Solana's base58 ones are not.
  const fold = (value: string) => (network.startsWith('eip155:') ? value.toLowerCase() : value)
  return `x402:nonce:${network}:${fold(asset)}:${fold(payer)}:${fold(nonce)}`
}

