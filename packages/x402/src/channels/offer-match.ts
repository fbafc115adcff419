import type { Refused } from './voucher-path.ts'

/** What a batch-settlement offer binds a channel to (its `payTo`, `asset` and the authorizer and delay in `extra`). */
interface Offer {
  payTo: string
  asset: string
  extra: Record<string, unknown>
}

/** The same text, case aside (addresses): values that are identical need no lower-cased copies. */
export const sameText = (a: unknown, b: unknown): boolean => a === b || String(a).toLowerCase() === String(b).toLowerCase()

/**
 * Why a channel opened with `config` takes no new payment under the offer the host makes now, in the
 * official scheme's codes (its `validateChannelConfig`); undefined when the channel matches the offer.
 * A channel opened under another receiver authorizer (the facilitator rotated its key) or another
 * withdraw delay is refused its vouchers: the 402 then carries the current offer, for a new channel.
 * What it was already paid stays on the record and is claimed as before; its unspent deposit comes back
 * through the contract's own withdrawal (a cooperative refund is checked against the current offer too: README).
 */
export function offerMismatch(config: Record<string, unknown>, offer: Offer): Refused | undefined {
  if (!sameText(config.receiver, offer.payTo)) return { refused: 'invalid_batch_settlement_evm_receiver_mismatch', message: 'The channel pays another receiver than this offer' }
  if (!sameText(config.token, offer.asset)) return { refused: 'invalid_batch_settlement_evm_token_mismatch', message: 'The channel holds another token than this offer' }
  if (!sameText(config.receiverAuthorizer, offer.extra.receiverAuthorizer)) {
    return { refused: 'invalid_batch_settlement_evm_receiver_authorizer_mismatch', message: 'The channel was opened under another receiver authorizer than the one offered now; open a channel with the current offer' }
  }
  if (offer.extra.withdrawDelay !== undefined && Number(config.withdrawDelay) !== Number(offer.extra.withdrawDelay)) {
    return { refused: 'invalid_batch_settlement_evm_withdraw_delay_mismatch', message: 'The channel was opened with another withdraw delay than the one offered now; open a channel with the current offer' }
  }
  return undefined
}
