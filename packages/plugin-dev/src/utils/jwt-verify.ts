import { invalidField } from '@svc/core'
import { constants, createHmac, createPublicKey, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto'
import type { JsonObject } from './json.ts'
import type { DecodedJwt } from './jwt.ts'

export interface Verification {
  /** True only when a signature was checked with the given key and matched. */
  verified: boolean
  method: 'none' | 'secret' | 'jwk'
  reason: string
}

const HASH: Record<string, string> = { 256: 'sha256', 384: 'sha384', 512: 'sha512' }
const CURVE: Record<string, string> = { ES256: 'prime256v1', ES384: 'secp384r1', ES512: 'secp521r1' }

export interface VerifyKey {
  secret?: Buffer
  jwk?: JsonObject
}

/** Checks the signature with node:crypto when a secret or JWK is given; never trusts the token's claims about keys. */
export function verifyJwt(jwt: DecodedJwt, key: VerifyKey, warnings: string[]): Verification {
  const alg = typeof jwt.header.alg === 'string' ? jwt.header.alg : undefined
  const method = key.jwk ? 'jwk' : key.secret ? 'secret' : 'none'
  const no = (reason: string): Verification => ({ verified: false, method, reason })
  if (method === 'none') return no('not checked: no secret or jwk was given, so nothing about this token is trusted')
  if (!alg) return no('the header has no alg')
  if (alg === 'none') return no('alg "none": an unsecured JWT has no signature to verify')
  const data = Buffer.from(jwt.signingInput, 'ascii')
  const family = alg.slice(0, 2)
  const bits = alg.slice(2)
  if (key.jwk && typeof key.jwk.alg === 'string' && key.jwk.alg !== alg) return no(`the jwk is for ${key.jwk.alg}, the token says ${alg}`)
  if (key.jwk && key.jwk.use !== undefined && key.jwk.use !== 'sig') return no(`the jwk's use is "${String(key.jwk.use)}", not "sig"`)
  const secret = key.secret ?? (key.jwk?.kty === 'oct' ? octSecret(key.jwk) : undefined)
  if (secret) {
    if (family !== 'HS' || !HASH[bits]) return no(`${alg} is verified with a public key (jwk), not a shared secret`)
    if (secret.length < Number(bits) / 8) warnings.push(`the secret is ${secret.length} bytes; RFC 7518 §3.2 asks ${alg} keys for at least ${Number(bits) / 8}`)
    const expected = createHmac(HASH[bits]!, secret).update(data).digest()
    const ok = expected.length === jwt.signature.length && timingSafeEqual(expected, jwt.signature)
    return ok ? { verified: true, method, reason: `${alg} signature matches` } : no(`${alg} signature does not match this secret`)
  }
  const publicKey = publicKeyOf(key.jwk!)
  if (family === 'HS') return no(`${alg} is verified with a shared secret (secret, or a jwk of kty oct), not a key of kty ${String(key.jwk!.kty)}`)
  const type = publicKey.asymmetricKeyType
  let options: Parameters<typeof verify>[2] = publicKey
  let hash: string | null = HASH[bits] ?? null
  if ((family === 'RS' || family === 'PS') && hash) {
    if (type !== 'rsa') return no(`${alg} needs an RSA key; the jwk is ${type}`)
    if (family === 'PS') options = { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST }
  } else if (family === 'ES' && CURVE[alg]) {
    const curve = publicKey.asymmetricKeyDetails?.namedCurve
    if (type !== 'ec' || curve !== CURVE[alg]) return no(`${alg} needs an EC key on ${CURVE[alg]}; the jwk is ${type}${curve ? ` on ${curve}` : ''}`)
    options = { key: publicKey, dsaEncoding: 'ieee-p1363' }
  } else if (alg === 'EdDSA' || alg === 'Ed25519') {
    if (type !== 'ed25519' && (alg === 'Ed25519' || type !== 'ed448')) return no(`${alg} needs an Ed25519${alg === 'EdDSA' ? ' or Ed448' : ''} key; the jwk is ${type}`)
    hash = null
  } else {
    return no(`alg "${alg}" is not supported for verification (HS, RS, PS, ES 256/384/512 and EdDSA are)`)
  }
  let ok = false
  try {
    ok = verify(hash, data, options, jwt.signature)
  } catch {
    ok = false
  }
  return ok ? { verified: true, method, reason: `${alg} signature matches` } : no(`${alg} signature does not match this key`)
}

function octSecret(jwk: JsonObject): Buffer {
  if (typeof jwk.k !== 'string' || !/^[A-Za-z0-9_-]+$/.test(jwk.k)) throw invalidField('jwk', 'an oct key needs k, the secret in base64url')
  return Buffer.from(jwk.k, 'base64url')
}

function publicKeyOf(jwk: JsonObject): KeyObject {
  if (!['RSA', 'EC', 'OKP'].includes(String(jwk.kty))) throw invalidField('jwk', 'kty must be oct, RSA, EC or OKP')
  try {
    return createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' })
  } catch (error) {
    throw invalidField('jwk', `not a usable ${String(jwk.kty)} key (${(error as Error).message})`)
  }
}

/** Decodes `secret` as sent in `encoding`; malformed text is a 400. */
export function secretBytes(secret: string, encoding: 'utf8' | 'base64' | 'base64url' | 'hex'): Buffer {
  const patterns = { utf8: /^[\s\S]*$/, base64: /^[A-Za-z0-9+/]*={0,2}$/, base64url: /^[A-Za-z0-9_-]*$/, hex: /^(?:[0-9a-fA-F]{2})*$/ }
  if (!patterns[encoding].test(secret)) throw invalidField('secret', `is not valid ${encoding}`)
  const bytes = Buffer.from(secret, encoding)
  if (bytes.length === 0) throw invalidField('secret', 'decodes to no bytes')
  return bytes
}
