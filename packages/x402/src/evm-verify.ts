import * as v from 'valibot'
import { describeIssue } from './header.ts'
import { PaymentRejection } from './rejection.ts'
import { loadViem, recoverAuthorizationSigner } from './evm-signer.ts'
import type { EvmRail } from './rails.ts'

const hex = (bytes: number) => v.pipe(v.string(), v.regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`), `must be 0x and ${bytes * 2} hex digits`))
const uint256 = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^\d{1,78}$/, 'must be an unsigned integer'),
  v.transform((digits: string) => BigInt(digits)),
  v.check((value: bigint) => value < 2n ** 256n, 'must fit in 256 bits'),
)

const exactEvmPayload = v.object({
  signature: v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be 0x and hex bytes')),
  authorization: v.object({ from: hex(20), to: hex(20), value: uint256, validAfter: uint256, validBefore: uint256, nonce: hex(32) }),
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

/** An authorization must stay valid this long after verification, so settlement lands in time (as the x402 facilitators require). */
const SETTLE_MARGIN_SECONDS = 6n
/** Tolerated clock skew of a client whose `validAfter` is slightly in our future. */
const SKEW_SECONDS = 5n

export interface EvmExpectation {
  rail: EvmRail
  payTo: string
  /** Exact amount in atomic units. */
  amount: bigint
  nowSeconds: number
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
  if (authorization.to.toLowerCase() !== expect.payTo.toLowerCase()) {
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
  const { getAddress } = await loadViem()
  const from = getAddress(authorization.from.toLowerCase())
  const signer = await recoverAuthorizationSigner(expect.rail, authorization, signature)
  return { from, authorization, signatureRecovered: signer !== undefined && signer.toLowerCase() === from.toLowerCase() }
}
