import { createHash, createHmac } from 'node:crypto'
import { crc32 } from 'node:zlib'

/** Digest algorithms offered, all from node:crypto except CRC-32 (node:zlib). */
export const ALGORITHMS = [
  'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha512-256',
  'sha3-256', 'sha3-384', 'sha3-512', 'blake2b512', 'blake2s256', 'ripemd160', 'crc32',
] as const

export type Algorithm = (typeof ALGORITHMS)[number]
export type Encoding = 'hex' | 'base64' | 'base64url'

/** CRC-32 is a checksum, not a keyed hash: it has no HMAC form. */
export const supportsHmac = (algorithm: Algorithm): boolean => algorithm !== 'crc32'

export function digest(algorithm: Algorithm, bytes: Buffer, encoding: Encoding, hmacKey?: string): string {
  if (algorithm === 'crc32') {
    const checksum = Buffer.alloc(4)
    checksum.writeUInt32BE(crc32(bytes))
    return checksum.toString(encoding)
  }
  const hash = hmacKey === undefined ? createHash(algorithm) : createHmac(algorithm, hmacKey)
  return hash.update(bytes).digest(encoding)
}
