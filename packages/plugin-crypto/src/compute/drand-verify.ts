import { bls12_381 } from '@noble/curves/bls12-381'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'

/** The message signed for a round of an unchained drand network: sha256 of the round as 8 big-endian bytes. */
export function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round))
  return sha256(bytes)
}

/** A pairing check costs ~170 ms of CPU in pure JS: remember the rounds already verified (most calls ask the latest). */
const verified = new Map<string, string>()
const REMEMBERED = 1024

/** Verifies a quicknet beacon (BLS on G1, RFC 9380 hash-to-curve) and answers its randomness, sha256(signature); null when invalid. */
export function verifyUnchainedG1(round: number, signatureHex: string, publicKeyHex: string): string | null {
  const key = `${publicKeyHex}:${round}:${signatureHex}`
  const known = verified.get(key)
  if (known) return known
  const randomness = verifyNow(round, signatureHex, publicKeyHex)
  if (randomness) {
    if (verified.size >= REMEMBERED) verified.delete(verified.keys().next().value!)
    verified.set(key, randomness)
  }
  return randomness
}

function verifyNow(round: number, signatureHex: string, publicKeyHex: string): string | null {
  try {
    const signature = hexToBytes(signatureHex)
    if (signature.length !== 48) return null
    if (!bls12_381.verifyShortSignature(signature, roundMessage(round), hexToBytes(publicKeyHex))) return null
    return bytesToHex(sha256(signature))
  } catch {
    return null
  }
}
