import { keccak256 } from 'js-sha3'
import type { Channel } from '@x402/evm/batch-settlement/server'
import { keccakInto, loadViem, signedBy } from '../evm-signer.ts'
import { sameText } from './offer-match.ts'

/** The batch-settlement escrow's EIP-712 domain (the scheme's spec: name, version, the escrow's address). */
const ESCROW = { name: 'x402 Batch Settlement', version: '1', verifyingContract: '0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003' } as const
const ZERO = '0x0000000000000000000000000000000000000000'

// js-sha3 here: the addon's keccak would load libsecp256k1's tables (~40 ms) when the module is imported.
const VOUCHER_TYPE_HASH = new Uint8Array(keccak256.arrayBuffer(Buffer.from('Voucher(bytes32 channelId,uint128 maxClaimableAmount)')))
const separators = new Map<number, Uint8Array>()

/** The escrow's EIP-712 domain separator on a chain, computed once (viem's, loaded for it). */
async function domainSeparator(chainId: number): Promise<Uint8Array> {
  let separator = separators.get(chainId)
  if (!separator) {
    const viem = await loadViem()
    separator = viem.hexToBytes(viem.domainSeparator({ domain: { ...ESCROW, chainId } }))
    separators.set(chainId, separator)
  }
  return separator
}

/** Where a digest is put together: filled and hashed synchronously, so calls never share it half-written. */
const struct = Buffer.alloc(96)
const message = Buffer.alloc(66)
struct.set(VOUCHER_TYPE_HASH, 0)
message.set([0x19, 0x01], 0)

/**
 * The EIP-712 digest of a Voucher(bytes32 channelId, uint128 maxClaimableAmount) under a domain
 * separator; undefined when the id is not 32 bytes of hex or the amount does not fit a uint128.
 */
export function voucherDigest(separator: Uint8Array, channelId: string, maxClaimable: bigint): Uint8Array | undefined {
  if (channelId.length !== 66 || !channelId.startsWith('0x') || maxClaimable < 0n || maxClaimable >= 1n << 128n) return undefined
  // Writing hex stops at the first character that is not: such an id writes fewer than 32 bytes.
  if (struct.write(channelId.slice(2), 32, 32, 'hex') !== 32) return undefined
  // The uint128 as a 32-byte big-endian word, written without a hex string.
  struct.fill(0, 64, 80)
  struct.writeBigUInt64BE(maxClaimable >> 64n, 80)
  struct.writeBigUInt64BE(maxClaimable & 0xffffffffffffffffn, 88)
  message.set(separator, 2)
  // The struct's hash written straight into the message, after its separator.
  keccakInto(struct, message.subarray(34))
  return keccakInto(message)
}

/** The same keys with the same values, case aside (addresses); values that are identical need no lower-casing. */
function sameConfig(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let keys = 0
  for (const key in b) {
    keys++
    if (!sameText(a[key], b[key])) return false
  }
  return keys === Object.keys(a).length
}

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
 * Synchronous once the chain's domain separator is known and the native binding recovers: no promise per voucher.
 */
export function checkVoucherHere(channel: Channel | undefined, facts: VoucherFacts): Checked | Promise<Checked> {
  if (!channel || channel.onchainSyncedAt === undefined || facts.now - channel.onchainSyncedAt > facts.freshForMs) return undefined
  if (channel.pendingRequest && channel.pendingRequest.expiresAt > facts.now) return undefined
  const config = channel.channelConfig as unknown as Record<string, unknown>
  if (!sameConfig(config, facts.channelConfig) || !sameText(channel.channelId, facts.channelId)) return undefined
  if (sameText(config.payerAuthorizer, ZERO) || !sameText(config.receiver, facts.payTo) || !sameText(config.token, facts.asset)) return undefined
  if (!/^\d+$/.test(facts.maxClaimableAmount)) return undefined
  const max = BigInt(facts.maxClaimableAmount)
  if (max !== BigInt(channel.chargedCumulativeAmount) + facts.price || max > BigInt(channel.balance) || max <= BigInt(channel.totalClaimed)) return undefined
  const separator = separators.get(facts.chainId)
  if (!separator) return domainSeparator(facts.chainId).then((loaded) => signedVoucher(loaded, config, facts, max))
  return signedVoucher(separator, config, facts, max)
}

type Checked = { payer: string } | undefined

/** The payer when the voucher's signature is its payer authorizer's. */
function signedVoucher(separator: Uint8Array, config: Record<string, unknown>, facts: VoucherFacts, max: bigint): Checked | Promise<Checked> {
  const digest = voucherDigest(separator, facts.channelId, max)
  if (!digest) return undefined
  const signed = signedBy(digest, facts.signature, String(config.payerAuthorizer))
  const payer = { payer: String(config.payer) }
  if (signed instanceof Promise) return signed.then((valid) => (valid ? payer : undefined), () => undefined)
  return signed ? payer : undefined
}
