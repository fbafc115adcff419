import { createRequire } from 'node:module'
import { keccak256 } from 'js-sha3'
import type { EvmRail } from './rails.ts'

/** What the signer needs of an EIP-3009 authorization (already validated). */
export interface AuthorizationFields {
  from: string
  to: string
  value: bigint
  validAfter: bigint
  validBefore: bigint
  nonce: string
}

interface NativeSecp256k1 {
  ecdsaRecover(signature: Uint8Array, recid: number, digest: Uint8Array, compressed: boolean): Uint8Array
}

type Viem = typeof import('viem')

// secp256k1n / 2: USDC's ECRecover refuses signatures with a larger s, so they could never settle
// (Permit2 would take them: those are left to the facilitator).
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

let viemModule: Promise<Viem> | undefined
/** viem, imported once on the first payment (not at host start-up, and not through the loader on every call). */
export const loadViem = (): Promise<Viem> => (viemModule ??= import('viem'))
let native: NativeSecp256k1 | null | undefined
const separators = new Map<string, Uint8Array>()
let typeHash: Uint8Array | undefined

/** Keccak-256 of a payment's bytes: js-sha3 hashes these short inputs ~3x faster than viem's noble (measured in the bench). */
const keccak = (bytes: Uint8Array): Uint8Array => new Uint8Array(keccak256.arrayBuffer(bytes))

/** libsecp256k1 through the `secp256k1` package's prebuilt binding (~50 µs a recovery); null when it cannot load. */
function nativeBinding(): NativeSecp256k1 | null {
  if (native === undefined) {
    try {
      native = createRequire(import.meta.url)('secp256k1/bindings.js') as NativeSecp256k1
    } catch {
      native = null
    }
  }
  return native
}

/** The EIP-712 digest of a TransferWithAuthorization, with the domain separator and type hash computed once. */
export async function authorizationDigest(rail: EvmRail, fields: AuthorizationFields): Promise<Uint8Array> {
  const viem = await loadViem()
  typeHash ??= viem.keccak256(viem.toBytes('TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)'), 'bytes')
  let separator = separators.get(rail.network)
  if (!separator) {
    separator = viem.hexToBytes(viem.domainSeparator({ domain: { ...rail.domain, chainId: rail.chainId, verifyingContract: rail.asset } }))
    separators.set(rail.network, separator)
  }
  const struct = new Uint8Array(7 * 32)
  struct.set(typeHash, 0)
  struct.set(viem.hexToBytes(fields.from as `0x${string}`), 32 + 12)
  struct.set(viem.hexToBytes(fields.to as `0x${string}`), 64 + 12)
  struct.set(viem.numberToBytes(fields.value, { size: 32 }), 96)
  struct.set(viem.numberToBytes(fields.validAfter, { size: 32 }), 128)
  struct.set(viem.numberToBytes(fields.validBefore, { size: 32 }), 160)
  struct.set(viem.hexToBytes(fields.nonce as `0x${string}`), 192)
  const message = new Uint8Array(66)
  message.set([0x19, 0x01], 0)
  message.set(separator, 2)
  message.set(keccak(struct), 34)
  return keccak(message)
}

/**
 * The address that signed an authorization, or undefined when the signature is not a
 * recoverable 65-byte ECDSA signature with a low s (a smart wallet's, or invalid).
 */
export async function recoverAuthorizationSigner(rail: EvmRail, fields: AuthorizationFields, signature: string): Promise<string | undefined> {
  return recoverDigestSigner(() => authorizationDigest(rail, fields), signature)
}

/**
 * The address whose key signed an EIP-712 digest, or undefined when the signature is not a
 * recoverable 65-byte ECDSA signature with a low s. The digest is computed only for a signature of that form.
 */
export async function recoverDigestSigner(digestOf: () => Promise<Uint8Array> | Uint8Array, signature: string): Promise<string | undefined> {
  const viem = await loadViem()
  const bytes = viem.hexToBytes(signature as `0x${string}`)
  if (bytes.length !== 65) return undefined
  const v = bytes[64]!
  const recid = v >= 27 ? v - 27 : v
  if (recid !== 0 && recid !== 1) return undefined
  if (viem.bytesToBigInt(bytes.subarray(32, 64)) > HALF_ORDER) return undefined
  const digest = await digestOf()
  const binding = nativeBinding()
  try {
    if (binding) {
      const publicKey = binding.ecdsaRecover(bytes.subarray(0, 64), recid, digest, false)
      return `0x${Buffer.from(keccak(publicKey.subarray(1))).toString('hex').slice(-40)}`
    }
    return await viem.recoverAddress({ hash: viem.bytesToHex(digest), signature: signature as `0x${string}` })
  } catch {
    return undefined
  }
}

/** Which implementation recovers signatures on this host (said in the benchmark). */
export function signerBackend(): 'libsecp256k1' | 'viem' {
  return nativeBinding() ? 'libsecp256k1' : 'viem'
}
