import { createRequire } from 'node:module'
import { bytesToHex, hexToBytes, numberToHex, recoverAddress } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { expect } from 'vitest'

type Signer = typeof import('../src/evm-signer.ts')
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const secp = createRequire(import.meta.url)('secp256k1') as {
  ecdsaSign(digest: Uint8Array, key: Uint8Array): { signature: Uint8Array; recid: number }
  publicKeyCreate(key: Uint8Array, compressed: boolean): Uint8Array
  privateKeyVerify(key: Uint8Array): boolean
}
const random = (size: number) => crypto.getRandomValues(new Uint8Array(size))
const word = (value: bigint) => hexToBytes(numberToHex(value, { size: 32 }))
/** A signature's 65 bytes with some of its parts replaced. */
const variant = (r: Uint8Array, s: Uint8Array, v: number) => bytesToHex(new Uint8Array([...r, ...s, v]))

/** viem's answer: the address ecrecover gives (lower case), undefined where it throws. */
const viemSigner = (digest: Uint8Array, signature: `0x${string}`) => recoverAddress({ hash: bytesToHex(digest), signature }).then((a) => a.toLowerCase(), () => undefined)

/**
 * `count` random keys each sign a random digest; each signature and its variants (the recovery id
 * as 0/1 and flipped, s malleated, r replaced by a random value, 0, n and 2^256 - 1, s zero, another
 * digest) are recovered here and by viem, and checked with `signedBy` against the signer's address,
 * before its key is known and after. Ours must be viem's, but for a high s, which ours refuses.
 */
export async function compareWithViem(signer: Signer, count: number) {
  let compared = 0
  for (let i = 0; i < count; i++) {
    let key = random(32)
    while (!secp.privateKeyVerify(key)) key = random(32)
    const address = publicKeyToAddress(bytesToHex(secp.publicKeyCreate(key, false))).toLowerCase()
    const digest = random(32)
    const { signature, recid } = secp.ecdsaSign(digest, key)
    const [r, s] = [signature.subarray(0, 32), signature.subarray(32)]
    const highS = word(N - BigInt(bytesToHex(s)))
    const cases: [Uint8Array, `0x${string}`, boolean][] = [
      [digest, variant(r, s, 27 + recid), false],
      [digest, variant(r, s, recid), false],
      [digest, variant(r, s, 28 - recid), false],
      [digest, variant(r, highS, 28 - recid), true],
      [digest, variant(random(32), s, 27 + recid), false],
      [digest, variant(word(0n), s, 27), false],
      [digest, variant(word(N), s, 27), false],
      [digest, variant(word((1n << 256n) - 1n), s, 28), false],
      [digest, variant(r, word(0n), 27 + recid), false],
      [random(32), variant(r, s, 27 + recid), false],
    ]
    // Half the keys are checked before `signedBy` knows them (a full recovery), all after (the key's own check).
    for (const known of i % 2 ? [false, true] : [true]) {
      if (known) expect(await signer.signedBy(digest, cases[0]![1], address)).toBe(true)
      for (const [hash, sig, high] of cases) {
        const theirs = high ? undefined : await viemSigner(hash, sig)
        const ours = await signer.recoverDigestSigner(() => hash, sig)
        expect(ours?.toLowerCase(), `${sig} over ${bytesToHex(hash)}`).toBe(theirs)
        expect(await signer.signedBy(hash, sig, address), `${sig} over ${bytesToHex(hash)}, key known: ${known}`).toBe(theirs === address)
        compared++
      }
    }
  }
  return compared
}
