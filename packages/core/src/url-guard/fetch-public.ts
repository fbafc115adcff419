import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { createError, isApiError } from '../errors.ts'
import { type AddressPolicy, ipFamily, publicAddressesOnly } from './address-policy.ts'

export interface FetchPublicOptions {
  /** The request field the URL came from, named in errors (default `url`). */
  field?: string
  maxBytes: number
  /** `error` (default): a larger body is a 400; `truncate`: keep the first maxBytes and say so. */
  overflow?: 'error' | 'truncate'
  /** Accepted content types, e.g. /^image\// (default: any). */
  accept?: RegExp
  timeoutMs?: number
  maxRedirects?: number
  headers?: Record<string, string>
  /** Replaces the public-only policy (tests). */
  policy?: AddressPolicy
  /** GET (default) or POST; a 301/302/303 redirect turns a POST into a GET, 307/308 keep it. */
  method?: 'GET' | 'POST'
  /** Request body of a POST. */
  body?: string | Uint8Array
  /** Answer non-2xx statuses (and unfollowed redirects) instead of failing on them (webhooks read the status). */
  anyStatus?: boolean
  /** The caller's request signal: an abandoned call stops its fetch (`ctx.signal` in a handler). */
  signal?: AbortSignal
}

export interface FetchedResource {
  /** The final URL after redirects. */
  url: string
  status: number
  contentType: string
  /** Response headers, lower-case names (repeated ones joined with ', '). */
  headers: Record<string, string>
  body: Buffer
  truncated: boolean
}

/**
 * Fetches a URL a caller gave, never reaching loopback, private or metadata
 * addresses: IP literals are checked before connecting, host names at connect time
 * (so a DNS answer cannot change between check and use), and every redirect again.
 */
export async function fetchPublicUrl(input: string, options: FetchPublicOptions): Promise<FetchedResource> {
  const field = options.field ?? 'url'
  const policy = options.policy ?? publicAddressesOnly
  let url = parseCallerUrl(input, field)
  let request = { method: options.method ?? 'GET', body: options.body }
  for (let redirects = 0; ; redirects++) {
    const response = await connect(url, request, options, policy, field)
    const location = response.headers.location
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      const maxRedirects = options.maxRedirects ?? 3
      if (redirects >= maxRedirects && options.anyStatus) return readBody(url, response, options, field)
      response.resume()
      if (redirects >= maxRedirects) throw createError('INVALID_INPUT', `${field}: more than ${maxRedirects} redirects`, { details: { field, reason: 'too_many_redirects' } })
      url = parseCallerUrl(new URL(location, url).toString(), field)
      if (response.statusCode !== 307 && response.statusCode !== 308) request = { method: 'GET', body: undefined }
      continue
    }
    return readBody(url, response, options, field)
  }
}

/** The URL a caller gave, or a 400 naming the field: absolute, http(s), no credentials. */
export function parseCallerUrl(input: string, field: string): URL {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw createError('INVALID_INPUT', `${field}: not an absolute URL`, { details: { field } })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw createError('INVALID_INPUT', `${field}: only http and https URLs are fetched`, { details: { field } })
  if (url.username || url.password) throw createError('INVALID_INPUT', `${field}: URLs with credentials are not fetched`, { details: { field } })
  return url
}

const abandoned = (field: string, url: URL) => createError('UPSTREAM_FAILED', `${field}: the fetch from ${url.host} was stopped, as the call was abandoned`)

/**
 * The one answer for a host the service will not fetch: one that resolves to a loopback, private or
 * reserved address, and one that does not resolve at all. Naming the resolved address, or answering
 * unknown names differently, would let a caller map internal names through the guard.
 */
export function notAllowed(field: string, host: string) {
  return createError('INVALID_INPUT', `${field}: the address of ${host} is not allowed; only public internet hosts are fetched`, {
    details: { field, reason: 'forbidden_address' },
  })
}

/** DNS answers that say the name has no address: the same refusal as a private address. */
export const NO_ADDRESS_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME'])

/** A DNS lookup that refuses a name if any of its addresses is not allowed. */
function guardedLookup(policy: AddressPolicy, field: string): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4)
      const refused = addresses.find((entry) => !policy(entry.address, entry.family === 6 ? 6 : 4))
      if (refused) return callback(notAllowed(field, hostname), '', 4)
      if ((lookupOptions as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

function connect(url: URL, sent: { method: string; body: string | Uint8Array | undefined }, options: FetchPublicOptions, policy: AddressPolicy, field: string): Promise<IncomingMessage> {
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  const family = ipFamily(literal)
  if (family && !policy(literal, family)) return Promise.reject(notAllowed(field, url.hostname))
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(url, {
      method: sent.method,
      headers: { 'user-agent': 'svc (+url fetch)', accept: '*/*', ...options.headers, ...(sent.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(sent.body)) }) },
      lookup: guardedLookup(policy, field),
      agent: false,
      timeout: options.timeoutMs ?? 10_000,
      ...(options.signal ? { signal: options.signal } : {}),
    }, resolve)
    request.on('timeout', () => request.destroy(createError('UPSTREAM_TIMEOUT', `${field}: ${url.host} did not answer within ${options.timeoutMs ?? 10_000} ms`)))
    request.on('error', (error: Error & { code?: string }) => {
      if ('status' in error) return reject(error)
      if (error.name === 'AbortError') return reject(abandoned(field, url))
      if (error.code && NO_ADDRESS_CODES.has(error.code)) return reject(notAllowed(field, url.hostname))
      reject(createError('UPSTREAM_FAILED', `${field}: ${url.host} could not be reached`, { cause: error }))
    })
    request.end(sent.body)
  })
}

async function readBody(url: URL, response: IncomingMessage, options: FetchPublicOptions, field: string): Promise<FetchedResource> {
  const status = response.statusCode ?? 0
  const contentType = String(response.headers['content-type'] ?? 'application/octet-stream')
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  if ((status < 200 || status >= 300) && !options.anyStatus) {
    response.resume()
    throw createError('UPSTREAM_FAILED', `${field}: ${url.host} answered HTTP ${status}`, { details: { upstreamStatus: status } })
  }
  if (options.accept && status >= 200 && status < 300 && !options.accept.test(contentType)) {
    response.resume()
    throw createError('INVALID_INPUT', `${field}: content type ${contentType} is not accepted here`, { details: { field, reason: 'content_type' } })
  }
  const chunks: Buffer[] = []
  let size = 0
  let truncated = false
  try {
    for await (const chunk of response) {
      const piece = chunk as Buffer
      if (size + piece.byteLength > options.maxBytes) {
        if (options.overflow !== 'truncate') {
          response.destroy()
          throw createError('INVALID_INPUT', `${field}: the content is larger than ${options.maxBytes} bytes`, { details: { field, reason: 'too_large' } })
        }
        chunks.push(piece.subarray(0, options.maxBytes - size))
        truncated = true
        response.destroy()
        break
      }
      chunks.push(piece)
      size += piece.byteLength
    }
  } catch (error) {
    if (isApiError(error)) throw error
    if (options.signal?.aborted) throw abandoned(field, url)
    throw createError('UPSTREAM_FAILED', `${field}: ${url.host} closed the connection before the end of the content`, { cause: error })
  }
  return { url: url.toString(), status, contentType, headers, body: Buffer.concat(chunks), truncated }
}
