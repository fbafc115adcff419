import { type EvmExactPayload, PaymentRejection } from './header.ts'
import type { EvmRail } from './rails.ts'

export const transferWithAuthorizationTypes = {
  TransferWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const

/** Seconds an authorization must stay valid after verification, so settlement can land in time. */
const SETTLEMENT_MARGIN_SECONDS = 6

export interface EvmExpectation {
  rail: EvmRail
  payTo: string
  /** Exact amount in atomic units. */
  amount: bigint
  nowSeconds: number
}

/**
 * Checks an EIP-3009 TransferWithAuthorization against what this call costs, then recovers
 * its signer. Returns whether the signature recovered to `from` (false: maybe a smart wallet,
 * which only the facilitator can check with EIP-1271).
 */
export async function verifyEvmAuthorization(payment: EvmExactPayload, expect: EvmExpectation): Promise<{ from: `0x${string}`; signatureRecovered: boolean }> {
  // viem is loaded on the first payment, not at host start-up.
  const { getAddress, recoverTypedDataAddress } = await import('viem')
  const { authorization } = payment
  if (getAddress(authorization.to) !== getAddress(expect.payTo)) {
    throw new PaymentRejection('wrong_pay_to', `The authorization pays ${authorization.to}; this host is paid at ${expect.payTo}`)
  }
  const value = BigInt(authorization.value)
  if (value !== expect.amount) {
    throw new PaymentRejection('wrong_amount', `The authorization is for ${value} atomic units; this call costs exactly ${expect.amount}`)
  }
  if (BigInt(authorization.validAfter) > BigInt(expect.nowSeconds)) {
    throw new PaymentRejection('not_yet_valid', `The authorization is valid only after ${authorization.validAfter} (unix seconds)`)
  }
  if (BigInt(authorization.validBefore) <= BigInt(expect.nowSeconds + SETTLEMENT_MARGIN_SECONDS)) {
    throw new PaymentRejection('expired', `The authorization expired or expires too soon to settle (validBefore ${authorization.validBefore})`)
  }
  const from = getAddress(authorization.from)
  let signer: string | undefined
  try {
    signer = await recoverTypedDataAddress({
      domain: { name: expect.rail.domain.name, version: expect.rail.domain.version, chainId: expect.rail.chainId, verifyingContract: expect.rail.asset },
      types: transferWithAuthorizationTypes,
      primaryType: 'TransferWithAuthorization',
      message: {
        from,
        to: getAddress(authorization.to),
        value,
        validAfter: BigInt(authorization.validAfter),
        validBefore: BigInt(authorization.validBefore),
        nonce: authorization.nonce as `0x${string}`,
      },
      signature: payment.signature as `0x${string}`,
    })
  } catch {
    signer = undefined
  }
  return { from, signatureRecovered: signer !== undefined && getAddress(signer) === from }
}
