import { invalidField } from '@svc/core'
import { hasOwn, isObject, type JsonObject } from './json.ts'

export interface DecodedJwt {
  header: JsonObject
  payload: JsonObject
  /** `<header>.<payload>` as sent: the bytes the signature covers. */
  signingInput: string
  signature: Buffer
}

const BASE64URL = /^[A-Za-z0-9_-]*$/

/** Splits and decodes a JWS compact JWT (RFC 7515/7519); never checks the signature. */
export function decodeJwt(raw: string): DecodedJwt {
  const token = raw.trim().replace(/^bearer\s+/i, '')
  const parts = token.split('.')
  if (parts.length === 5) throw invalidField('token', 'this is an encrypted JWT (JWE, 5 parts); it cannot be read without the recipient\'s key')
  if (parts.length !== 3) throw invalidField('token', `a JWT has 3 base64url parts separated by dots; this has ${parts.length}`)
  const [header, payload, signature] = parts as [string, string, string]
  return {
    header: jsonPart(header, 'header'),
    payload: jsonPart(payload, 'payload'),
    signingInput: `${header}.${payload}`,
    signature: bytesOf(signature, 'signature'),
  }
}

function bytesOf(part: string, name: string): Buffer {
  if (!BASE64URL.test(part) || part.length % 4 === 1) throw invalidField('token', `the ${name} is not base64url (RFC 4648 §5, no padding)`)
  return Buffer.from(part, 'base64url')
}

function jsonPart(part: string, name: 'header' | 'payload'): JsonObject {
  if (part === '') throw invalidField('token', `the ${name} is empty`)
  const bytes = bytesOf(part, name)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw invalidField('token', `the ${name} does not decode to UTF-8 JSON`)
  }
  if (!isObject(value)) throw invalidField('token', `the ${name} is not a JSON object`)
  return value
}

export interface TimeClaim {
  /** NumericDate as sent: seconds since 1970-01-01T00:00:00Z. */
  value: number
  iso: string
}

/** Reads a NumericDate claim; anything else is reported as a warning. */
export function timeClaim(payload: JsonObject, name: 'exp' | 'nbf' | 'iat', warnings: string[]): TimeClaim | null {
  if (!hasOwn(payload, name)) return null
  const value = payload[name]
  const date = typeof value === 'number' ? new Date(value * 1000) : undefined
  if (!date || Number.isNaN(date.getTime())) {
    warnings.push(`${name} is not a NumericDate (a number of seconds since 1970): ${JSON.stringify(value)}`)
    return null
  }
  return { value: value as number, iso: date.toISOString() }
}

export function stringClaim(payload: JsonObject, name: string, warnings: string[]): string | null {
  if (!hasOwn(payload, name)) return null
  const value = payload[name]
  if (typeof value === 'string') return value
  warnings.push(`${name} should be a string: ${JSON.stringify(value)}`)
  return null
}

/** `aud` may be one string or an array of strings; answered as an array. */
export function audienceClaim(payload: JsonObject, warnings: string[]): string[] | null {
  if (!hasOwn(payload, 'aud')) return null
  const value = payload.aud
  if (typeof value === 'string') return [value]
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[]
  warnings.push(`aud should be a string or an array of strings: ${JSON.stringify(value)}`)
  return null
}
