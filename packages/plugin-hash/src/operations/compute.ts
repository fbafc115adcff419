import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { ALGORITHMS, digest, supportsHmac } from '../algorithms.ts'

const MAX_BYTES = 1_000_000
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/

export default defineOperation({
  name: 'compute',
  method: 'POST',
  description: 'Computes cryptographic digests (SHA-2, SHA-3, BLAKE2, MD5, RIPEMD-160), HMACs and CRC-32 checksums of a text or of base64 bytes.',
  input: v.strictObject({
    text: v.optional(v.pipe(v.string(), v.maxLength(MAX_BYTES))),
    base64: v.optional(v.pipe(v.string(), v.maxLength(Math.ceil(MAX_BYTES / 3) * 4), v.regex(BASE64, 'must be base64 or base64url'))),
    algorithms: v.optional(v.pipe(v.array(v.picklist(ALGORITHMS)), v.minLength(1), v.maxLength(10)), ['sha256']),
    encoding: v.optional(v.picklist(['hex', 'base64', 'base64url']), 'hex'),
    hmacKey: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))),
  }),
  price: { usd: 0.0025 },
  response: 'legacy',
  keywords: ['checksum', 'digest', 'fingerprint', 'sha256 of a string', 'md5 sum', 'hmac signature'],
  handler: ({ input }) => {
    if ((input.text === undefined) === (input.base64 === undefined)) {
      throw createError('INVALID_INPUT', 'text: give exactly one of text or base64', { details: { field: 'text' } })
    }
    const bytes = input.text !== undefined ? Buffer.from(input.text, 'utf8') : Buffer.from(input.base64!, 'base64')
    if (bytes.byteLength > MAX_BYTES) throw createError('INVALID_INPUT', `base64: decodes to more than ${MAX_BYTES} bytes`, { details: { field: 'base64' } })
    const algorithms = [...new Set(input.algorithms)]
    if (input.hmacKey !== undefined && !algorithms.every(supportsHmac)) {
      throw createError('INVALID_INPUT', 'algorithms: crc32 has no HMAC form; remove it or drop hmacKey', { details: { field: 'algorithms' } })
    }
    const hashes = Object.fromEntries(algorithms.map((algorithm) => [algorithm, digest(algorithm, bytes, input.encoding, input.hmacKey)]))
    return { bytes: bytes.byteLength, encoding: input.encoding, hmac: input.hmacKey !== undefined, hashes }
  },
})
