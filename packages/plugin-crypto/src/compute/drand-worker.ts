import { bls12_381 } from '@noble/curves/bls12-381'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'

export interface BeaconCheck {
  round: number
  signatureHex: string
  publicKeyHex: string
}

/** The message signed for a round of an unchained drand network: sha256 of the round as 8 big-endian bytes. */
function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round))
  return sha256(bytes)
}

/**
 * Worker-thread entry (see drand-verify.ts; no @svc/core here): verifies a quicknet beacon (BLS on G1,
 * RFC 9380 hash-to-curve) and answers its randomness, sha256(signature); null when invalid.
 */
export default function verifyBeacon({ round, signatureHex, publicKeyHex }: BeaconCheck): string | null {
  try {
    const signature = hexToBytes(signatureHex)
    if (signature.length !== 48) return null
    if (!bls12_381.verifyShortSignature(signature, roundMessage(round), hexToBytes(publicKeyHex))) return null
    return bytesToHex(sha256(signature))
  } catch {
    return null
  }
}
