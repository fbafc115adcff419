/**
 * Bitcoin Cash CashAddr (https://github.com/bitcoincashorg/bitcoincash.org/blob/master/spec/cashaddr.md):
 * base32 with a 40-bit BCH checksum over the prefix's low 5 bits, a 0 separator and the payload.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n]

function polymod(values: number[]): bigint {
  let c = 1n
  for (const d of values) {
    const c0 = c >> 35n
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d)
    for (let i = 0; i < 5; i++) if ((c0 >> BigInt(i)) & 1n) c ^= GENERATORS[i]!
  }
  return c ^ 1n
}

const prefixValues = (prefix: string) => [...prefix].map((ch) => ch.charCodeAt(0) & 0x1f)

/** Regroups bits (8 -> 5 or 5 -> 8); strict mode rejects non-zero padding. */
function convertBits(data: number[], from: number, to: number, pad: boolean): number[] | null {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const max = (1 << to) - 1
  for (const value of data) {
    acc = (acc << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & max)
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max)
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return null
  }
  return out
}

const HASH_SIZES = [160, 192, 224, 256, 320, 384, 448, 512]

export interface CashAddr {
  prefix: string
  type: 'p2pkh' | 'p2sh'
  hash: Uint8Array
}

/** Decodes a CashAddr (prefix optional, default `bitcoincash`); throws with the reason when invalid. */
export function decodeCashAddr(input: string, defaultPrefix = 'bitcoincash'): CashAddr {
  if (input !== input.toLowerCase() && input !== input.toUpperCase()) throw new Error('mixed case')
  const text = input.toLowerCase()
  const [prefix, payload] = text.includes(':') ? text.split(':', 2) as [string, string] : [defaultPrefix, text]
  if (!payload) throw new Error('empty payload')
  const values: number[] = []
  for (const ch of payload) {
    const value = CHARSET.indexOf(ch)
    if (value < 0) throw new Error(`invalid character "${ch}"`)
    values.push(value)
  }
  if (values.length < 8 + 1) throw new Error('too short')
  if (polymod([...prefixValues(prefix), 0, ...values]) !== 0n) throw new Error('checksum mismatch')
  const bytes = convertBits(values.slice(0, -8), 5, 8, false)
  if (!bytes || bytes.length < 1) throw new Error('invalid padding')
  const version = bytes[0]!
  if (version & 0x80) throw new Error('reserved version bit set')
  const typeBits = (version >> 3) & 0x0f
  const size = HASH_SIZES[version & 0x07]!
  const hash = Uint8Array.from(bytes.slice(1))
  if (hash.length * 8 !== size) throw new Error(`hash length ${hash.length * 8} does not match the version's ${size} bits`)
  if (typeBits !== 0 && typeBits !== 1) throw new Error(`unknown address type ${typeBits}`)
  return { prefix, type: typeBits === 0 ? 'p2pkh' : 'p2sh', hash }
}

/** Encodes a CashAddr (lower case, with prefix). */
export function encodeCashAddr(prefix: string, type: 'p2pkh' | 'p2sh', hash: Uint8Array): string {
  const sizeBits = HASH_SIZES.indexOf(hash.length * 8)
  if (sizeBits < 0) throw new Error('unsupported hash length')
  const version = ((type === 'p2pkh' ? 0 : 1) << 3) | sizeBits
  const data = convertBits([version, ...hash], 8, 5, true)!
  const checksum = polymod([...prefixValues(prefix), 0, ...data, 0, 0, 0, 0, 0, 0, 0, 0])
  const check = Array.from({ length: 8 }, (_, i) => Number((checksum >> BigInt(5 * (7 - i))) & 31n))
  return `${prefix}:${[...data, ...check].map((value) => CHARSET[value]).join('')}`
}
