import type { Hex } from 'viem'
import type { ChainCall, LocalChain } from './local-chain.ts'
import { type Checked, refusal, type RequirementFields, schemePayload, unsupported } from './local-checks.ts'
import { balanceOfAbi } from './local-exact.ts'
import { nonceUsed, PERMIT2_ADDRESS, permit2ReadAbi, UPTO_PROXY_ADDRESS, uptoProxyAbi } from './permit2.ts'
import type { EvmRail } from './rails.ts'
import { verifyUptoAuthorization, type VerifiedUptoPayment } from './upto-verify.ts'

/**
 * Everything the local facilitator checks of an `upto` payment: the Permit2 authorization
 * (with this facilitator's gas account as the only one allowed to settle it), then a simulation
 * of the proxy's `settle` for the amount. Verifying asks for the quoted maximum exactly; settling
 * for any amount up to it.
 */
export async function checkUpto(chain: LocalChain, rail: EvmRail, paymentPayload: unknown, requirements: unknown, nowSeconds: number, settling: boolean): Promise<Checked> {
  const wrong = unsupported(rail, 'upto', requirements)
  if (wrong) return wrong
  const req = requirements as RequirementFields
  const amount = BigInt(req.amount!)
  let payment: VerifiedUptoPayment
  try {
    payment = await verifyUptoAuthorization(schemePayload(paymentPayload), { rail, payTo: String(req.payTo), amount: settling ? undefined : amount, facilitators: [chain.gasAddress], nowSeconds })
  } catch (error) {
    return refusal(error)
  }
  const payer = payment.from
  if (amount > payment.permit.permitted.amount) {
    return { ok: false, reason: 'amount_exceeds_permitted', message: `Settling ${amount} exceeds the permit's ${payment.permit.permitted.amount}`, payer }
  }
  const call = settleCall(payment, amount)
  if (await chain.simulate(call)) return { ok: true, payer, call, amount }
  return { ok: false, ...(await diagnose(chain, rail, payment, amount)), payer }
}

/** The proxy's settle of `amount` out of the permit, as the payer signed it. */
function settleCall(payment: VerifiedUptoPayment, amount: bigint): ChainCall {
  const { permit } = payment
  return {
    address: UPTO_PROXY_ADDRESS,
    abi: uptoProxyAbi,
    functionName: 'settle',
    args: [
      { permitted: { token: permit.permitted.token as Hex, amount: permit.permitted.amount }, nonce: permit.nonce, deadline: permit.deadline },
      amount,
      payment.from,
      { to: permit.witness.to as Hex, facilitator: permit.witness.facilitator as Hex, validAfter: permit.witness.validAfter },
      payment.signature,
    ],
  }
}

/** Why a simulated settle reverted, as far as the chain can tell. */
async function diagnose(chain: LocalChain, rail: EvmRail, payment: VerifiedUptoPayment, amount: bigint): Promise<{ reason: string; message: string }> {
  const { permit, from } = payment
  if (!(await chain.hasCode(UPTO_PROXY_ADDRESS)) || !(await chain.hasCode(PERMIT2_ADDRESS))) {
    return { reason: 'permit2_proxy_not_deployed', message: `Permit2 or x402's upto proxy is not deployed on ${rail.network}` }
  }
  const [bitmap, balance, allowance] = await Promise.all([
    chain.read<bigint>({ address: PERMIT2_ADDRESS, abi: permit2ReadAbi, functionName: 'nonceBitmap', args: [from, permit.nonce >> 8n] }),
    chain.read<bigint>({ address: rail.asset, abi: balanceOfAbi, functionName: 'balanceOf', args: [from] }),
    chain.read<bigint>({ address: rail.asset, abi: permit2ReadAbi, functionName: 'allowance', args: [from, PERMIT2_ADDRESS] }),
  ])
  if (nonceUsed(bitmap, permit.nonce)) return { reason: 'nonce_used', message: 'This permit was already used on chain' }
  if (balance < amount) return { reason: 'insufficient_funds', message: `The payer holds ${balance}, less than ${amount}` }
  if (allowance < amount) return { reason: 'permit2_allowance_required', message: `The payer has approved Permit2 for ${allowance}, less than ${amount}: approve Permit2 (${PERMIT2_ADDRESS}) on the token once` }
  if (!payment.signatureRecovered) return { reason: 'invalid_signature', message: `The permit's signature is not valid for ${from}` }
  return { reason: 'settlement_simulation_failed', message: 'The settlement would revert on chain' }
}
