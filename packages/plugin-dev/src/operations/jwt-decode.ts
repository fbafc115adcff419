import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { isObject, type JsonObject } from '../utils/json.ts'
import { audienceClaim, decodeJwt, stringClaim, timeClaim } from '../utils/jwt.ts'
import { secretBytes, verifyJwt } from '../utils/jwt-verify.ts'

export default defineOperation({
  name: 'jwt-decode',
  sources: sourcesInWords('none (node:crypto)'),
  method: 'POST',
  description: 'Decodes a JWT (header, payload, registered claims with ISO times, expiry); verifies the signature only when a secret or JWK is given.',
  input: v.strictObject({
    token: v.pipe(v.string(), v.minLength(1), v.maxLength(100_000)),
    secret: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
    secretEncoding: v.optional(v.picklist(['utf8', 'base64', 'base64url', 'hex']), 'utf8'),
    jwk: v.optional(v.custom<JsonObject>(isObject, 'expected a JWK object')),
    at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  }),
  response: 'legacy',
  keywords: ['decode jwt', 'jwt debugger', 'inspect token', 'json web token', 'verify jwt signature', 'token expiry'],
  // Two keys at once can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.secret !== undefined && input.jwk) throw invalidField('jwk', 'give either secret or jwk, not both')
  },
  handler: ({ input }) => {
    const jwt = decodeJwt(input.token)
    const warnings: string[] = []
    const now = input.at ? Date.parse(input.at) : Date.now()
    const exp = timeClaim(jwt.payload, 'exp', warnings)
    const nbf = timeClaim(jwt.payload, 'nbf', warnings)
    const iat = timeClaim(jwt.payload, 'iat', warnings)
    const claims = {
      iss: stringClaim(jwt.payload, 'iss', warnings),
      sub: stringClaim(jwt.payload, 'sub', warnings),
      aud: audienceClaim(jwt.payload, warnings),
      jti: stringClaim(jwt.payload, 'jti', warnings),
      exp: exp?.iso ?? null,
      nbf: nbf?.iso ?? null,
      iat: iat?.iso ?? null,
    }
    const key = input.jwk ? { jwk: input.jwk } : input.secret !== undefined ? { secret: secretBytes(input.secret, input.secretEncoding) } : {}
    const verification = verifyJwt(jwt, key, warnings)
    return {
      header: jwt.header,
      payload: jwt.payload,
      signature: { present: jwt.signature.length > 0, bytes: jwt.signature.length, algorithm: typeof jwt.header.alg === 'string' ? jwt.header.alg : null },
      claims,
      checkedAt: new Date(now).toISOString(),
      expired: exp ? now >= exp.value * 1000 : null,
      notYetValid: nbf ? now < nbf.value * 1000 : null,
      expiresInSeconds: exp ? Math.floor(exp.value - now / 1000) : null,
      verified: verification.verified,
      verification,
      warnings,
    }
  },
})
