import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { ALGORITHMS } from '../src/algorithms.ts'
import { hashPlugin } from '../src/index.ts'

const h = testHost({ plugins: [hashPlugin] })
const compute = (body: Record<string, unknown>) => h.call('/api/hash/compute', body)
const hashes = async (body: Record<string, unknown>) => {
  const { status, body: answer } = await compute(body)
  expect(status, JSON.stringify(answer).slice(0, 200)).toBe(200)
  return answer.data.hashes as Record<string, string>
}

/** Published test vectors for "abc" (FIPS 180-4, FIPS 202, RFC 1321, RFC 7693, RIPEMD-160 paper) and the CRC-32 of it. */
const ABC: Record<(typeof ALGORITHMS)[number], string> = {
  md5: '900150983cd24fb0d6963f7d28e17f72',
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha224: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  'sha512-256': '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23',
  'sha3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
  'sha3-384': 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25',
  'sha3-512': 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  blake2b512: 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
  blake2s256: '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982',
  ripemd160: '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc',
  crc32: '352441c2',
}

describe('hash.compute', () => {
  it('answers the documented legacy object, sha256 in hex by default', async () => {
    const { status, body } = await compute({ text: 'abc' })
    expect(status).toBe(200)
    expect(body.data).toStrictEqual({ input: { bytes: 3, encoding: 'utf8' }, encoding: 'hex', hmac: false, hashes: { sha256: ABC.sha256 } })
  })

  it('matches the published vectors of every algorithm', async () => {
    const all = [...ALGORITHMS]
    for (let start = 0; start < all.length; start += 10) {
      const algorithms = all.slice(start, start + 10)
      expect(await hashes({ text: 'abc', algorithms })).toEqual(Object.fromEntries(algorithms.map((algorithm) => [algorithm, ABC[algorithm]])))
    }
    expect(await hashes({ text: '', algorithms: ['md5', 'sha256'] })).toEqual({
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    })
    expect((await hashes({ text: '123456789', algorithms: ['crc32'] })).crc32).toBe('cbf43926')
    // Text is hashed as UTF-8: "é" is the two bytes C3 A9.
    expect((await compute({ text: 'é' })).body.data.input.bytes).toBe(2)
    expect(await hashes({ text: 'é', algorithms: ['md5', 'crc32'] })).toEqual(await hashes({ base64: 'w6k=', algorithms: ['md5', 'crc32'] }))
  })

  it('computes HMACs (RFC 4231 test cases 1 and 2, RFC 2202)', async () => {
    const case1 = await compute({ text: 'Hi There', hmacKey: '\u000b'.repeat(20), algorithms: ['sha256', 'sha512'] })
    expect(case1.body.data.hmac).toBe(true)
    expect(case1.body.data.hashes).toEqual({
      sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      sha512: '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    })
    expect(await hashes({ text: 'what do ya want for nothing?', hmacKey: 'Jefe', algorithms: ['sha224', 'sha256', 'sha384', 'md5', 'sha1'] })).toEqual({
      sha224: 'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44',
      sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      sha384: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
      md5: '750c783e6ab0b503eaa86e310a5db738',
      sha1: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
    })
    const keyed = await hashes({ text: 'abc', hmacKey: 'k', algorithms: ['sha3-256', 'blake2b512', 'blake2s256', 'ripemd160', 'sha512-256'] })
    for (const [algorithm, value] of Object.entries(keyed)) expect(value.length, algorithm).toBe(ABC[algorithm as keyof typeof ABC].length)
  })

  it('takes base64 or base64url bytes (MIME line breaks allowed) and answers in hex, base64 or base64url', async () => {
    const fromBase64 = await compute({ base64: 'YWJj' })
    expect(fromBase64.body.data).toMatchObject({ input: { bytes: 3, encoding: 'base64' }, hashes: { sha256: ABC.sha256 } })
    expect(await hashes({ base64: 'YW\r\nJj' })).toEqual({ sha256: ABC.sha256 })
    expect(await hashes({ base64: '+/8=' })).toEqual(await hashes({ base64: '-_8' }))
    expect((await compute({ base64: '' })).body.data).toMatchObject({ input: { bytes: 0 }, hashes: { sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' } })
    const raw = Buffer.from(ABC.sha256, 'hex')
    expect((await hashes({ text: 'abc', encoding: 'base64' })).sha256).toBe(raw.toString('base64'))
    expect((await hashes({ text: 'abc', encoding: 'base64url' })).sha256).toBe(raw.toString('base64url'))
    expect(await hashes({ text: 'abc', algorithms: ['sha256', 'sha256'] })).toEqual({ sha256: ABC.sha256 })
  })

  it('answers 400 naming the field for bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'text'],
      [{ text: 'a', base64: 'YQ==' }, 'text'],
      [{ text: 5 }, 'text'],
      [{ base64: 'not base64!' }, 'base64'],
      [{ base64: 'Y' }, 'base64'],
      [{ base64: 'YQ=' }, 'base64'],
      [{ base64: 'a+b_' }, 'base64'],
      [{ text: 'a', algorithms: ['sha999'] }, 'algorithms.0'],
      [{ text: 'a', algorithms: ['sha256', 'SHA-1'] }, 'algorithms.1'],
      [{ text: 'a', algorithms: 'sha256' }, 'algorithms'],
      [{ text: 'a', algorithms: [] }, 'algorithms'],
      [{ text: 'a', algorithms: Array(11).fill('md5') }, 'algorithms'],
      [{ text: 'a', encoding: 'octal' }, 'encoding'],
      [{ text: 'a', hmacKey: '' }, 'hmacKey'],
      [{ text: 'a', hmacKey: 'k'.repeat(1025) }, 'hmacKey'],
      [{ text: 'a', hmacKey: 'k', algorithms: ['sha256', 'crc32'] }, 'algorithms'],
      [{ text: 'a', salt: 'x' }, 'salt'],
      [{ text: 'x'.repeat(1_000_001) }, 'text'],
    ]
    for (const [body, field] of cases) await h.rejects('/api/hash/compute', field, body)
    expect((await compute({ text: 'a', algorithms: ['sha999'] })).body.error).toContain('must be one of md5, sha1')
  })

  it('limits bytes to 1,000,000, taking them as base64 in its own 4 MiB body limit', async () => {
    expect((await compute({ text: 'x'.repeat(1_000_000), algorithms: ['crc32'] })).body.data.input.bytes).toBe(1_000_000)
    const bytes = (n: number) => Buffer.alloc(n, 7).toString('base64')
    expect((await compute({ base64: bytes(1_000_000), algorithms: ['md5'] })).body.data.input.bytes).toBe(1_000_000)
    expect((await compute({ base64: bytes(1_000_001) })).body).toMatchObject({ status: 400, field: 'base64' })
    expect((await compute({ text: 'x'.repeat(4_200_000) })).body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', limitBytes: 4 * 1024 * 1024 })
  })
})
