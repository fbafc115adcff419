import { ConfigError, type SvcConfig } from '@svc/core'
import * as v from 'valibot'
import { type ChannelSettings, DEFAULT_FAILURE_WINDOW_SECONDS, MAX_FAILURE_WINDOW_SECONDS } from './channels/settings.ts'

/**
 * The payment section of the host's configuration, `settings.x402`, owned here as a plugin owns
 * `settings.<group>`: who is paid, on which network, and who settles.
 */
const x402Section = v.strictObject({
  network: v.optional(v.picklist(['mainnet', 'testnet']), 'mainnet'),
  payTo: v.optional(v.strictObject({
    evm: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'))),
    solana: v.optional(v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 Solana address'))),
  }), {}),
  facilitatorUrl: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  /** Signs offers and receipts (the offer-receipt extension) with this key: give it no funds, it only signs. */
  receiptKey: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x private key of 64 hex digits'))),
  /** A Base JSON-RPC endpoint: payers' balances are read there (cached) instead of a facilitator /verify per call. */
  rpcUrl: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  /**
   * x402 batch-settlement channels (EVM): offered next to `exact` when the facilitator settles them.
   * A caller deposits once and pays each call with a voucher checked on this host; vouchers are
   * claimed in batches, after `claimEveryVouchers` calls, `claimEverySeconds` or `claimAtUsd` owed.
   */
  channels: v.optional(v.strictObject({
    enabled: v.optional(v.boolean(), true),
    /** Only operations priced at most this much offer channels (default: every paid operation). */
    maxPriceUsd: v.optional(v.pipe(v.number(), v.minValue(0))),
    claimEveryVouchers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1000),
    claimEverySeconds: v.optional(v.pipe(v.number(), v.minValue(1)), 3600),
    claimAtUsd: v.optional(v.pipe(v.number(), v.minValue(0.000001)), 10),
    /** The smallest deposit asked for, in calls of the operation's price. */
    depositCalls: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 100),
    /** The channel contract's withdraw delay the host asks for (900 s to 30 days). */
    withdrawDelaySeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(900), v.maxValue(2_592_000)), 86_400),
    /** Seconds over which a voucher's failed calls are counted from the first (1 s to a day): the channel then waits this long. */
    failureWindowSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_FAILURE_WINDOW_SECONDS)), DEFAULT_FAILURE_WINDOW_SECONDS),
  }), {}),
  /** Settle EVM payments from this host instead of a facilitator service: an RPC URL and a gas key. */
  localFacilitator: v.optional(v.strictObject({
    rpcUrl: v.pipe(v.string(), v.url('must be an absolute URL')),
    privateKey: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x private key of 64 hex digits')),
  })),
})

export type X402Settings = v.InferOutput<typeof x402Section>
export type X402SettingsInput = v.InferInput<typeof x402Section>

/** The section's env variables, which win over the configuration file as core's own do. */
export function x402SettingsFromEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  const out: Record<string, any> = {}
  if (env.SVC_NETWORK) out.network = env.SVC_NETWORK
  if (env.SVC_PAY_TO_EVM) (out.payTo ??= {}).evm = env.SVC_PAY_TO_EVM
  if (env.SVC_PAY_TO_SOLANA) (out.payTo ??= {}).solana = env.SVC_PAY_TO_SOLANA
  if (env.SVC_FACILITATOR_URL) out.facilitatorUrl = env.SVC_FACILITATOR_URL
  if (env.SVC_EVM_RPC_URL) out.rpcUrl = env.SVC_EVM_RPC_URL
  if (env.SVC_RECEIPT_KEY) out.receiptKey = env.SVC_RECEIPT_KEY
  if (env.SVC_CHANNELS) (out.channels ??= {}).enabled = !/^(0|false|off|no)$/i.test(env.SVC_CHANNELS)
  if (env.SVC_CHANNELS_MAX_PRICE_USD) (out.channels ??= {}).maxPriceUsd = Number(env.SVC_CHANNELS_MAX_PRICE_USD)
  if (env.SVC_CHANNELS_FAILURE_WINDOW_SECONDS) (out.channels ??= {}).failureWindowSeconds = Number(env.SVC_CHANNELS_FAILURE_WINDOW_SECONDS)
  if (env.SVC_LOCAL_FACILITATOR_RPC_URL) (out.localFacilitator ??= {}).rpcUrl = env.SVC_LOCAL_FACILITATOR_RPC_URL
  if (env.SVC_LOCAL_FACILITATOR_PRIVATE_KEY) (out.localFacilitator ??= {}).privateKey = env.SVC_LOCAL_FACILITATOR_PRIVATE_KEY
  return out
}

/** `settings.x402` of a host's config with the env variables over it, validated; the error names the key. */
export function x402Settings(config: Pick<SvcConfig, 'settings'>, env: Record<string, string | undefined> = process.env): X402Settings {
  const fromEnv: Record<string, any> = x402SettingsFromEnv(env)
  const section = (config.settings.x402 ?? {}) as Record<string, any>
  const merged = {
    ...section,
    ...fromEnv,
    payTo: { ...section.payTo, ...fromEnv.payTo },
    channels: { ...section.channels, ...fromEnv.channels },
    ...(section.localFacilitator || fromEnv.localFacilitator ? { localFacilitator: { ...section.localFacilitator, ...fromEnv.localFacilitator } } : {}),
  }
  const result = v.safeParse(x402Section, merged)
  if (result.success) return result.output
  const issue = result.issues[0]
  const key = `settings.x402${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ''}`
  const message = (issue.type as string) === 'strict_object' && issue.expected === 'never'
    ? `unknown key "${key}"`
    : issue.received === 'undefined' ? `"${key}" is required` : `"${key}" ${issue.message}`
  throw new ConfigError(`Invalid configuration: ${message}`)
}

/** x402.org's public facilitator: Base Sepolia and Solana devnet only, no key. The sandbox of `svc serve --testnet`. */
export const PUBLIC_TESTNET_FACILITATOR = 'https://x402.org/facilitator'

/** `settings.x402` on the test networks: testnet, settled by the public facilitator unless the operator names a settler. */
export function onTestnet(section: Record<string, unknown> = {}): Record<string, unknown> {
  const settles = section.facilitatorUrl !== undefined || section.localFacilitator !== undefined
  return { ...section, network: 'testnet', ...(settles ? {} : { facilitatorUrl: PUBLIC_TESTNET_FACILITATOR }) }
}

/**
 * What an operator must still set for paid calls to be payable, as one sentence naming the variables
 * (undefined when a pay-to address and a settler are configured).
 */
export function missingPaymentSetup(settings: X402Settings): string | undefined {
  const test = settings.network === 'testnet'
  const tryTestnet = test ? '' : '; to try payments on the test networks first: svc serve --testnet'
  if (!settings.payTo.evm && !settings.payTo.solana) {
    return `to take payments, set SVC_PAY_TO_EVM (your USDC address on ${test ? 'Base Sepolia' : 'Base'}) and/or SVC_PAY_TO_SOLANA (on Solana${test ? ' devnet' : ''})${tryTestnet}`
  }
  if (settings.facilitatorUrl || settings.localFacilitator) return undefined
  if (test) return `to take payments, set SVC_FACILITATOR_URL=${PUBLIC_TESTNET_FACILITATOR} (public, test networks only), or start with svc serve --testnet`
  return `to take payments, set SVC_FACILITATOR_URL to a facilitator service that settles on Base and Solana, or SVC_LOCAL_FACILITATOR_RPC_URL and SVC_LOCAL_FACILITATOR_PRIVATE_KEY to settle EVM payments from this host (docs/operating.md, Payments)${tryTestnet}`
}

/** The channel settings of `settings.x402.channels`, in the units the rail counts in (atomic USDC). */
export function channelSettingsOf(settings: X402Settings): ChannelSettings {
  const { channels } = settings
  return {
    enabled: channels.enabled,
    maxPriceMicros: channels.maxPriceUsd === undefined ? undefined : Math.round(channels.maxPriceUsd * 1_000_000),
    claim: { vouchers: channels.claimEveryVouchers, seconds: channels.claimEverySeconds, amountMicros: Math.round(channels.claimAtUsd * 1_000_000) },
    depositCalls: channels.depositCalls,
    withdrawDelaySeconds: channels.withdrawDelaySeconds,
    failureWindowSeconds: channels.failureWindowSeconds,
  }
}
