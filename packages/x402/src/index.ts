import type { StateStore, SvcConfig } from '@svc/core'
import { createFacilitator } from './facilitator.ts'
import { createX402Gate } from './gate.ts'

export { createX402Gate, type X402GateOptions } from './gate.ts'
export { createFacilitator, FacilitatorUnavailable, type Facilitator, type FacilitatorOptions, type SettleResponse, type SupportedResponse, type VerifyResponse } from './facilitator.ts'
export { decodePaymentHeader, PaymentRejection, type RejectReason } from './header.ts'
export { evmRail, solanaRail, type EvmRail, type SolanaRail, type NetworkMode } from './rails.ts'
export { transferWithAuthorizationTypes, verifyEvmAuthorization } from './evm-verify.ts'

/** The gate an operator configured: `createApp({ gate: x402GateFromConfig })`, as the host does when this package is installed. */
export function x402GateFromConfig(context: { state: StateStore; config: SvcConfig }) {
  const { config } = context
  return createX402Gate({
    state: context.state,
    network: config.network,
    payTo: config.payTo,
    facilitator: config.facilitatorUrl ? createFacilitator({ url: config.facilitatorUrl }) : undefined,
  })
}
