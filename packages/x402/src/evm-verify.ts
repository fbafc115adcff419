import * as v from 'valibot'
import { checkLifetime, hexBytes, hexData, sameAddress, SETTLE_MARGIN_SECONDS, SKEW_SECONDS, uint256 } from './evm-fields.ts'
import { describeIssue } from './header.ts'
import { PaymentRejection } from './rejection.ts'
import { loadViem, recoverAuthorizationSigner } from './evm-signer.ts'
import type { EvmRail } from './rails.ts'

const exactEvmPayload = v.object({
  signature: hexData,
  authorization: v.object({ from: hexBytes(20), to: hexBytes(20), value: uint256, validAfter: uint256, validBefore: uint256, nonce: hexBytes(32) }),
})
export type EvmAuthorization = v.InferOutput<typeof exactEvmPayload>['authorization']

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

export interface EvmExpectation {
  rail: EvmRail
  payTo: string
  /** Exact amount in atomic units. */
  amount: bigint
  nowSeconds: number
  /** The offer's `maxTimeoutSeconds`: `validBefore` may be no later than now plus this (and clock skew); undefined: unbounded (a facilitator settling). */
  maxTimeoutSeconds?: number | undefined
}

export interface VerifiedEvmPayment {
  /** Checksummed payer. */
  from: `0x${string}`
  authorization: EvmAuthorization
  /** False when the signature does not recover to `from`: maybe a smart wallet (EIP-1271), which only the chain can judge. */
  signatureRecovered: boolean
}

/**
 * Checks an EIP-3009 TransferWithAuthorization against what this call costs (recipient,
 * exact value, validity window), then recovers its signer with the USDC contract's EIP-712 domain.
 */
export async function verifyEvmAuthorization(payload: Record<string, unknown>, expect: EvmExpectation): Promise<VerifiedEvmPayment> {
  const parsed = v.safeParse(exactEvmPayload, payload)
  if (!parsed.success) throw new PaymentRejection('invalid_payload', `Malformed EIP-3009 authorization: ${describeIssue(parsed.issues)}`)
  const { authorization, signature } = parsed.output
  if (!sameAddress(authorization.to, expect.payTo)) {
    throw new PaymentRejection('wrong_pay_to', `The authorization pays ${authorization.to}; this host is paid at ${expect.payTo}`)
  }
  if (authorization.value !== expect.amount) {
    throw new PaymentRejection('wrong_amount', `The authorization is for ${authorization.value} atomic units; this call costs exactly ${expect.amount}`)
  }
  const now = BigInt(expect.nowSeconds)
  if (authorization.validAfter > now + SKEW_SECONDS) {
    throw new PaymentRejection('not_yet_valid', `The authorization is valid only after ${authorization.validAfter} (unix seconds); it is now ${now}`)
  }
  if (authorization.validBefore <= now + SETTLE_MARGIN_SECONDS) {
    throw new PaymentRejection('expired', `The authorization expired or expires too soon to settle (validBefore ${authorization.validBefore}, now ${now})`)
  }
  checkLifetime('authorization\'s validBefore', authorization.validBefore, now, expect.maxTimeoutSeconds, (message) => new PaymentRejection('valid_too_long', message))
  const { getAddress } = await loadViem()
  const from = getAddress(authorization.from.toLowerCase())
  const signer = await recoverAuthorizationSigner(expect.rail, authorization, signature)
  return { from, authorization, signatureRecovered: signer !== undefined && signer.toLowerCase() === from.toLowerCase() }
}
