import type { Hex } from 'viem'
import { loadViem } from './evm-signer.ts'
import { verifyEvmAuthorization, type VerifiedEvmPayment } from './evm-verify.ts'
import type { ChainCall, LocalChain } from './local-chain.ts'
import { type Checked, refusal, type RequirementFields, schemePayload, unsupported } from './local-checks.ts'
import type { EvmRail } from './rails.ts'

/** The token's `balanceOf`, which both schemes read before settling. */
export const balanceOfAbi = [
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'account', type: 'address' }], outputs: [{ type: 'uint256' }] },
] as const

const eip3009Abi = [
  ...balanceOfAbi,
  { type: 'function', name: 'authorizationState', stateMutability: 'view', inputs: [{ name: 'authorizer', type: 'address' }, { name: 'nonce', type: 'bytes32' }], outputs: [{ type: 'bool' }] },
  {
    type: 'function', name: 'transferWithAuthorization', stateMutability: 'nonpayable', outputs: [],
    inputs: [
      { name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' },
      { name: 'validAfter', type: 'uint256' }, { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' },
      { name: 'v', type: 'uint8' }, { name: 'r', type: 'bytes32' }, { name: 's', type: 'bytes32' },
    ],
  },
  {
    // USDC v2.2's overload for any signature (EIP-1271 smart wallets).
    type: 'function', name: 'transferWithAuthorization', stateMutability: 'nonpayable', outputs: [],
    inputs: [
      { name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' },
      { name: 'validAfter', type: 'uint256' }, { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
  },
] as const

/**
 * Everything the local facilitator checks of an `exact` payment: the EIP-3009 authorization
 * itself, then the chain's view of it (nonce unused, balance; a smart wallet's signature by simulation).
 */
export async function checkExact(chain: LocalChain, rail: EvmRail, paymentPayload: unknown, requirements: unknown, nowSeconds: number): Promise<Checked> {
  const wrong = unsupported(rail, 'exact', requirements)
  if (wrong) return wrong
  const req = requirements as RequirementFields
  const payload = schemePayload(paymentPayload)
  let payment: VerifiedEvmPayment
  try {
    payment = await verifyEvmAuthorization(payload, { rail, payTo: String(req.payTo), amount: BigInt(req.amount!), nowSeconds })
  } catch (error) {
    return refusal(error)
  }
  const { authorization } = payment
  const read = (functionName: 'authorizationState' | 'balanceOf', args: readonly unknown[]) => chain.read<bigint | boolean>({ address: rail.asset, abi: eip3009Abi, functionName, args })
  const [used, balance] = await Promise.all([read('authorizationState', [payment.from, authorization.nonce]), read('balanceOf', [payment.from])])
  if (used) return { ok: false, reason: 'nonce_used', message: 'This authorization was already used on chain', payer: payment.from }
  if ((balance as bigint) < authorization.value) return { ok: false, reason: 'insufficient_funds', message: `The payer holds ${balance}, less than ${authorization.value}`, payer: payment.from }
  const call = await transferCall(rail, payment, String(payload.signature) as Hex)
  // Not the EOA's signature: only the token contract can judge a smart wallet's (EIP-1271).
  if (!payment.signatureRecovered && !(await chain.simulate(call))) {
    return { ok: false, reason: 'invalid_signature', message: `The signature is not valid for ${payment.from}`, payer: payment.from }
  }
  return { ok: true, payer: payment.from, call, amount: authorization.value }
}

/** USDC's transferWithAuthorization: (v, r, s) for an EOA's 65-byte signature, the bytes overload otherwise. */
async function transferCall(rail: EvmRail, payment: VerifiedEvmPayment, signature: Hex): Promise<ChainCall> {
  const a = payment.authorization
  const args = [payment.from, a.to as Hex, a.value, a.validAfter, a.validBefore, a.nonce as Hex] as const
  if (payment.signatureRecovered && signature.length === 132) {
    const { r, s, v, yParity } = (await loadViem()).parseSignature(signature)
    return { address: rail.asset, abi: eip3009Abi, functionName: 'transferWithAuthorization', args: [...args, Number(v ?? 27n + BigInt(yParity)), r, s] }
  }
  return { address: rail.asset, abi: eip3009Abi, functionName: 'transferWithAuthorization', args: [...args, signature] }
}
