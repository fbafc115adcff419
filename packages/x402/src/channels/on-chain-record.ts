import type { BatchSettlementEvmScheme, Channel, ChannelStorage } from '@x402/evm/batch-settlement/server'

type Hooks = Required<BatchSettlementEvmScheme['schemeHooks']>

/**
 * Records a deposit or a close that happened on chain in its channel record: the official hook
 * (`onAfterSettle`), which updates the record this request reserved. Its failure (a state write that
 * failed, a reservation taken meanwhile) never turns what happened into a failed call. The hook is
 * tried once more (its update is keyed by this request's reservation: a write that went through is
 * not made twice); then, still under that reservation, the record is brought in line here: a deposit's
 * charge and voucher recorded, the reservation freed, and the chain state marked stale so the next
 * payment reads the balance from the chain. The failure is logged; the caller is answered as done.
 */
export async function recordOnChain(
  parts: { scheme: BatchSettlementEvmScheme; hooks: Hooks; storage: ChannelStorage; log: (message: string) => void },
  paymentPayload: Record<string, any>,
  requirements: { amount: string },
  response: Record<string, any>,
  what: 'deposit' | 'close',
): Promise<void> {
  const { scheme, hooks, storage, log } = parts
  // Read before the hook runs: the hook takes it when it fails on a reservation it no longer holds.
  const pendingId = (scheme.readRequestContext(paymentPayload as never) as { pendingId?: string } | undefined)?.pendingId
  let failure: unknown
  for (let tries = 0; tries < 2; tries++) {
    try {
      await hooks.onAfterSettle({ paymentPayload, requirements, result: response } as never)
      return
    } catch (error) {
      failure = error
    }
  }
  const voucher = paymentPayload.payload?.voucher as { channelId?: string; maxClaimableAmount?: string; signature?: string } | undefined
  const channelId = String(voucher?.channelId ?? '')
  const repaired = await storage
    .updateChannel(channelId, (current: Channel | undefined) => {
      if (!current || !pendingId || current.pendingRequest?.pendingId !== pendingId) return current
      const stale = { ...current, pendingRequest: undefined, onchainSyncedAt: 0 }
      if (what === 'close') return stale
      return { ...stale, chargedCumulativeAmount: (BigInt(current.chargedCumulativeAmount) + BigInt(requirements.amount)).toString(), signedMaxClaimable: String(voucher?.maxClaimableAmount ?? current.signedMaxClaimable), signature: voucher?.signature ?? current.signature }
    })
    .then((result) => result.status === 'updated')
    .catch(() => false)
  log(`x402: the ${what} of channel ${channelId} is on chain (${response.transaction ?? 'no transaction'}) but the official hook could not record it (${(failure as Error).message}); ${repaired ? 'recorded here, its chain state to be read again' : 'its record is left as it was'}; answered as done`)
  if (!repaired) await scheme.clearPendingRequest(paymentPayload as never).catch(() => {})
}
