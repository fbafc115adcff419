import { keccak256 } from 'js-sha3'
import type { Channel } from '@x402/evm/batch-settlement/server'
import { loadViem, recoverDigestSigner } from '../evm-signer.ts'

/** The batch-settlement escrow's EIP-712 domain (the scheme's spec: name, version, the escrow's address). */
const ESCROW = { name: 'x402 Batch Settlement', version: '1', verifyingContract: '0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003' } as const
const ZERO = '0x0000000000000000000000000000000000000000'

const keccak = (bytes: Uint8Array): Uint8Array => new Uint8Array(keccak256.arrayBuffer(bytes))
const separators = new Map<number, Uint8Array>()
let voucherTypeHash: Uint8Array | undefined

/** The EIP-712 digest of a Voucher(bytes32 channelId, uint128 maxClaimableAmount), domain separator and type hash computed once. */
async function voucherDigest(chainId: number, channelId: string, maxClaimable: bigint): Promise<Uint8Array> {
  const viem = await loadViem()
  voucherTypeHash ??= keccak(viem.toBytes('Voucher(bytes32 channelId,uint128 maxClaimableAmount)'))
  let separator = separators.get(chainId)
  if (!separator) {
    separator = viem.hexToBytes(viem.domainSeparator({ domain: { ...ESCROW, chainId } }))
    separators.set(chainId, separator)
  }
  const struct = new Uint8Array(96)
  struct.set(voucherTypeHash, 0)
  struct.set(viem.hexToBytes(channelId as `0x${string}`), 32)
  struct.set(viem.numberToBytes(maxClaimable, { size: 32 }), 64)
  const message = new Uint8Array(66)
  message.set([0x19, 0x01], 0)
  message.set(separator, 2)
  message.set(keccak(struct), 34)
  return keccak(message)
}

const sameConfig = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b).length === Object.keys(a).length && Object.entries(b).every(([key, value]) => String(a[key]).toLowerCase() === String(value).toLowerCase())

export interface VoucherFacts {
  channelId: string
  maxClaimableAmount: string
  signature: string
  channelConfig: Record<string, unknown>
  price: bigint
  payTo: string
  asset: string
  chainId: number
  /** How long the channel's on-chain state (balance, claimed) mirrored here is trusted, ms. */
  freshForMs: number
  now: number
}

/**
 * The common voucher, checked here as the official scheme checks it locally, but with the native
 * secp256k1 recovery and a cached domain (the official check recovers in JS, ~20x the CPU): a channel
 * known here with fresh on-chain state, the same config it was opened with (so its id needs no
 * hashing), no call in progress, the running total exactly one price above what is charged, within
 * the deposit, signed by the channel's payer authorizer. Undefined for anything else: the official
 * hooks then decide (a corrective 402, a busy channel, a facilitator `/verify` of stale state).
 */
export async function checkVoucherHere(channel: Channel | undefined, facts: VoucherFacts): Promise<{ payer: string } | undefined> {
  if (!channel || channel.onchainSyncedAt === undefined || facts.now - channel.onchainSyncedAt > facts.freshForMs) return undefined
  if (channel.pendingRequest && channel.pendingRequest.expiresAt > facts.now) return undefined
  const config = channel.channelConfig as unknown as Record<string, unknown>
  if (!sameConfig(config, facts.channelConfig) || channel.channelId.toLowerCase() !== facts.channelId.toLowerCase()) return undefined
  if (String(config.payerAuthorizer).toLowerCase() === ZERO || String(config.receiver).toLowerCase() !== facts.payTo.toLowerCase() || String(config.token).toLowerCase() !== facts.asset.toLowerCase()) return undefined
  if (!/^\d+$/.test(facts.maxClaimableAmount)) return undefined
  const max = BigInt(facts.maxClaimableAmount)
  if (max !== BigInt(channel.chargedCumulativeAmount) + facts.price || max > BigInt(channel.balance) || max <= BigInt(channel.totalClaimed)) return undefined
  const signer = await recoverDigestSigner(() => voucherDigest(facts.chainId, facts.channelId, max), facts.signature).catch(() => undefined)
  if (!signer || signer.toLowerCase() !== String(config.payerAuthorizer).toLowerCase()) return undefined
  return { payer: String(config.payer) }
}
