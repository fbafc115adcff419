import { ConfigError, defineRail, type PaymentRail, type StateStore, type SvcConfig } from '@svc/core'
import { createLocalFacilitator } from './local-facilitator.ts'
import { evmRail } from './rails.ts'
import { createFacilitator, type FacilitatorHeaders } from './facilitator.ts'
import { createX402Gate, type X402GateOptions } from './gate.ts'
import { channelSettingsOf, x402Settings } from './config.ts'
import { rpcBalances } from './balances.ts'
import { createReceiptIssuer } from './receipts.ts'

export { createX402Gate, X402_REQUEST_HEADERS, X402_RESPONSE_HEADERS, type X402GateOptions } from './gate.ts'
export { missingPaymentSetup, onTestnet, PUBLIC_TESTNET_FACILITATOR, x402Settings, x402SettingsFromEnv, type X402Settings, type X402SettingsInput } from './config.ts'
export { createLocalFacilitator, type LocalFacilitatorOptions } from './local-facilitator.ts'
export { createFacilitator, FacilitatorUnavailable, type Facilitator, type FacilitatorHeaders, type FacilitatorOptions, type SettleResponse, type SupportedResponse, type VerifyResponse } from './facilitator.ts'
export { decodePaymentHeader, type AcceptedRequirement, type DecodedPayment } from './header.ts'
export { isPaymentRejection, PaymentRejection, type RejectReason } from './rejection.ts'
export { evmRail, solanaRail, type EvmRail, type NetworkMode, type Rail, type SolanaRail } from './rails.ts'
export { transferWithAuthorizationTypes, verifyEvmAuthorization, type EvmAuthorization, type VerifiedEvmPayment } from './evm-verify.ts'
export { authorizationDigest, recoverAuthorizationSigner, recoverDigestSigner, signerBackend } from './evm-signer.ts'
export { verifySolanaTransaction, type SolanaVerdict } from './solana-verify.ts'
export { PERMIT2_ADDRESS, UPTO_PROXY_ADDRESS, uptoPermitTypes } from './permit2.ts'
export { verifyUptoAuthorization, type UptoPermit, type VerifiedUptoPayment } from './upto-verify.ts'
export { paymentKey, type ReservationRecord, type ReservationState } from './reservation.ts'
export { bazaarExtension, buildWellKnown, x402Discovery } from './discovery.ts'
export { paymentRequiredBody } from './payment-required.ts'
export { rpcBalances, type BalanceReader } from './balances.ts'
export { createReceiptIssuer, type ReceiptIssuer } from './receipts.ts'
export type { PaymentRequirements, UptoExtra } from './offers.ts'
export { channelSettingsOf } from './config.ts'
export { BATCH_SCHEME, type Channels } from './channels/channels.ts'
export { stateChannelStorage } from './channels/channel-storage.ts'
export { DEFAULT_CHANNEL_SETTINGS, DEFAULT_CLAIM_POLICY, DEFAULT_FAILURE_WINDOW_SECONDS, type ChannelSettings, type ClaimPolicy } from './channels/settings.ts'
export type { ChannelFigures, ClaimRecord } from './channels/claims.ts'

export interface FromConfigOptions {
  /** Headers on every facilitator call (API keys of hosted facilitators). */
  facilitatorHeaders?: FacilitatorHeaders
  facilitatorTimeoutMs?: number
  /** Env variables read over `settings.x402` (SVC_PAY_TO_EVM, SVC_FACILITATOR_URL...); default: process.env. */
  env?: Record<string, string | undefined>
}

/** The gate options an operator's config implies (`settings.x402` and its env variables), without the state. */
export function x402OptionsFromConfig(config: Pick<SvcConfig, 'settings'>, extra: FromConfigOptions = {}): Omit<X402GateOptions, 'state'> {
  const settings = x402Settings(config, extra.env)
  if (settings.facilitatorUrl && settings.localFacilitator) {
    throw new ConfigError('Invalid configuration: set either settings.x402.facilitatorUrl (a facilitator service) or settings.x402.localFacilitator (settle from this host), not both')
  }
  const facilitator = settings.facilitatorUrl
    ? createFacilitator({
        url: settings.facilitatorUrl,
        ...(extra.facilitatorHeaders ? { headers: extra.facilitatorHeaders } : {}),
        ...(extra.facilitatorTimeoutMs ? { timeoutMs: extra.facilitatorTimeoutMs } : {}),
      })
    : settings.localFacilitator
      ? createLocalFacilitator({ rail: evmRail(settings.network), rpcUrl: settings.localFacilitator.rpcUrl, privateKey: settings.localFacilitator.privateKey as `0x${string}` })
      : undefined
  const rpcUrl = settings.rpcUrl ?? settings.localFacilitator?.rpcUrl
  return {
    network: settings.network,
    payTo: { evm: settings.payTo.evm, solana: settings.payTo.solana },
    facilitator,
    balances: rpcUrl ? rpcBalances(rpcUrl) : undefined,
    receipts: settings.receiptKey ? createReceiptIssuer(settings.receiptKey as `0x${string}`) : undefined,
    channels: channelSettingsOf(settings),
  }
}

/** The rail an operator configured (`settings.x402`): `createApp({ gate: x402GateFromConfig })`. */
export function x402GateFromConfig(context: { state: StateStore; config: SvcConfig; log?: (message: string) => void }): PaymentRail {
  return createX402Gate({ ...x402OptionsFromConfig(context.config), state: context.state, ...(context.log ? { log: context.log } : {}) })
}

/** The x402 rail as the host mounts it: this package declares `"svc": { "rail": true }` in its package.json. */
export const x402Rail = defineRail({ id: 'x402', create: x402GateFromConfig })
export default x402Rail
