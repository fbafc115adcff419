import type { PaymentGate, StateStore, SvcConfig } from '@svc/core'
import { evmRail, x402GateFromConfig, x402OptionsFromConfig } from '@svc/x402'
import type { Method } from 'mppx'
import { tempo } from 'mppx/server'
import { combineGates } from './combine.ts'
import { evmCharge } from './evm-charge.ts'
import { createMppGate, type MppGate } from './gate.ts'
import { mppSettings } from './settings.ts'

export { combineGates, mergeAnswers } from './combine.ts'
export { evmCharge, type EvmChargeOptions } from './evm-charge.ts'
export { createMppGate, type MppGate, type MppGateOptions } from './gate.ts'
export { hasPaymentCredential, payerOfSource } from './credential.ts'
export { MppRejection, type MppRejectReason } from './problems.ts'
export { mppSettings, mppSettingsFromEnv, type MppSettings, type MppSettingsInput } from './settings.ts'

interface GateContext {
  state: StateStore
  config: SvcConfig
  log?: (message: string) => void
}

/** The mppx methods an operator's config implies: the EVM charge wherever x402's EVM rail is configured, Tempo when set. */
export function mppMethodsFromConfig(config: Pick<SvcConfig, 'settings'>, env: Record<string, string | undefined> = process.env): Method.AnyServer[] {
  const settings = mppSettings(config, env)
  if (!settings.enabled) return []
  const x402 = x402OptionsFromConfig(config, { env })
  const methods: Method.AnyServer[] = []
  if (x402.payTo.evm && x402.facilitator) methods.push(evmCharge({ rail: evmRail(x402.network), payTo: x402.payTo.evm as `0x${string}`, facilitator: x402.facilitator }) as Method.AnyServer)
  if (settings.tempo) {
    methods.push(tempo.charge({ recipient: settings.tempo.recipient, ...(settings.tempo.currency ? { currency: settings.tempo.currency } : {}), ...(settings.tempo.testnet !== undefined ? { testnet: settings.tempo.testnet } : {}) } as never) as Method.AnyServer)
  }
  return methods
}

/** The MPP gate an operator configured (`settings.mpp` over `settings.x402`), or undefined when MPP is off or has no method. */
export function mppGateFromConfig(context: GateContext, env: Record<string, string | undefined> = process.env): MppGate | undefined {
  const methods = mppMethodsFromConfig(context.config, env)
  if (methods.length === 0) return undefined
  const settings = mppSettings(context.config, env)
  const realm = settings.realm ?? (context.config.publicUrl ? new URL(context.config.publicUrl).host : undefined)
  return createMppGate({ state: context.state, methods, secretKey: settings.secretKey, realm, challengeSeconds: settings.challengeSeconds, ...(context.log ? { log: context.log } : {}) })
}

/** x402 and MPP on the same URLs, as the host mounts them: `createApp({ gate: paymentGateFromConfig })`. */
export function paymentGateFromConfig(context: GateContext): PaymentGate {
  const x402 = x402GateFromConfig(context)
  const mpp = mppGateFromConfig(context)
  return mpp ? combineGates([x402, mpp]) : x402
}
