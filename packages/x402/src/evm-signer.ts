import { createRequire } from 'node:module'
import { keccak256 } from 'js-sha3'
import type { EvmRail } from './rails.ts'
import { ownBinding, ownBindingPath } from './secp256k1-native.ts'
import { startSignatureThread, type SignatureThread } from './signature-thread.ts'

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

/**
 * Keccak-256 of a payment's bytes into `out`: the own addon's C (~0.15 µs a 96-byte hash), else js-sha3
 * (~3 µs, itself ~3x quicker than viem's noble on these short inputs).
 */
export function keccakInto(bytes: Uint8Array, out: Uint8Array = new Uint8Array(32)): Uint8Array {
  const binding = ownBinding()
  if (binding) binding.keccak256(bytes, out)
  else out.set(keccak256.digest(bytes))
  return out
}
const keccak = (bytes: Uint8Array): Uint8Array => keccakInto(bytes)

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

/** HALF_ORDER as the 32 big-endian bytes of a signature's s, compared without a BigInt. */
const HALF_ORDER_BYTES = Buffer.from(HALF_ORDER.toString(16).padStart(64, '0'), 'hex')

/** A `0x` signature's 65 bytes when it is recoverable with a low s (recovery id 0 or 1, or 27/28), else undefined. */
function recoverable(signature: string): { bytes: Buffer; recid: number } | undefined {
  if (signature.length !== 132 || signature[0] !== '0' || (signature[1] !== 'x' && signature[1] !== 'X')) return undefined
  // Decoding stops at the first character that is not hex: such a signature comes out short.
  const bytes = Buffer.from(signature.slice(2), 'hex')
  if (bytes.length !== 65) return undefined
  const v = bytes[64]!
  const recid = v >= 27 ? v - 27 : v
  if (recid !== 0 && recid !== 1) return undefined
  // s above half the order: `compare` is positive when s sorts after it.
  if (bytes.compare(HALF_ORDER_BYTES, 0, 32, 32, 64) > 0) return undefined
  return { bytes, recid }
}

/**
 * The address whose key signed an EIP-712 digest, or undefined when the signature is not a
 * recoverable 65-byte ECDSA signature with a low s. The digest is computed only for a signature of that form.
 */
export async function recoverDigestSigner(digestOf: () => Promise<Uint8Array> | Uint8Array, signature: string): Promise<string | undefined> {
  const parsed = recoverable(signature)
  if (!parsed) return undefined
  const digest = await digestOf()
  const publicKey = recoverPublicKey(parsed, digest)
  if (publicKey) return addressOf(publicKey)
  if (publicKey === null) return undefined
  const viem = await loadViem()
  return viem.recoverAddress({ hash: viem.bytesToHex(digest), signature: signature as `0x${string}` }).catch(() => undefined)
}

/** The public key (x || y, 64 bytes) that signed `digest`; null when none does; undefined without a native binding. */
function recoverPublicKey(parsed: { bytes: Buffer; recid: number }, digest: Uint8Array): Uint8Array | null | undefined {
  const own = ownBinding()
  if (own) {
    const key = new Uint8Array(64)
    return own.recover(parsed.bytes.subarray(0, 64), parsed.recid, digest, key) ? key : null
  }
  const binding = nativeBinding()
  if (!binding) return undefined
  try {
    return binding.ecdsaRecover(parsed.bytes.subarray(0, 64), parsed.recid, digest, false).subarray(1)
  } catch {
    return null
  }
}

const addressOf = (publicKey: Uint8Array) => `0x${Buffer.from(keccak(publicKey)).toString('hex').slice(-40)}`

/** Public keys (64 bytes, no prefix) whose address is the key (lower case), learnt from signatures recovered here. */
const knownKeys = new Map<string, Buffer>()
const KNOWN_KEYS = 10_000

/**
 * Whether `signature` over `digest` recovers to `address` (the recovery id as signed: what the chain's
 * ecrecover returns). The public key of an address recovered before is known here: with the own addon
 * its next signatures are checked against it (`signedByKey`, no square root, no hashing; on the signature
 * thread once it runs, so the main thread serves other calls meanwhile), else
 * recovered and compared; a key that differs is hashed as any other.
 */
export function signedBy(digest: Uint8Array, signature: string, address: string): boolean | Promise<boolean> {
  const parsed = recoverable(signature)
  if (!parsed) return false
  const expected = address.toLowerCase()
  const known = knownKeys.get(expected)
  const own = ownBinding()
  if (known && own) {
    const signature64 = parsed.bytes.subarray(0, 64)
    return signatureThread()?.check(signature64, parsed.recid, digest, known) ?? own.signedByKey(signature64, parsed.recid, digest, known)
  }
  const publicKey = recoverPublicKey(parsed, digest)
  if (publicKey === null) return false
  if (publicKey === undefined) return recoverDigestSigner(() => digest, signature).then((signer) => signer !== undefined && signer.toLowerCase() === expected)
  if (known?.equals(publicKey)) return true
  if (addressOf(publicKey) !== expected) return false
  if (knownKeys.size >= KNOWN_KEYS) knownKeys.delete(knownKeys.keys().next().value!)
  knownKeys.set(expected, Buffer.from(publicKey))
  return true
}

let thread: SignatureThread | null | undefined

/**
 * The thread that checks known keys' signatures off the main thread (signature-thread.ts), started on the
 * first such check or at a host's start; null with no own addon, or with SVC_SIGNATURE_THREAD=0.
 */
function signatureThread(): SignatureThread | null {
  if (thread === undefined) {
    const binding = ownBinding()
    const path = ownBindingPath()
    thread = binding && path && process.env.SVC_SIGNATURE_THREAD !== '0' ? startSignatureThread(path, (...args) => binding.signedByKey(...args)) : null
  }
  return thread
}

/** Stops the signature thread (tests); the next check starts it again. */
export async function stopSignatureThread(): Promise<void> {
  const running = thread
  thread = undefined
  await running?.stop()
}

/** Loads the native bindings and viem now (at a host's start), not on the first payment, and starts the signature thread. */
export async function prepareSigner(): Promise<void> {
  if (!ownBinding()) nativeBinding()
  signatureThread()
  await loadViem()
}

/**
 * Which implementation recovers signatures on this host (said in the benchmark): `libsecp256k1` the
 * own addon (native/), `libsecp256k1-2019` the `secp256k1` package's prebuilt binding, else viem's JS.
 */
export function signerBackend(): 'libsecp256k1' | 'libsecp256k1-2019' | 'viem' {
  if (ownBinding()) return 'libsecp256k1'
  return nativeBinding() ? 'libsecp256k1-2019' : 'viem'
}
