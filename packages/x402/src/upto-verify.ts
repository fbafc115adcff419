import * as v from 'valibot'
import { checkLifetime, hexBytes, hexData, sameAddress, SETTLE_MARGIN_SECONDS, SKEW_SECONDS, uint256 } from './evm-fields.ts'
import { loadViem, recoverDigestSigner } from './evm-signer.ts'
import { describeIssue } from './header.ts'
import { PERMIT2_ADDRESS, UPTO_PROXY_ADDRESS, uptoPermitTypes } from './permit2.ts'
import type { EvmRail } from './rails.ts'
import { PaymentRejection } from './rejection.ts'

const uptoPayload = v.object({
  signature: hexData,
  permit2Authorization: v.object({
    from: hexBytes(20),
    permitted: v.object({ token: hexBytes(20), amount: uint256 }),
    spender: hexBytes(20),
    nonce: uint256,
    deadline: uint256,
    witness: v.object({ to: hexBytes(20), facilitator: hexBytes(20), validAfter: uint256 }),
  }),
})
export type UptoPermit = v.InferOutput<typeof uptoPayload>['permit2Authorization']

export interface UptoExpectation {
  rail: EvmRail
  payTo: string
  /** The maximum the permit must carry exactly (the quoted price); undefined to accept any (settling a verified permit). */
  amount: bigint | undefined
  /** Who may send the settlement: the facilitator's signer addresses. */
  facilitators: readonly string[]
  nowSeconds: number
  /** The offer's `maxTimeoutSeconds`: the deadline may be no later than now plus this (and clock skew); undefined: unbounded (a facilitator settling). */
  maxTimeoutSeconds?: number | undefined
}

export interface VerifiedUptoPayment {
  /** Checksummed payer. */
  from: `0x${string}`
  permit: UptoPermit
  signature: `0x${string}`
  /** False when the signature does not recover to `from`: maybe a smart wallet (EIP-1271), which only the chain can judge. */
  signatureRecovered: boolean
}

/**
 * Checks an upto Permit2 authorization against what this call may cost (token, spender,
 * recipient, facilitator, the quoted maximum, deadline), then recovers its signer under Permit2's domain.
 */
export async function verifyUptoAuthorization(payload: Record<string, unknown>, expect: UptoExpectation): Promise<VerifiedUptoPayment> {
  const parsed = v.safeParse(uptoPayload, payload)
  if (!parsed.success) throw new PaymentRejection('invalid_payload', `Malformed upto Permit2 authorization: ${describeIssue(parsed.issues)}`)
  const { permit2Authorization: permit, signature } = parsed.output
  if (!sameAddress(permit.permitted.token, expect.rail.asset)) {
    throw new PaymentRejection('wrong_asset', `The permit is for token ${permit.permitted.token}; pay with USDC ${expect.rail.asset}`)
  }
  if (!sameAddress(permit.spender, UPTO_PROXY_ADDRESS)) {
    throw new PaymentRejection('wrong_spender', `The permit's spender is ${permit.spender}; the upto scheme's spender is x402's proxy ${UPTO_PROXY_ADDRESS}`)
  }
  if (!sameAddress(permit.witness.to, expect.payTo)) {
    throw new PaymentRejection('wrong_pay_to', `The permit pays ${permit.witness.to}; this host is paid at ${expect.payTo}`)
  }
  if (!expect.facilitators.some((address) => sameAddress(address, permit.witness.facilitator))) {
    throw new PaymentRejection('wrong_facilitator', `The permit names facilitator ${permit.witness.facilitator}, which does not settle for this host; sign for the facilitatorAddress of the offer`)
  }
  if (expect.amount !== undefined && permit.permitted.amount !== expect.amount) {
    throw new PaymentRejection('wrong_amount', `The permit authorizes ${permit.permitted.amount} atomic units; this call's maximum is exactly ${expect.amount}`)
  }
  const now = BigInt(expect.nowSeconds)
  if (permit.witness.validAfter > now + SKEW_SECONDS) {
    throw new PaymentRejection('not_yet_valid', `The permit is valid only after ${permit.witness.validAfter} (unix seconds); it is now ${now}`)
  }
  if (permit.deadline <= now + SETTLE_MARGIN_SECONDS) {
    throw new PaymentRejection('expired', `The permit expired or expires too soon to settle (deadline ${permit.deadline}, now ${now})`)
  }
  checkLifetime('permit\'s deadline', permit.deadline, now, expect.maxTimeoutSeconds, (message) => new PaymentRejection('valid_too_long', message))
  const viem = await loadViem()
  const from = viem.getAddress(permit.from.toLowerCase())
  const signer = await recoverDigestSigner(() => viem.hexToBytes(permitDigest(viem, expect.rail.chainId, permit)), signature)
  return { from, permit, signature: signature as `0x${string}`, signatureRecovered: signer !== undefined && sameAddress(signer, from) }
}

/** The EIP-712 digest Permit2 checks the signature against (spender and facilitator as signed). */
function permitDigest(viem: typeof import('viem'), chainId: number, permit: UptoPermit): `0x${string}` {
  const address = (value: string) => viem.getAddress(value.toLowerCase())
  return viem.hashTypedData({
    domain: { name: 'Permit2', chainId, verifyingContract: PERMIT2_ADDRESS },
    types: uptoPermitTypes,
    primaryType: 'PermitWitnessTransferFrom',
    message: {
      permitted: { token: address(permit.permitted.token), amount: permit.permitted.amount },
      spender: address(permit.spender),
      nonce: permit.nonce,
      deadline: permit.deadline,
      witness: { to: address(permit.witness.to), facilitator: address(permit.witness.facilitator), validAfter: permit.witness.validAfter },
    },
  })
}
