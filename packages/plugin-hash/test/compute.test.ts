import { createTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { hashPlugin } from '../src/index.ts'

const app = createTestApp({ plugins: [hashPlugin], config: { prices: { 'hash.compute': 0 } } })
const compute = async (body: Record<string, unknown>) => {
  const response = await app.request('/api/hash/compute', { json: body })
  return { status: response.status, body: await response.json() }
}

describe('hash.compute', () => {
  it('computes known vectors', async () => {
    const { status, body } = await compute({ text: 'abc', algorithms: ['sha256', 'md5', 'sha1', 'sha3-256', 'sha512', 'crc32'] })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      bytes: 3,
      encoding: 'hex',
      hmac: false,
      hashes: {
        sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        md5: '900150983cd24fb0d6963f7d28e17f72',
        sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
        'sha3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
        sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
        crc32: '352441c2',
      },
    })
    expect((await compute({ text: '' , algorithms: ['md5'] })).body.data.hashes.md5).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect((await compute({ text: '123456789', algorithms: ['crc32'] })).body.data.hashes.crc32).toBe('cbf43926')
  })

  it('defaults to sha256 in hex and supports base64 input and output encodings', async () => {
    const fromBase64 = await compute({ base64: Buffer.from('abc').toString('base64') })
    expect(fromBase64.body.data.hashes).toEqual({ sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' })
    const encoded = await compute({ text: 'abc', encoding: 'base64' })
    expect(encoded.body.data.hashes.sha256).toBe(Buffer.from('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'hex').toString('base64'))
  })

  it('computes HMACs (RFC 4231 test case 2)', async () => {
    const { body } = await compute({ text: 'what do ya want for nothing?', hmacKey: 'Jefe', algorithms: ['sha256', 'sha512'] })
    expect(body.data.hmac).toBe(true)
    expect(body.data.hashes.sha256).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    expect(body.data.hashes.sha512).toBe('164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737')
  })

  it('answers 400 naming the field for bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'text'],
      [{ text: 'a', base64: 'YQ==' }, 'text'],
      [{ base64: 'not base64!' }, 'base64'],
      [{ text: 'a', algorithms: ['sha999'] }, 'algorithms.0'],
      [{ text: 'a', algorithms: [] }, 'algorithms'],
      [{ text: 'a', algorithms: Array(11).fill('md5') }, 'algorithms'],
      [{ text: 'a', encoding: 'octal' }, 'encoding'],
      [{ text: 'a', hmacKey: '' }, 'hmacKey'],
      [{ text: 'a', hmacKey: 'k', algorithms: ['crc32'] }, 'algorithms'],
      [{ text: 'x'.repeat(1_000_001) }, 'text'],
    ]
    for (const [body, field] of cases) {
      const result = await compute(body)
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(result.body.field, JSON.stringify(body).slice(0, 80)).toBe(field)
    }
  })
})
