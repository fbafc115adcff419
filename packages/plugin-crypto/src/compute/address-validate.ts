import { sha256 } from '@noble/hashes/sha2'
import { base58, base58xrp, bech32, bech32m, createBase58check } from '@scure/base'
import { getAddress } from 'viem'
import type { AddressChain } from '../shared/params.ts'
import { decodeCashAddr, encodeCashAddr } from './cashaddr.ts'

export type Chain = AddressChain

export interface Validation {
  chain: Chain
  address: string
  valid: boolean
  canonical: string | null
  format: string | null
  reason: string | null
}

const base58check = createBase58check(sha256)
const ok = (format: string, canonical: string) => ({ valid: true, canonical, format, reason: null })
const bad = (reason: string, format: string | null = null) => ({ valid: false, canonical: null, format, reason })
type Outcome = Omit<Validation, 'chain' | 'address'>
/** What `decode` reads from `text`; null where it throws (not in the alphabet, bad padding). */
function decodedOrNull<T>(decode: (text: T) => Uint8Array, text: T): Uint8Array | null {
  try {
    return decode(text)
  } catch {
    return null
  }
}

/** Base58Check with the payload's version byte mapped to a format (P2PKH/P2SH-style chains). */
function legacy(address: string, versions: Record<number, string>, payloadLength = 21): Outcome {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch (error) {
    return bad(/checksum/i.test(String(error)) ? 'base58check checksum mismatch' : 'not valid base58')
  }
  if (payload.length !== payloadLength) return bad(`decodes to ${payload.length} bytes, expected ${payloadLength}`)
  const format = versions[payload[0]!]
  return format ? ok(format, address) : bad(`unknown version byte 0x${payload[0]!.toString(16).padStart(2, '0')}`)
}

/** BIP173/BIP350 segwit address: bech32 for witness v0, bech32m for v1-16. */
function segwit(address: string, hrp: string): Outcome {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return bad('mixed case is not allowed in bech32')
  const lower = address.toLowerCase()
  if (!lower.startsWith(`${hrp}1`)) return bad(`bech32 prefix must be ${hrp}`)
  let decoded: { prefix: string; words: number[] } | undefined
  let variant: 'bech32' | 'bech32m' | undefined
  try {
    decoded = bech32.decode(lower as `${string}1${string}`, 90)
    variant = 'bech32'
  } catch {
    try {
      decoded = bech32m.decode(lower as `${string}1${string}`, 90)
      variant = 'bech32m'
    } catch {
      return bad('bech32 checksum mismatch')
    }
  }
  const [version, ...programWords] = decoded.words
  if (version === undefined || version > 16) return bad('invalid witness version')
  if ((version === 0) !== (variant === 'bech32')) return bad(version === 0 ? 'witness v0 needs a bech32 checksum, not bech32m' : `witness v${version} needs a bech32m checksum (BIP350), not bech32`)
  const program = decodedOrNull(bech32.fromWords, programWords)
  if (!program) return bad('invalid padding in the witness program')
  if (program.length < 2 || program.length > 40) return bad(`witness program of ${program.length} bytes`)
  if (version === 0 && program.length !== 20 && program.length !== 32) return bad('witness v0 program must be 20 or 32 bytes')
  const format = version === 0 ? (program.length === 20 ? 'p2wpkh' : 'p2wsh') : version === 1 && program.length === 32 ? 'p2tr' : `witness-v${version}`
  return ok(format, lower)
}

function bitcoinLike(address: string, hrp: string, versions: Record<number, string>): Outcome {
  return address.toLowerCase().startsWith(`${hrp}1`) ? segwit(address, hrp) : legacy(address, versions)
}

function ethereum(address: string): Outcome {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return bad('must be 0x followed by 40 hex characters')
  const checksummed = getAddress(address.toLowerCase())
  const body = address.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return ok('hex (no checksum)', checksummed)
  return checksummed === address ? ok('eip55', checksummed) : bad('EIP-55 checksum mismatch (mixed case does not match)', 'eip55')
}

function solana(address: string): Outcome {
  const bytes = decodedOrNull(base58.decode, address)
  if (!bytes) return bad('not valid base58')
  if (bytes.length !== 32) return bad(`decodes to ${bytes.length} bytes, expected 32`)
  // Solana addresses carry no checksum: 32 bytes in canonical base58 is the whole check.
  return base58.encode(bytes) === address ? ok('base58 (32-byte public key)', address) : bad('non-canonical base58')
}

function ripple(address: string): Outcome {
  const raw = decodedOrNull(base58xrp.decode, address)
  if (!raw) return bad('not valid base58 in the XRP alphabet')
  if (raw.length !== 25) return bad(`decodes to ${raw.length} bytes, expected 25`)
  const payload = raw.subarray(0, 21)
  const check = sha256(sha256(payload)).subarray(0, 4)
  if (!check.every((byte, i) => byte === raw[21 + i])) return bad('checksum mismatch')
  if (payload[0] !== 0) return bad('not a classic account address (version byte is not 0)')
  return ok('classic', address)
}

function bitcoinCash(address: string): Outcome {
  if (/^[13]/.test(address)) {
    const outcome = legacy(address, { 0x00: 'legacy-p2pkh', 0x05: 'legacy-p2sh' })
    if (!outcome.valid) return outcome
    const payload = base58check.decode(address)
    return ok(outcome.format!, encodeCashAddr('bitcoincash', payload[0] === 0 ? 'p2pkh' : 'p2sh', payload.subarray(1)))
  }
  try {
    const decoded = decodeCashAddr(address)
    if (decoded.prefix !== 'bitcoincash') return bad(`prefix ${decoded.prefix} is not mainnet bitcoincash`)
    return ok(`cashaddr-${decoded.type}`, encodeCashAddr('bitcoincash', decoded.type, decoded.hash))
  } catch (error) {
    return bad(`cashaddr: ${(error as Error).message}`)
  }
}

const validators: Record<Chain, (address: string) => Outcome> = {
  btc: (address) => bitcoinLike(address, 'bc', { 0x00: 'p2pkh', 0x05: 'p2sh' }),
  ltc: (address) => bitcoinLike(address, 'ltc', { 0x30: 'p2pkh', 0x32: 'p2sh', 0x05: 'p2sh-legacy' }),
  eth: ethereum,
  sol: solana,
  trx: (address) => (address.startsWith('T') ? legacy(address, { 0x41: 'base58check' }) : bad('TRON addresses start with T')),
  xrp: ripple,
  bch: bitcoinCash,
}

/** Validates an address of a chain, checksum included, and gives its canonical form. */
export function validateAddress(chain: Chain, address: string): Validation {
  return { chain, address, ...validators[chain](address.trim()) }
}
