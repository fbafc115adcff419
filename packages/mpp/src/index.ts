import { defineRail, type RailContext, type SvcConfig } from '@svc/core'
import { evmRail, x402OptionsFromConfig } from '@svc/x402'
import type { Method } from 'mppx'
import { tempo } from 'mppx/server'
import { evmCharge } from './evm-charge.ts'
import { createMppRail, type MppRail } from './rail.ts'
import { mppSettings } from './settings.ts'

export { evmCharge, type EvmChargeOptions } from './evm-charge.ts'
export { createMppRail, type MppRail, type MppRailOptions } from './rail.ts'
export { mppDiscovery } from './discovery.ts'
export { hasPaymentCredential, payerOfSource } from './credential.ts'
export { MppRejection, type MppRejectReason } from './problems.ts'
export { mppSettings, mppSettingsFromEnv, type MppSettings, type MppSettingsInput } from './settings.ts'

/** The mppx methods an operator's config implies: the EVM charge wherever x402's EVM rail is configured, Tempo when set. */
export function mppMethodsFromConfig(config: Pick<SvcConfig, 'settings'>, env: Record<string, string | undefined> = process.env): Method.AnyServer[] {
  const settings = mppSettings(config, env)
  if (!settings.enabled) return []
  const x402 = x402OptionsFromConfig(config, { env })
  const methods: Method.AnyServer[] = []
  if (x402.payTo.evm && x402.facilitator) methods.push(evmCharge({ rail: evmRail(x402.network), payTo: x402.payTo.evm as `0x${string}`, facilitator: x402.facilitator }))
  if (settings.tempo) {
    const { recipient, currency, testnet } = settings.tempo
    methods.push(tempo.charge({ recipient, ...(currency ? { currency } : {}), ...(testnet !== undefined ? { testnet } : {}) } as never) as Method.AnyServer)
  }
  return methods
}

/** The MPP rail an operator configured (`settings.mpp` over `settings.x402`), or undefined when MPP is off or has no method. */
export function mppRailFromConfig(context: Pick<RailContext, 'state' | 'config'> & { log?: RailContext['log'] }, env: Record<string, string | undefined> = process.env): MppRail | undefined {
  const methods = mppMethodsFromConfig(context.config, env)
  if (methods.length === 0) return undefined
  const settings = mppSettings(context.config, env)
  const realm = settings.realm ?? (context.config.publicUrl ? new URL(context.config.publicUrl).host : undefined)
  return createMppRail({ state: context.state, methods, secretKey: settings.secretKey, realm, challengeSeconds: settings.challengeSeconds, ...(context.log ? { log: context.log } : {}) })
}

/** The MPP rail as the host mounts it: this package declares `"svc": { "rail": true }` in its package.json. */
export const mppRail = defineRail({ id: 'mpp', create: mppRailFromConfig })
export default mppRail
