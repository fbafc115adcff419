import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { ownBinding } from '../src/secp256k1-native.ts'

// A known key's check switches to combs of precomputed multiples after its 4th check (native/secp256k1-addon.c):
// its answers must stay those of a full recovery for valid and altered signatures, before and after, and when keys evict each other.
const secp = createRequire(import.meta.url)('secp256k1') as {
  ecdsaSign(digest: Uint8Array, key: Uint8Array): { signature: Uint8Array; recid: number }
  publicKeyCreate(key: Uint8Array, compressed: boolean): Uint8Array
  privateKeyVerify(key: Uint8Array): boolean
}
const own = ownBinding()!
const random = (size: number) => crypto.getRandomValues(new Uint8Array(size))

function keyPair() {
  let secret = random(32)
  while (!secp.privateKeyVerify(secret)) secret = random(32)
  return { secret, key: secp.publicKeyCreate(secret, false).subarray(1) }
}

/** What a full recovery says: whether ecrecover(digest, recid, r, s) is `key`. */
function recovers(signature: Uint8Array, recid: number, digest: Uint8Array, key: Uint8Array): boolean {
  const out = new Uint8Array(64)
  return own.recover(signature, recid, digest, out) && Buffer.from(out).equals(Buffer.from(key))
}

/** A signature of `digest` by `secret` and the variants a check must refuse (or accept only where recovery does). */
function cases(secret: Uint8Array, digest: Uint8Array): Array<[Uint8Array, number, Uint8Array]> {
  const { signature, recid } = secp.ecdsaSign(digest, secret)
  const otherR = Uint8Array.from(signature)
  otherR.set(random(32), 0)
  const otherS = Uint8Array.from(signature)
  otherS[63]! ^= 1
  const otherDigest = Uint8Array.from(digest)
  otherDigest[0]! ^= 0x80
  return [
    [signature, recid, digest],
    [signature, 1 - recid, digest],
    [signature, recid, otherDigest],
    [otherR, recid, digest],
    [otherS, recid, digest],
  ]
}

function expectAsRecovery(secret: Uint8Array, key: Uint8Array, digest: Uint8Array) {
  for (const [signature, recid, signed] of cases(secret, digest)) {
    expect(own.signedByKey(signature, recid, signed, key)).toBe(recovers(signature, recid, signed, key))
  }
}

describe("a known key's check on its comb (native addon)", () => {
  it('answers as a full recovery before and after the comb, for valid and altered signatures', () => {
    // A key's slot is its x's first byte (native/secp256k1-addon.c, key_comb): each slot used here ends holding a comb.
    const slots = new Set<number>()
    const before = own.combStats().checks
    for (let k = 0; k < 6; k++) {
      const { secret, key } = keyPair()
      slots.add(key[0]!)
      for (let i = 0; i < 60; i++) {
        const digest = random(32)
        const { signature, recid } = secp.ecdsaSign(digest, secret)
        expect(own.signedByKey(signature, recid, digest, key)).toBe(true)
        expectAsRecovery(secret, key, digest)
      }
    }
    expect(own.combStats().keys).toBeGreaterThanOrEqual(slots.size)
    // Past its first 4 (or 32, taking a slot held by another key), every key's check is made on its comb.
    expect(own.combStats().checks - before).toBeGreaterThanOrEqual(6 * (60 * 6 - 32))
  })

  it('takes digests at the scalar edges: zero (no G term), the order minus one, and above the order', () => {
    const { secret, key } = keyPair()
    // Checked 32 times first (enough to take a slot another key holds), so the edges below are checked on its comb.
    for (let i = 0; i < 32; i++) {
      const digest = random(32)
      const { signature, recid } = secp.ecdsaSign(digest, secret)
      expect(own.signedByKey(signature, recid, digest, key)).toBe(true)
    }
    const order = Buffer.from('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141', 'hex')
    const orderMinusOne = Uint8Array.from(order)
    orderMinusOne[31]! -= 1
    const before = own.combStats().checks
    const edges = [new Uint8Array(32), new Uint8Array(32).fill(0xff), orderMinusOne, Uint8Array.from(order)]
    for (const digest of edges) {
      const { signature, recid } = secp.ecdsaSign(digest, secret)
      expect(own.signedByKey(signature, recid, digest, key)).toBe(true)
      expectAsRecovery(secret, key, digest)
    }
    // Each edge's signature and its five variants (cases()) were all checked on the comb.
    expect(own.combStats().checks - before).toBe(edges.length * 6)
  })

  it('stays right when two keys share a slot, checked in turn and taking it from each other', () => {
    // Keys share a slot when their x begins with the same byte (native/secp256k1-addon.c, key_comb); a key takes
    // a held slot after 32 checks in a row: runs of 1 leave the holder's comb, runs of 40 move it each time.
    const first = keyPair()
    let second = keyPair()
    while (second.key[0] !== first.key[0]) second = keyPair()
    for (const run of [1, 1, 1, 1, 1, 1, 40, 40, 40, 40]) {
      for (const { secret, key } of [first, second]) {
        for (let i = 0; i < run; i++) {
          const digest = random(32)
          const { signature, recid } = secp.ecdsaSign(digest, secret)
          expect(own.signedByKey(signature, recid, digest, key)).toBe(true)
          // The other key's valid signature is refused on this key's comb.
          const other = key === first.key ? second : first
          const theirs = secp.ecdsaSign(digest, other.secret)
          expect(own.signedByKey(theirs.signature, theirs.recid, digest, key)).toBe(false)
        }
      }
    }
    expect(own.combStats().keys).toBeGreaterThanOrEqual(1)
  })
})
