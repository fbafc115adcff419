import { hashTypedData, bytesToHex, hexToBytes, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { authorizationDigest, recoverAuthorizationSigner, signerBackend } from '../src/evm-signer.ts'
import { transferWithAuthorizationTypes } from '../src/evm-verify.ts'
import { evmRail } from '../src/rails.ts'

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

async function signed(rail = evmRail('testnet')) {
  const account = privateKeyToAccount(generatePrivateKey())
  const fields = {
    from: account.address,
    to: privateKeyToAccount(generatePrivateKey()).address,
    value: BigInt(Math.floor(Math.random() * 1e9)),
    validAfter: 0n,
    validBefore: 4_000_000_000n,
    nonce: bytesToHex(crypto.getRandomValues(new Uint8Array(32))),
  }
  const domain = { ...rail.domain, chainId: rail.chainId, verifyingContract: rail.asset }
  const typed = { domain, types: transferWithAuthorizationTypes, primaryType: 'TransferWithAuthorization' as const, message: fields }
  return { rail, account, fields, signature: await account.signTypedData(typed), expected: hashTypedData(typed) }
}

describe('fast EIP-3009 signer recovery', () => {
  it(`computes viem's EIP-712 digest and recovers the signer (backend: ${signerBackend()})`, async () => {
    for (const rail of [evmRail('testnet'), evmRail('mainnet')]) {
      for (let i = 0; i < 20; i++) {
        const { fields, signature, expected, account } = await signed(rail)
        expect(bytesToHex(await authorizationDigest(rail, fields))).toBe(expected)
        expect((await recoverAuthorizationSigner(rail, fields, signature))?.toLowerCase()).toBe(account.address.toLowerCase())
      }
    }
  })

  it('recovers someone else for a tampered field or another chain', async () => {
    const { fields, signature, account, rail } = await signed()
    const other = await recoverAuthorizationSigner(rail, { ...fields, value: fields.value + 1n }, signature)
    expect(other?.toLowerCase()).not.toBe(account.address.toLowerCase())
    expect((await recoverAuthorizationSigner(evmRail('mainnet'), fields, signature))?.toLowerCase()).not.toBe(account.address.toLowerCase())
  })

  it('refuses high-s signatures (USDC would reject them), bad v and other lengths', async () => {
    const { fields, signature, rail } = await signed()
    const bytes = hexToBytes(signature)
    const s = BigInt(bytesToHex(bytes.subarray(32, 64)))
    const flipped = new Uint8Array(bytes)
    flipped.set(hexToBytes(numberToHex(N - s, { size: 32 })), 32)
    flipped[64] = bytes[64] === 27 ? 28 : 27
    expect(await recoverAuthorizationSigner(rail, fields, bytesToHex(flipped))).toBeUndefined()
    const badV = new Uint8Array(bytes)
    badV[64] = 5
    expect(await recoverAuthorizationSigner(rail, fields, bytesToHex(badV))).toBeUndefined()
    expect(await recoverAuthorizationSigner(rail, fields, bytesToHex(bytes.subarray(0, 64)))).toBeUndefined()
    expect(await recoverAuthorizationSigner(rail, fields, `${signature}00`)).toBeUndefined()
  })
})
