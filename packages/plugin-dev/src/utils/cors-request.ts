/** The request side of the Fetch standard's CORS protocol: what a browser sends and whether it preflights. */

export const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

const NORMALIZED_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']
export const SAFELISTED_METHODS = ['GET', 'HEAD', 'POST']
export const FORBIDDEN_METHODS = ['CONNECT', 'TRACE', 'TRACK']
const FORBIDDEN_HEADERS = new Set([
  'accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method', 'connection', 'content-length',
  'cookie', 'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'via',
])
const METHOD_OVERRIDES = new Set(['x-http-method', 'x-http-method-override', 'x-method-override'])
const SAFELISTED_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'])

/** fetch() upper-cases these six methods only: `patch` stays `patch`. */
export function normalizeMethod(method: string): string {
  const upper = method.toUpperCase()
  return NORMALIZED_METHODS.includes(upper) ? upper : method
}

/** Headers script may not set: the browser drops them from the request. */
export function isForbiddenHeader(name: string, value: string): boolean {
  const lower = name.toLowerCase()
  if (FORBIDDEN_HEADERS.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-')) return true
  return METHOD_OVERRIDES.has(lower) && value.split(',').some((method) => FORBIDDEN_METHODS.includes(method.trim().toUpperCase()))
}

function hasUnsafeByte(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0)!
    if ((code < 0x20 && code !== 0x09) || code === 0x7f || '"():<>?@[\\]{}'.includes(char)) return true
  }
  return false
}

/** CORS-safelisted request-header (name, value), per the Fetch standard. */
export function isSafelistedHeader(name: string, value: string): boolean {
  if (value.length > 128) return false
  switch (name.toLowerCase()) {
    case 'accept':
      return !hasUnsafeByte(value)
    case 'accept-language':
    case 'content-language':
      return /^[0-9A-Za-z *,\-.;=]*$/.test(value)
    case 'content-type': {
      if (hasUnsafeByte(value)) return false
      const essence = /^[\t\n\r ]*([^;]*?)[\t\n\r ]*(?:;|$)/.exec(value)?.[1]?.toLowerCase() ?? ''
      const [type, subtype, extra] = essence.split('/')
      if (extra !== undefined || !type || !subtype || !TOKEN.test(type) || !TOKEN.test(subtype)) return false
      return SAFELISTED_CONTENT_TYPES.has(essence)
    }
    case 'range': {
      const range = /^bytes=(\d+)-(\d*)$/.exec(value)
      return !!range && (range[2] === '' || Number(range[1]) <= Number(range[2]))
    }
    default:
      return false
  }
}

/** Lower-cased, sorted names that need the server's permission (Access-Control-Request-Headers). */
export function unsafeHeaderNames(headers: Array<[string, string]>): string[] {
  const unsafe = new Set<string>()
  const safe = new Set<string>()
  let safelistedBytes = 0
  for (const [name, value] of headers) {
    if (isSafelistedHeader(name, value)) {
      safelistedBytes += value.length
      safe.add(name.toLowerCase())
    } else {
      unsafe.add(name.toLowerCase())
    }
  }
  if (safelistedBytes > 1024) for (const name of safe) unsafe.add(name)
  return [...unsafe].sort()
}

/** Parses a comma-separated list header (Access-Control-Allow-*); null when absent, undefined when malformed. */
export function listHeader(value: string | undefined): string[] | null | undefined {
  if (value === undefined) return null
  const items = value.split(',').map((item) => item.trim()).filter((item) => item !== '')
  return items.every((item) => TOKEN.test(item)) ? items : undefined
}
