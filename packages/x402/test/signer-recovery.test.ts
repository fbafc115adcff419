import { describe, expect, it } from 'vitest'
import * as signer from '../src/evm-signer.ts'
import { ownBinding } from '../src/secp256k1-native.ts'
import { compareWithViem } from './_recovery-cases.ts'

describe('signature recovery through the own libsecp256k1 addon (native/)', () => {
  it('is built by the install step and used', () => {
    expect(ownBinding()).not.toBeNull()
    expect(signer.signerBackend()).toBe('libsecp256k1')
  })

  it("recovers what viem recovers, refuses high s, and checks a known key's recovery id", async () => {
    expect(await compareWithViem(signer, 120)).toBeGreaterThan(1000)
  })

  it("hashes as js-sha3's Keccak-256 for every length across the rate (136 bytes)", async () => {
    const { keccak256 } = await import('js-sha3')
    for (let length = 0; length <= 300; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length))
      expect(Buffer.from(signer.keccakInto(bytes)).toString('hex'), `${length} bytes`).toBe(keccak256(bytes))
    }
  })
})
