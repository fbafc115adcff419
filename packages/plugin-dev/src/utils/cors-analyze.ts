import { FORBIDDEN_METHODS, isForbiddenHeader, listHeader, normalizeMethod, SAFELISTED_METHODS, unsafeHeaderNames } from './cors-request.ts'
import { corsCheck, maxAge, preflightChecks, type Check } from './cors-response.ts'

export interface PreflightInput {
  origin: string
  method: string
  credentials: boolean
  requestHeaders: Record<string, string>
  responseHeaders: Record<string, string>
  responseStatus: number
  /** Same-origin target: CORS does not apply. */
  sameOrigin: boolean
}

/** Header names are case-insensitive; repeated names combine with ", " as a browser's header list does. */
export function headerMap(headers: Record<string, string>): Map<string, string> {
  const map = new Map<string, string>()
  for (const [name, raw] of Object.entries(headers)) {
    const value = trimValue(raw)
    const key = name.toLowerCase()
    map.set(key, map.has(key) ? `${map.get(key)}, ${value}` : value)
  }
  return map
}

/** Header values lose leading and trailing HTTP whitespace. */
function trimValue(value: string): string {
  return value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '')
}

const SAFELISTED_RESPONSE_HEADERS = ['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma']

/** What a browser would do with this cross-origin request and these response headers, and why. */
export function analyzePreflight(input: PreflightInput) {
  const method = normalizeMethod(input.method)
  const warnings: string[] = []
  if (method !== input.method) warnings.push(`fetch() normalizes the method "${input.method}" to ${method}`)
  else if (method !== method.toUpperCase()) warnings.push(`fetch() sends "${method}" as given: only DELETE, GET, HEAD, OPTIONS, POST and PUT are upper-cased`)
  // Each member is one entry of the request's header list (names differing in case stay separate entries, as with append).
  const sent: Array<[string, string]> = []
  for (const [name, raw] of Object.entries(input.requestHeaders)) {
    const value = trimValue(raw)
    if (isForbiddenHeader(name, value)) warnings.push(`${name.toLowerCase()} is a forbidden request header: the browser drops it`)
    else sent.push([name, value])
  }
  const request = { origin: input.origin, method, credentials: input.credentials, unsafeNames: unsafeHeaderNames(sent) }
  const base = { origin: input.origin, method, credentials: input.credentials }
  if (FORBIDDEN_METHODS.includes(method.toUpperCase())) {
    return { ...base, crossOrigin: !input.sameOrigin, allowed: false, reason: `${method} is a forbidden method: fetch() throws a TypeError before sending`, preflight: null, checks: [], exposedHeaders: [], warnings }
  }
  if (input.sameOrigin) {
    return { ...base, crossOrigin: false, allowed: true, reason: 'the url has the same origin: CORS does not apply', preflight: null, checks: [], exposedHeaders: [], warnings }
  }
  const reasons = [
    ...(SAFELISTED_METHODS.includes(method) ? [] : [`${method} is not a CORS-safelisted method (GET, HEAD, POST)`]),
    ...request.unsafeNames.map((name) => `${name} is not a CORS-safelisted request header (name and value)`),
  ]
  const response = headerMap(input.responseHeaders)
  const required = reasons.length > 0
  const checks: Check[] = required ? preflightChecks(request, input.responseStatus, response) : corsCheck(request, response)
  const failed = checks.find((check) => !check.ok)
  const cacheSeconds = required ? maxAge(response) : null
  if (cacheSeconds !== null && cacheSeconds > 7200) warnings.push(`Access-Control-Max-Age ${cacheSeconds}: Chromium caps it at 7200 s, Firefox at 86400 s`)
  const exposed = listHeader(response.get('access-control-expose-headers')) ?? []
  const exposedHeaders = [...new Set([...SAFELISTED_RESPONSE_HEADERS, ...exposed.map((name) => name.toLowerCase())].filter((name) => name !== '*' || !input.credentials))]
  const preflightHeaders: Record<string, string> = { origin: input.origin, 'access-control-request-method': method }
  if (request.unsafeNames.length > 0) preflightHeaders['access-control-request-headers'] = request.unsafeNames.join(',')
  return {
    ...base,
    crossOrigin: true,
    allowed: !failed,
    reason: failed ? `blocked: ${failed.detail}` : required ? 'allowed: the preflight passes and the response passes the CORS check' : 'allowed: no preflight is needed and the response passes the CORS check',
    preflight: required ? { required, reasons, request: { method: 'OPTIONS', headers: preflightHeaders }, cacheSeconds } : { required, reasons, request: null, cacheSeconds },
    checks,
    exposedHeaders,
    warnings,
  }
}
