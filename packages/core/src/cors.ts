import { headersOf } from './envelope.ts'
import type { PaymentRail } from './rails/rail.ts'

/**
 * CORS for browser callers on another origin. No cookies or credentials are ever used (a call is
 * paid by its own signature), so `*` is safe for a public pay-per-call API and is the default.
 */
export type CorsOrigins = '*' | readonly string[]

/**
 * Request headers beyond the CORS-safelisted ones: the JSON body's type, the trial flag and a trial
 * caller's sandbox token (agent-infra's trial sandboxes); each rail adds the headers of its credential.
 */
const CORE_ALLOW_HEADERS: readonly string[] = ['content-type', 'x-svc-trial', 'x-svc-sandbox']
/** The documented `x-svc-*` answer headers: a call's id, operation, caller kind and cost. */
const SVC_HEADERS = ['x-svc-request-id', 'x-svc-endpoint', 'x-svc-caller', 'x-svc-cost-usd']
/** Response headers a page may read on every answer (each rail adds its own); the answer's other `x-svc-*` headers are added to them. */
const CORE_EXPOSE_HEADERS: readonly string[] = ['retry-after', 'allow', ...SVC_HEADERS]
const ALLOW_METHODS = 'GET, POST'
/** Chromium caps a preflight's cache at 2 hours. */
const PREFLIGHT_MAX_AGE = '7200'

export interface Cors {
  /** The 204 answer of a preflight request (OPTIONS with Origin and Access-Control-Request-Method); undefined for others. */
  preflight(request: Request): Response | undefined
  /** Adds the CORS headers of an actual answer to `response` (a 402 and an error included). */
  decorate(request: Request, response: Response): void
}

/** The headers a page may read: core's, the rails', and the answer's own other `x-svc-*` headers (a plugin's). */
function exposeList(exposed: string, names: Iterable<string>): string {
  let list = exposed
  for (const name of names) {
    if (name.slice(0, 6).toLowerCase() !== 'x-svc-') continue
    const lower = name.toLowerCase()
    if (!SVC_HEADERS.includes(lower)) list += `, ${lower}`
  }
  return list
}

/** The CORS policy of a host, or undefined when no origin is allowed (an empty list sends no CORS headers). */
export function createCors(origins: CorsOrigins, rails: readonly PaymentRail[] = []): Cors | undefined {
  if (origins !== '*' && origins.length === 0) return undefined
  const allowHeaders = unique([...CORE_ALLOW_HEADERS, ...rails.flatMap((rail) => rail.requestHeaders)]).join(', ')
  const exposed = unique([...rails.flatMap((rail) => rail.responseHeaders), ...CORE_EXPOSE_HEADERS]).join(', ')
  const any = origins === '*'
  const allowed = new Set(any ? [] : origins.map((origin) => origin.toLowerCase()))
  const allowOrigin = (request: Request): string | undefined => {
    if (any) return '*'
    const origin = request.headers.get('origin')
    return origin && allowed.has(origin.toLowerCase()) ? origin : undefined
  }
  return {
    preflight(request) {
      if (request.method !== 'OPTIONS' || !request.headers.has('origin') || !request.headers.has('access-control-request-method')) return undefined
      const headers = new Headers({
        'access-control-allow-methods': ALLOW_METHODS,
        'access-control-allow-headers': allowHeaders,
        'access-control-max-age': PREFLIGHT_MAX_AGE,
        'cache-control': 'no-store',
      })
      const origin = allowOrigin(request)
      if (origin) headers.set('access-control-allow-origin', origin)
      if (!any) headers.set('vary', 'Origin')
      return new Response(null, { status: 204, headers })
    },
    decorate(request, response) {
      const headers = headersOf(response)
      const origin = allowOrigin(request)
      if (headers instanceof Headers) {
        if (!any) headers.append('vary', 'Origin')
        if (!origin) return
        headers.set('access-control-allow-origin', origin)
        headers.set('access-control-expose-headers', exposeList(exposed, headers.keys()))
        return
      }
      if (!any) headers.vary = headers.vary ? `${headers.vary}, Origin` : 'Origin'
      if (!origin) return
      headers['access-control-allow-origin'] = origin
      headers['access-control-expose-headers'] = exposeList(exposed, Object.keys(headers))
    },
  }
}

function unique(names: string[]): string[] {
  return [...new Set(names.map((name) => name.toLowerCase()))]
}
