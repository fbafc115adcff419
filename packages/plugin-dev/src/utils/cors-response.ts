import { listHeader, SAFELISTED_METHODS } from './cors-request.ts'

export interface Check {
  name: 'status' | 'allow-origin' | 'allow-credentials' | 'allow-methods' | 'allow-headers'
  ok: boolean
  detail: string
}

export interface CorsRequest {
  origin: string
  method: string
  credentials: boolean
  /** Lower-cased names needing permission (CORS-unsafe request-header names). */
  unsafeNames: string[]
}

/** The Fetch standard's CORS check: Access-Control-Allow-Origin, and -Allow-Credentials for credentialed requests. */
export function corsCheck(request: CorsRequest, headers: Map<string, string>): Check[] {
  const allowOrigin = headers.get('access-control-allow-origin')
  const checks: Check[] = []
  if (allowOrigin === undefined) {
    checks.push({ name: 'allow-origin', ok: false, detail: 'the response has no Access-Control-Allow-Origin' })
  } else if (allowOrigin === '*' && !request.credentials) {
    checks.push({ name: 'allow-origin', ok: true, detail: 'Access-Control-Allow-Origin is *, which allows any origin without credentials' })
  } else if (allowOrigin === '*') {
    checks.push({ name: 'allow-origin', ok: false, detail: 'Access-Control-Allow-Origin * is not allowed with credentials; the server must echo the exact origin' })
  } else if (allowOrigin !== request.origin) {
    const hint = allowOrigin.includes(',') ? ' (it must hold exactly one origin)' : allowOrigin.toLowerCase() === request.origin.toLowerCase() || allowOrigin === `${request.origin}/` ? ' (it must match byte for byte)' : ''
    checks.push({ name: 'allow-origin', ok: false, detail: `Access-Control-Allow-Origin is "${allowOrigin}", not the request's origin "${request.origin}"${hint}` })
  } else {
    checks.push({ name: 'allow-origin', ok: true, detail: `Access-Control-Allow-Origin matches ${request.origin}` })
  }
  if (request.credentials) {
    const allowCredentials = headers.get('access-control-allow-credentials')
    checks.push(allowCredentials === 'true'
      ? { name: 'allow-credentials', ok: true, detail: 'Access-Control-Allow-Credentials is true' }
      : { name: 'allow-credentials', ok: false, detail: `a credentialed request needs Access-Control-Allow-Credentials: true; the response has ${allowCredentials === undefined ? 'none' : `"${allowCredentials}"`}` })
  }
  return checks
}

/** The CORS-preflight fetch's checks of the OPTIONS response (status, CORS check, methods, headers). */
export function preflightChecks(request: CorsRequest, status: number, headers: Map<string, string>): Check[] {
  const checks: Check[] = [status >= 200 && status <= 299
    ? { name: 'status', ok: true, detail: `the preflight answered ${status}, an ok status` }
    : { name: 'status', ok: false, detail: `the preflight answered ${status}; it needs an ok status (200-299)` }]
  checks.push(...corsCheck(request, headers))
  const methods = listHeader(headers.get('access-control-allow-methods'))
  const wildcard = !request.credentials
  if (methods === undefined) {
    checks.push({ name: 'allow-methods', ok: false, detail: 'Access-Control-Allow-Methods is malformed (a comma-separated list of method tokens)' })
  } else if (methods?.includes(request.method)) {
    checks.push({ name: 'allow-methods', ok: true, detail: `Access-Control-Allow-Methods lists ${request.method}` })
  } else if (SAFELISTED_METHODS.includes(request.method)) {
    checks.push({ name: 'allow-methods', ok: true, detail: `${request.method} is CORS-safelisted and needs no listing` })
  } else if (wildcard && methods?.includes('*')) {
    checks.push({ name: 'allow-methods', ok: true, detail: 'Access-Control-Allow-Methods is *, a wildcard for requests without credentials' })
  } else {
    const caseOnly = methods?.some((method) => method.toUpperCase() === request.method.toUpperCase()) ? ' (method names are case-sensitive)' : ''
    const literal = methods?.includes('*') ? ' (* is literal with credentials)' : ''
    const why = methods === null ? 'the response has no Access-Control-Allow-Methods' : `Access-Control-Allow-Methods "${headers.get('access-control-allow-methods')}" does not list ${request.method}${caseOnly}${literal}`
    checks.push({ name: 'allow-methods', ok: false, detail: why })
  }
  const names = listHeader(headers.get('access-control-allow-headers'))
  if (names === undefined) {
    checks.push({ name: 'allow-headers', ok: false, detail: 'Access-Control-Allow-Headers is malformed (a comma-separated list of header names)' })
  } else if (request.unsafeNames.length > 0) {
    const listed = new Set((names ?? []).map((name) => name.toLowerCase()))
    const star = wildcard && listed.has('*')
    // Authorization is a "CORS non-wildcard request-header name": only listing it allows it.
    const missing = request.unsafeNames.filter((name) => !listed.has(name) && (!star || name === 'authorization'))
    checks.push(missing.length === 0
      ? { name: 'allow-headers', ok: true, detail: `Access-Control-Allow-Headers allows ${request.unsafeNames.join(', ')}${star ? ' (by wildcard)' : ''}` }
      : { name: 'allow-headers', ok: false, detail: `Access-Control-Allow-Headers does not allow ${missing.join(', ')}${missing.includes('authorization') && listed.has('*') ? ' (the * wildcard never covers Authorization)' : ''}${listed.has('*') && !wildcard ? ' (* is literal with credentials)' : ''}` })
  } else {
    checks.push({ name: 'allow-headers', ok: true, detail: 'the request sets no header that needs permission' })
  }
  return checks
}

/** Seconds a browser may cache the preflight: Access-Control-Max-Age, else 5. */
export function maxAge(headers: Map<string, string>): number {
  const value = headers.get('access-control-max-age')
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : 5
}
