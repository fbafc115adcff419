import { computeChannelId, signVoucher } from '@x402/evm/batch-settlement/client'
import type { Channel } from '@x402/evm/batch-settlement/server'
import { bytesToHex, hashTypedData, hexToBytes, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { checkVoucherHere, type VoucherFacts } from '../src/channels/voucher-check.ts'
import { prepareSigner, signerBackend } from '../src/evm-signer.ts'
import { rail } from './_setup.ts'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const PRICE = 10_000n

/** A channel whose payer authorizer is a fresh key, its record as the host keeps it, and vouchers that key signs. */
function channelOf() {
  const payer = privateKeyToAccount(generatePrivateKey())
  const payTo = privateKeyToAccount(generatePrivateKey()).address
  const channelConfig = { payer: payer.address, payerAuthorizer: payer.address, receiver: payTo, receiverAuthorizer: privateKeyToAccount(generatePrivateKey()).address, token: rail.asset, withdrawDelay: 86_400, salt: bytesToHex(crypto.getRandomValues(new Uint8Array(32))) }
  const channelId = computeChannelId(channelConfig as never, rail.network as `${string}:${string}`).toLowerCase()
  const record = (charged: bigint): Channel => ({ channelId, channelConfig, chargedCumulativeAmount: String(charged), signedMaxClaimable: String(charged), signature: '0x', balance: '1000000000', totalClaimed: '0', withdrawRequestedAt: 0, refundNonce: 0, onchainSyncedAt: Date.now(), lastRequestTimestamp: 0 }) as unknown as Channel
  const sign = (max: bigint, by = payer) => signVoucher({ address: by.address, signTypedData: by.signTypedData } as never, channelId as `0x${string}`, String(max), rail.network as `${string}:${string}`)
  const facts = (max: bigint, signature: string): VoucherFacts => ({ channelId, maxClaimableAmount: String(max), signature, channelConfig, price: PRICE, payTo, asset: rail.asset, chainId: rail.chainId, freshForMs: 60_000, now: Date.now() })
  return { payer, channelId, record, sign, facts }
}

/** The same signature with its recovery id flipped (27 <-> 28): it recovers another key, or none. */
const flippedRecoveryId = (signature: string) => {
  const bytes = hexToBytes(signature as `0x${string}`)
  bytes[64] = bytes[64] === 27 ? 28 : 27
  return bytesToHex(bytes)
}

/** The malleated twin (s -> n - s, recovery id flipped): it recovers the same key, but with a high s, which USDC and the escrow refuse. */
const malleated = (signature: string) => {
  const bytes = hexToBytes(signature as `0x${string}`)
  bytes.set(hexToBytes(numberToHex(N - BigInt(bytesToHex(bytes.subarray(32, 64))), { size: 32 })), 32)
  bytes[64] = bytes[64] === 27 ? 28 : 27
  return bytesToHex(bytes)
}

describe('the common voucher checked on the host', () => {
  it('signs the digest the official client signs (EIP-712 over the escrow domain)', async () => {
    const { channelId } = channelOf()
    const typed = {
      domain: { name: 'x402 Batch Settlement', version: '1', chainId: rail.chainId, verifyingContract: '0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003' as const },
      types: { Voucher: [{ name: 'channelId', type: 'bytes32' }, { name: 'maxClaimableAmount', type: 'uint128' }] },
      primaryType: 'Voucher' as const,
      message: { channelId: channelId as `0x${string}`, maxClaimableAmount: PRICE },
    }
    const { voucherDigest } = await import('../src/channels/voucher-check.ts')
    const { domainSeparator } = await import('viem')
    const separator = hexToBytes(domainSeparator({ domain: typed.domain }))
    expect(bytesToHex(voucherDigest(separator, channelId, PRICE)!)).toBe(hashTypedData(typed))
    // Running totals past 64 bits (the amount's high word) and the largest uint128, after a smaller one (the buffer is reused).
    for (const amount of [(1n << 64n) + 5n, (1n << 128n) - 1n, 0n, PRICE]) {
      expect(bytesToHex(voucherDigest(separator, channelId, amount)!)).toBe(hashTypedData({ ...typed, message: { ...typed.message, maxClaimableAmount: amount } }))
    }
    expect(voucherDigest(separator, `${channelId.slice(0, 64)}zz`, PRICE)).toBeUndefined()
    expect(voucherDigest(separator, channelId, 1n << 128n)).toBeUndefined()
  })

  it('takes the next voucher signed by the payer authorizer, again for a key it has seen', async () => {
    const { record, sign, facts, payer } = channelOf()
    for (let i = 1n; i <= 3n; i++) {
      const { signature } = await sign(i * PRICE)
      expect(await checkVoucherHere(record((i - 1n) * PRICE), facts(i * PRICE, signature))).toEqual({ payer: payer.address })
    }
  })

  it('answers without a promise once the chain\'s domain separator is known and the native binding recovers', async () => {
    await prepareSigner()
    const { record, sign, facts, payer } = channelOf()
    const first = await sign(PRICE)
    // The first check may load the chain's domain separator; the next ones have it.
    expect(await checkVoucherHere(record(0n), facts(PRICE, first.signature))).toEqual({ payer: payer.address })
    const { signature } = await sign(2n * PRICE)
    const native = signerBackend() !== 'viem'
    const taken = checkVoucherHere(record(PRICE), facts(2n * PRICE, signature))
    expect(taken instanceof Promise).toBe(!native)
    expect(await taken).toEqual({ payer: payer.address })
    const refused = checkVoucherHere(record(PRICE), facts(2n * PRICE, flippedRecoveryId(signature)))
    expect(refused instanceof Promise).toBe(!native)
    expect(await refused).toBeUndefined()
  })

  it('refuses what a full recovery refuses, before and after the payer\'s key is known here', async () => {
    const { record, sign, facts } = channelOf()
    const intruder = privateKeyToAccount(generatePrivateKey())
    for (const known of [false, true]) {
      const max = known ? 2n * PRICE : PRICE
      const charged = max - PRICE
      if (known) expect(await checkVoucherHere(record(PRICE - PRICE), facts(PRICE, (await sign(PRICE)).signature))).toBeDefined()
      const { signature } = await sign(max)
      // Another signer; the recovery id flipped (another key, as the chain's ecrecover would say); s malleated.
      expect(await checkVoucherHere(record(charged), facts(max, (await sign(max, intruder)).signature))).toBeUndefined()
      expect(await checkVoucherHere(record(charged), facts(max, flippedRecoveryId(signature)))).toBeUndefined()
      expect(await checkVoucherHere(record(charged), facts(max, malleated(signature)))).toBeUndefined()
      // A recovery id of 0/1 is the same as 27/28; 2 or more is refused, as are other lengths and non-hex.
      const bytes = hexToBytes(signature as `0x${string}`)
      const raw = new Uint8Array(bytes)
      raw[64] = bytes[64]! - 27
      expect(await checkVoucherHere(record(charged), facts(max, bytesToHex(raw)))).toBeDefined()
      raw[64] = 2
      expect(await checkVoucherHere(record(charged), facts(max, bytesToHex(raw)))).toBeUndefined()
      expect(await checkVoucherHere(record(charged), facts(max, signature.slice(0, -2)))).toBeUndefined()
      expect(await checkVoucherHere(record(charged), facts(max, `${signature.slice(0, -2)}zz`))).toBeUndefined()
      // The signature of another amount; the right one still passes.
      expect(await checkVoucherHere(record(charged), facts(max, (await sign(max + PRICE)).signature))).toBeUndefined()
      expect(await checkVoucherHere(record(charged), facts(max, signature))).toBeDefined()
    }
  })
})
