import { createClient, type SvcClient } from '@svc/client'
import { channelStoreFromEnv, railFromEnv, spendFromEnv, spendStoreFromEnv, walletFromEnv, WALLET_ENV } from '@svc/client/env'
import { DEFAULT_URL, UsageError, type CliIo } from './io.ts'

export { DEFAULT_URL }

export interface CallerFlags {
  url?: string | undefined
  pay?: boolean | undefined
  trial?: boolean | undefined
  max?: string | undefined
  'max-deposit'?: string | undefined
}

export function baseUrlOf(flags: CallerFlags, io: CliIo): string {
  return flags.url ?? io.env.SVC_URL ?? DEFAULT_URL
}

/**
 * The client of `svc call`: trial by default; `--pay` pays with the key in
 * SVC_PAYER_EVM_KEY / SVC_PAYER_SOLANA_KEY within the limits of `--max` and SVC_MAX_* (the daily
 * total kept in SVC_SPEND_FILE, default ~/.config/svc/spend.json, across runs). x402 channels
 * (`--max-deposit` or SVC_MAX_CHANNEL_DEPOSIT, the cap on what all of them hold) are kept in
 * SVC_CHANNELS_FILE (default ~/.config/svc/channels.json): a later command pays from the same channel.
 */
export async function callerClient(flags: CallerFlags, io: CliIo): Promise<SvcClient> {
  const baseUrl = baseUrlOf(flags, io)
  if (!flags.pay) return createClient({ baseUrl, trial: true })
  const wallet = await walletFromEnv(io.env)
  if (!wallet) throw new UsageError(`--pay needs a key: set ${WALLET_ENV.evm} (0x private key, pays on Base) or ${WALLET_ENV.solana} (base58 secret key, pays on Solana)`)
  const spend = spendFromEnv(io.env)
  if (flags.max !== undefined) spend.maxPerCall = flags.max
  if (flags['max-deposit'] !== undefined) spend.maxChannelDeposit = flags['max-deposit']
  spend.store = spendStoreFromEnv(io.env)
  const rail = railFromEnv(io.env)
  return createClient({ baseUrl, wallet, trial: flags.trial === true, spend, channelStore: channelStoreFromEnv(io.env), ...(rail ? { rail } : {}) })
}
