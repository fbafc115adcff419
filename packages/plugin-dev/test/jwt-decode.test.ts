import { constants, createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ok, rejects } from './_app.ts'

const decode = (body: Record<string, unknown>) => ok('jwt-decode', body)
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

// jwt.io's example token, signed with HS256 and the secret "your-256-bit-secret".
const JWT_IO = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
// RFC 7515 appendix A.1 (HS256) and A.3 (ES256): the same claims, with the RFC's keys.
const RFC_PAYLOAD = 'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ'
const RFC_HS256 = `eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.${RFC_PAYLOAD}.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk`
const RFC_HS256_KEY = { kty: 'oct', k: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow' }
const RFC_ES256 = `eyJhbGciOiJFUzI1NiJ9.${RFC_PAYLOAD}.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q`
const RFC_ES256_KEY = { kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' }

function signed(alg: string, payload: object, key: KeyObject | string, options: Record<string, unknown> = {}): string {
  const input = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`
  const bits = alg.slice(2)
  const signature = typeof key === 'string'
    ? createHmac(`sha${bits}`, key).update(input).digest()
    : sign(alg === 'EdDSA' ? null : `sha${bits}`, Buffer.from(input), { key, ...options })
  return `${input}.${signature.toString('base64url')}`
}

describe('dev.jwt-decode', () => {
  it('decodes jwt.io\'s example without verifying it when no key is given', async () => {
    expect(await decode({ token: JWT_IO, at: '2020-01-01T00:00:00Z' })).toStrictEqual({
      header: { alg: 'HS256', typ: 'JWT' },
      payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
      signature: { present: true, bytes: 32, algorithm: 'HS256' },
      claims: { iss: null, sub: '1234567890', aud: null, jti: null, exp: null, nbf: null, iat: '2018-01-18T01:30:22.000Z' },
      checkedAt: '2020-01-01T00:00:00.000Z',
      expired: null,
      notYetValid: null,
      expiresInSeconds: null,
      verified: false,
      verification: { verified: false, method: 'none', reason: 'not checked: no secret or jwk was given, so nothing about this token is trusted' },
      warnings: [],
    })
  })

  it('verifies HS256 with the right secret only', async () => {
    const right = await decode({ token: JWT_IO, secret: 'your-256-bit-secret' })
    expect(right).toMatchObject({ verified: true, verification: { method: 'secret', reason: 'HS256 signature matches' } })
    expect(right.warnings).toStrictEqual(['the secret is 19 bytes; RFC 7518 §3.2 asks HS256 keys for at least 32'])
    expect(await decode({ token: JWT_IO, secret: 'your-256-bit-secreT' })).toMatchObject({ verified: false, verification: { reason: 'HS256 signature does not match this secret' } })
    expect((await decode({ token: JWT_IO, secret: Buffer.from('your-256-bit-secret').toString('hex'), secretEncoding: 'hex' })).verified).toBe(true)
    expect((await decode({ token: JWT_IO, secret: Buffer.from('your-256-bit-secret').toString('base64'), secretEncoding: 'base64' })).verified).toBe(true)
    expect((await decode({ token: `Bearer ${JWT_IO}`, secret: 'your-256-bit-secret' })).verified).toBe(true)
  })

  it('verifies the RFC 7515 examples (HS256 with an oct JWK, ES256 with an EC JWK) and reads their claims', async () => {
    const hs = await decode({ token: RFC_HS256, jwk: RFC_HS256_KEY, at: '2011-03-22T18:42:59Z' })
    expect(hs).toMatchObject({ verified: true, header: { typ: 'JWT', alg: 'HS256' }, payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true } })
    expect(hs).toMatchObject({ claims: { iss: 'joe', exp: '2011-03-22T18:43:00.000Z' }, expired: false, expiresInSeconds: 1 })
    expect(await decode({ token: RFC_HS256, at: '2011-03-22T18:43:00Z' })).toMatchObject({ expired: true, expiresInSeconds: 0, verified: false })
    expect(await decode({ token: RFC_ES256, jwk: RFC_ES256_KEY })).toMatchObject({ verified: true, signature: { bytes: 64, algorithm: 'ES256' }, expired: true })
  })

  it('verifies HS384/512, RS256, PS384, ES384/512 and EdDSA with node:crypto keys', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' })
    const p521 = generateKeyPairSync('ec', { namedCurve: 'P-521' })
    const ed = generateKeyPairSync('ed25519')
    const claims = { sub: 'x' }
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['HS384', signed('HS384', claims, 'k'.repeat(48)), { secret: 'k'.repeat(48) }],
      ['HS512', signed('HS512', claims, 'k'.repeat(64)), { secret: 'k'.repeat(64) }],
      ['RS256', signed('RS256', claims, rsa.privateKey), { jwk: rsa.publicKey.export({ format: 'jwk' }) }],
      ['PS384', signed('PS384', claims, rsa.privateKey, { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 48 }), { jwk: rsa.publicKey.export({ format: 'jwk' }) }],
      ['ES384', signed('ES384', claims, p384.privateKey, { dsaEncoding: 'ieee-p1363' }), { jwk: p384.publicKey.export({ format: 'jwk' }) }],
      ['ES512', signed('ES512', claims, p521.privateKey, { dsaEncoding: 'ieee-p1363' }), { jwk: p521.publicKey.export({ format: 'jwk' }) }],
      ['EdDSA', signed('EdDSA', claims, ed.privateKey), { jwk: ed.publicKey.export({ format: 'jwk' }) }],
    ]
    for (const [alg, token, key] of cases) {
      expect(await decode({ token, ...key }), alg).toMatchObject({ verified: true, verification: { reason: `${alg} signature matches` }, warnings: [] })
      const tampered = token.replace(/\.[^.]+\./, `.${b64({ sub: 'y' })}.`)
      expect((await decode({ token: tampered, ...key })).verified, `${alg} tampered`).toBe(false)
    }
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
    expect(await decode({ token: cases[2]![1], jwk: other.publicKey.export({ format: 'jwk' }) })).toMatchObject({ verified: false, verification: { reason: 'RS256 signature does not match this key' } })
  })

  it('never verifies on the token\'s say-so: alg none, algorithm confusion, mismatched keys', async () => {
    const none = `${b64({ alg: 'none' })}.${b64({ sub: 'admin' })}.`
    expect(await decode({ token: none, secret: 'x' })).toMatchObject({ verified: false, signature: { present: false, bytes: 0, algorithm: 'none' }, verification: { reason: 'alg "none": an unsecured JWT has no signature to verify' } })
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const publicPem = rsa.publicKey.export({ format: 'pem', type: 'spki' }).toString()
    const confused = signed('HS256', { sub: 'admin' }, publicPem)
    expect(await decode({ token: confused, jwk: rsa.publicKey.export({ format: 'jwk' }) })).toMatchObject({ verified: false, verification: { reason: 'HS256 is verified with a shared secret (secret, or a jwk of kty oct), not a key of kty RSA' } })
    expect(await decode({ token: RFC_ES256, secret: 'x' })).toMatchObject({ verified: false, verification: { reason: 'ES256 is verified with a public key (jwk), not a shared secret' } })
    expect(await decode({ token: RFC_ES256, jwk: { ...RFC_ES256_KEY, alg: 'ES384' } })).toMatchObject({ verified: false, verification: { reason: 'the jwk is for ES384, the token says ES256' } })
    expect(await decode({ token: RFC_ES256, jwk: rsa.publicKey.export({ format: 'jwk' }) })).toMatchObject({ verified: false, verification: { reason: 'ES256 needs an EC key on prime256v1; the jwk is rsa' } })
  })

  it('reads registered claims: audience lists, time claims, and reports malformed ones', async () => {
    const payload = { iss: 'https://issuer.example', aud: ['a', 'b'], jti: 'id-1', nbf: 1700000000, exp: 1700003600.5, iat: 'yesterday', sub: 7 }
    const data = await decode({ token: `${b64({ alg: 'HS256' })}.${b64(payload)}.c2ln`, at: '2023-11-14T22:00:00Z' })
    expect(data.claims).toStrictEqual({ iss: 'https://issuer.example', sub: null, aud: ['a', 'b'], jti: 'id-1', exp: '2023-11-14T23:13:20.500Z', nbf: '2023-11-14T22:13:20.000Z', iat: null })
    expect(data).toMatchObject({ expired: false, notYetValid: true, expiresInSeconds: 4400 })
    expect(data.warnings).toStrictEqual(['iat is not a NumericDate (a number of seconds since 1970): "yesterday"', 'sub should be a string: 7'])
    expect((await decode({ token: `${b64({ alg: 'HS256' })}.${b64({ aud: 'one' })}.` })).claims.aud).toStrictEqual(['one'])
  })

  it('refuses what is not a JWS compact JWT, naming the token', async () => {
    const header = b64({ alg: 'HS256' })
    const bad: Array<[string, RegExp]> = [
      ['abc', /has 1/], ['a.b', /has 2/], ['a.b.c.d', /has 4/], [`${header}.${header}.x.y.z`, /encrypted JWT \(JWE/],
      [`${header}.eyJ$.sig`, /payload is not base64url/], [`${header}.${b64('not json')}.sig`, /payload does not decode to UTF-8 JSON/],
      [`${b64([1])}.${b64({})}.sig`, /header is not a JSON object/], [`.${b64({})}.sig`, /header is empty/],
      [`${header}.${b64({})}.a`, /signature is not base64url/], [`${header}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.`, /UTF-8/],
    ]
    for (const [token, message] of bad) expect((await rejects('jwt-decode', { token }, 'token')).error, token).toMatch(message)
  })

  it('enforces its bounds, naming the field', async () => {
    await rejects('jwt-decode', {}, 'token')
    await rejects('jwt-decode', { token: '' }, 'token')
    await rejects('jwt-decode', { token: 'a'.repeat(100_001) }, 'token')
    await rejects('jwt-decode', { token: JWT_IO, secret: '' }, 'secret')
    await rejects('jwt-decode', { token: JWT_IO, secret: 'x'.repeat(4097) }, 'secret')
    await rejects('jwt-decode', { token: JWT_IO, secret: 'zz', secretEncoding: 'hex' }, 'secret')
    await rejects('jwt-decode', { token: JWT_IO, secret: 'a', secretEncoding: 'latin1' }, 'secretEncoding')
    await rejects('jwt-decode', { token: JWT_IO, secret: 'a', jwk: RFC_HS256_KEY }, 'jwk')
    await rejects('jwt-decode', { token: JWT_IO, jwk: 'key' }, 'jwk')
    await rejects('jwt-decode', { token: JWT_IO, jwk: { kty: 'oct' } }, 'jwk')
    await rejects('jwt-decode', { token: RFC_ES256, jwk: { kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' } }, 'jwk')
    await rejects('jwt-decode', { token: RFC_ES256, jwk: { kty: 'DSA' } }, 'jwk')
    for (const at of ['2020-01-01', 'yesterday', 5]) await rejects('jwt-decode', { token: JWT_IO, at }, 'at')
    await rejects('jwt-decode', { token: JWT_IO, verify: true }, 'verify')
  })
})
