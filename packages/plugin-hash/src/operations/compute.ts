import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { ALGORITHMS, digest, supportsHmac } from '../algorithms.ts'
import { decodeBase64, isBase64 } from '../base64.ts'

const MAX_BYTES = 1_000_000
/** Base64 of MAX_BYTES, with room for MIME line breaks. */
const MAX_BASE64_CHARS = Math.ceil(MAX_BYTES / 3) * 4 + 40_000

export default defineOperation({
  name: 'compute',
  sources: sourcesInWords('none (node:crypto, node:zlib)'),
  method: 'POST',
  description: 'Computes cryptographic digests (SHA-2, SHA-3, BLAKE2, MD5, RIPEMD-160), HMACs and CRC-32 checksums of a text or of base64 bytes.',
  input: v.strictObject({
    text: v.optional(v.pipe(v.string(), v.maxLength(MAX_BYTES))),
    base64: v.optional(v.pipe(v.string(), v.maxLength(MAX_BASE64_CHARS), v.check(isBase64, 'must be base64 or base64url'))),
    algorithms: v.optional(v.pipe(v.array(v.picklist(ALGORITHMS, `must be one of ${ALGORITHMS.join(', ')}`)), v.minLength(1), v.maxLength(10)), ['sha256']),
    encoding: v.optional(v.picklist(['hex', 'base64', 'base64url']), 'hex'),
    hmacKey: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))),
  }),
  response: 'legacy',
  bodyLimitBytes: 4 * 1024 * 1024, // 1,000,000 bytes as base64, or as multi-byte text
  keywords: ['checksum', 'digest', 'fingerprint', 'sha256 of a string', 'md5 sum', 'hmac signature', 'crc32'],
  // Shown on /docs/hash.compute; the conformance test checks this is what the operation answers.
  example: {
    params: { text: 'hello', algorithms: ['sha256'] },
    answer: {
      input: { bytes: 5, encoding: 'utf8' },
      encoding: 'hex',
      hmac: false,
      hashes: { sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' },
    },
  },
  // No data or two forms of it, or an HMAC of crc32, can only fail: the 400 comes before any 402.
  check: (input) => {
    if ((input.text === undefined) === (input.base64 === undefined)) {
      const message = input.text === undefined ? 'text: give the data as text or as base64' : 'text: give either text or base64, not both'
      throw invalidField('text', message)
    }
    if (input.hmacKey !== undefined && !input.algorithms.every(supportsHmac)) throw invalidField('algorithms', 'crc32 has no HMAC form; remove it or drop hmacKey')
  },
  handler: ({ input }) => {
    const bytes = input.text !== undefined ? Buffer.from(input.text, 'utf8') : decodeBase64(input.base64!)
    if (input.base64 !== undefined && bytes.byteLength > MAX_BYTES) {
      throw invalidField('base64', `decodes to ${bytes.byteLength} bytes; at most ${MAX_BYTES}`)
    }
    const algorithms = [...new Set(input.algorithms)]
    const hashes = Object.fromEntries(algorithms.map((algorithm) => [algorithm, digest(algorithm, bytes, input.encoding, input.hmacKey)]))
    return {
      input: { bytes: bytes.byteLength, encoding: input.text !== undefined ? 'utf8' : 'base64' },
      encoding: input.encoding,
      hmac: input.hmacKey !== undefined,
      hashes,
    }
  },
})
