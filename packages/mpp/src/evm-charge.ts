import type { Facilitator, EvmRail } from '@svc/x402'
import type { Method, x402 } from 'mppx'
import { evm } from 'mppx/server'

export interface EvmChargeOptions {
  /** The x402 EVM rail: chain, USDC contract and the EIP-712 domain it signs with. */
  rail: EvmRail
  /** The payout wallet (x402's `payTo.evm`). */
  payTo: `0x${string}`
  /** x402's facilitator: it checks each authorization (`/verify`) and settles it (`/settle`). */
  facilitator: Facilitator
}

/**
 * mppx's EVM `charge` (an EIP-3009 authorization of USDC, the nonce bound to the challenge),
 * verified and settled by the host's x402 facilitator: the same wallet, chain and settler as x402.
 */
export function evmCharge(options: EvmChargeOptions): Method.AnyServer {
  const { rail, payTo, facilitator } = options
  // svc's facilitator client keeps its headers (API keys) and timeout, and tells an unknown outcome
  // (FacilitatorUnavailable, thrown) from a refusal; mppx calls it with x402 v2 payloads.
  const settler = {
    verify: async (payload, requirements) => (await facilitator.verify(payload, requirements)) as Awaited<ReturnType<x402.Types.Facilitator['verify']>>,
    settle: async (payload, requirements) => (await facilitator.settle(payload, requirements)) as Awaited<ReturnType<x402.Types.Facilitator['settle']>>,
  } satisfies x402.Types.Facilitator
  return evm.charge({
    currency: rail.asset,
    chainId: rail.chainId,
    decimals: 6,
    authorization: { name: rail.domain.name, version: rail.domain.version },
    recipient: payTo,
    x402: { facilitator: settler },
  })
}
