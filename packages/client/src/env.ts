// Node-only helpers for programs that call svc (the `svc` CLI, the MCP server): a wallet and spend
// limits from environment variables, and a spend store in a file. Not part of the browser path.
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { SpendControls } from './spend/controls.ts'
import { fileSpendStore } from './spend/file-store.ts'
import type { SpendStore } from './spend/ledger.ts'
import type { Wallet } from './payment/signer.ts'
import { fileChannelStore } from './payment/channel-file-store.ts'
import type { ChannelStore } from './payment/channel-store.ts'

type Env = Record<string, string | undefined>

export const WALLET_ENV = {
  evm: 'SVC_PAYER_EVM_KEY',
  solana: 'SVC_PAYER_SOLANA_KEY',
  solanaRpcUrl: 'SVC_SOLANA_RPC_URL',
  networks: 'SVC_PAYER_NETWORKS',
} as const

export class WalletEnvError extends Error {
  override readonly name = 'WalletEnvError'
}

/**
 * The payer from `SVC_PAYER_EVM_KEY` (0x + 64 hex digits) and/or `SVC_PAYER_SOLANA_KEY` (base58 of the
 * 64-byte secret key, or its JSON byte array as `solana-keygen` writes it). Undefined when neither is set.
 */
export async function walletFromEnv(env: Env = process.env): Promise<Wallet | undefined> {
  const evmKey = env[WALLET_ENV.evm]?.trim()
  const solanaKey = env[WALLET_ENV.solana]?.trim()
  if (!evmKey && !solanaKey) return undefined
  const wallet: Wallet = {}
  if (evmKey) {
    if (!/^0x[0-9a-fA-F]{64}$/.test(evmKey)) throw new WalletEnvError(`${WALLET_ENV.evm} must be a 0x private key of 64 hex digits`)
    const { privateKeyToAccount } = await import('viem/accounts')
    wallet.evm = privateKeyToAccount(evmKey as `0x${string}`)
  }
  if (solanaKey) {
    const { createKeyPairSignerFromBytes, getBase58Encoder } = await import('@solana/kit')
    let bytes: Uint8Array
    try {
      bytes = solanaKey.startsWith('[') ? Uint8Array.from(JSON.parse(solanaKey) as number[]) : Uint8Array.from(getBase58Encoder().encode(solanaKey))
      wallet.solana = await createKeyPairSignerFromBytes(bytes)
    } catch {
      throw new WalletEnvError(`${WALLET_ENV.solana} must be a 64-byte secret key, base58 or a JSON byte array`)
    }
  }
  const rpc = env[WALLET_ENV.solanaRpcUrl]?.trim()
  if (rpc) wallet.solanaRpcUrl = rpc
  const networks = listOf(env[WALLET_ENV.networks])
  if (networks) wallet.networks = networks
  return wallet
}

/**
 * Spend limits from `SVC_MAX_PER_CALL`, `SVC_MAX_PER_SESSION`, `SVC_MAX_PER_DAY`, `SVC_MAX_CHANNEL_DEPOSIT`
 * (USD) and `SVC_ALLOW` (comma list).
 */
export function spendFromEnv(env: Env = process.env): SpendControls {
  const controls: SpendControls = {}
  if (env.SVC_MAX_PER_CALL) controls.maxPerCall = env.SVC_MAX_PER_CALL
  if (env.SVC_MAX_PER_SESSION) controls.maxPerSession = env.SVC_MAX_PER_SESSION
  if (env.SVC_MAX_PER_DAY) controls.maxPerDay = env.SVC_MAX_PER_DAY
  if (env.SVC_MAX_CHANNEL_DEPOSIT) controls.maxChannelDeposit = env.SVC_MAX_CHANNEL_DEPOSIT
  const allow = listOf(env.SVC_ALLOW)
  if (allow) controls.allow = allow
  return controls
}

/** The preferred payment rail from `SVC_PAY_RAIL` (`x402` or `mpp`); undefined leaves the client's default (x402). */
export function railFromEnv(env: Env = process.env): 'x402' | 'mpp' | undefined {
  const rail = env.SVC_PAY_RAIL?.trim().toLowerCase()
  if (!rail) return undefined
  if (rail === 'x402' || rail === 'mpp') return rail
  throw new WalletEnvError(`SVC_PAY_RAIL must be x402 or mpp, not "${env.SVC_PAY_RAIL}"`)
}

function listOf(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((item) => item.trim()).filter(Boolean)
  return items?.length ? items : undefined
}

export { fileSpendStore, SpendFileLockedError, type FileSpendStoreOptions } from './spend/file-store.ts'

/** The spend file of `SVC_SPEND_FILE`, by default `~/.config/svc/spend.json`: one daily total for every program of this user. */
export function spendStoreFromEnv(env: Env = process.env): SpendStore {
  return fileSpendStore(env.SVC_SPEND_FILE ?? join(homedir(), '.config', 'svc', 'spend.json'))
}

export { fileChannelStore, type FileChannelStoreOptions } from './payment/channel-file-store.ts'

/** The channel file of `SVC_CHANNELS_FILE`, by default `~/.config/svc/channels.json`: the x402 channels of every program of this user. */
export function channelStoreFromEnv(env: Env = process.env): ChannelStore {
  return fileChannelStore(env.SVC_CHANNELS_FILE ?? join(homedir(), '.config', 'svc', 'channels.json'))
}
