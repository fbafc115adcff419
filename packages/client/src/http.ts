import { SvcError } from './errors.ts'
import type { BinaryData, CallMeta, Settlement } from './types.ts'

export interface Endpoint {
  id: string
  method: 'GET' | 'POST'
  path: string
}

export interface Answer {
  status: number
  headers: Headers
  /** The parsed JSON body, or the text of a non-JSON error body. */
  body: unknown
  binary?: BinaryData
}

/** GET params go to the query (arrays as repeated keys), POST params to a JSON body; `trial=1` asks for the free call. */
export function buildRequest(baseUrl: string, endpoint: Endpoint, params: Record<string, unknown> | undefined, trial: boolean, headers: Record<string, string> = {}, signal?: AbortSignal): Request {
  const url = new URL(endpoint.path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  if (endpoint.method === 'GET') {
    for (const [name, value] of Object.entries(params ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined || item === null) continue
        url.searchParams.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item))
      }
    }
  }
  if (trial) url.searchParams.set('trial', '1')
  const init: RequestInit = { method: endpoint.method, headers: { accept: 'application/json', ...headers } }
  if (endpoint.method === 'POST') {
    init.body = JSON.stringify(params ?? {})
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  if (signal) init.signal = signal
  return new Request(url, init)
}

export async function readAnswer(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? ''
  const base = { status: response.status, headers: response.headers }
  if (/\bjson\b/i.test(type)) return { ...base, body: await response.json() }
  if (response.ok) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    return { ...base, body: undefined, binary: { contentType: type || 'application/octet-stream', bytes } }
  }
  return { ...base, body: await response.text() }
}

/** Base64 JSON (the x402 headers), decoded without Node's Buffer. */
export function decodeBase64Json(value: string): unknown {
  const binary = atob(value)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/** The settlement of a paid answer: `meta.settlement`, or `PAYMENT-RESPONSE` for raw-byte answers. */
export function settlementOf(answer: Answer): Settlement | null {
  const meta = (answer.body as { meta?: CallMeta } | undefined)?.meta
  if (meta?.settlement) return meta.settlement
  const header = answer.headers.get('payment-response')
  if (!header) return null
  try {
    const response = decodeBase64Json(header) as { success?: boolean; network?: string; payer?: string; amount?: string; transaction?: string }
    if (!response.success || !response.amount) return null
    return { status: 'settled', network: response.network ?? '', payer: response.payer ?? '', amount: response.amount, ...(response.transaction ? { transaction: response.transaction } : {}) }
  } catch {
    return null
  }
}

/** `meta` of a raw-byte answer, read from its `x-svc-*` headers. */
export function binaryMeta(answer: Answer, endpoint: string): CallMeta {
  const usd = Number(answer.headers.get('x-svc-cost-usd') ?? 0)
  const settlement = settlementOf(answer)
  return {
    endpoint: answer.headers.get('x-svc-endpoint') ?? endpoint,
    requestId: answer.headers.get('x-svc-request-id') ?? '',
    caller: (answer.headers.get('x-svc-caller') ?? 'free') as CallMeta['caller'],
    cost: { usd, amount: settlement?.amount ?? String(Math.round(usd * 1e6)), currency: 'USDC' },
    settlement,
    durationMs: 0,
  }
}

/** fetch, with a network failure (refused, DNS, TLS) as an SvcError `UNREACHABLE` naming the host; aborts pass through. */
export async function send(fetcher: typeof fetch, request: Request, operation: string): Promise<Response> {
  try {
    return await fetcher(request)
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error
    const cause = (error as { cause?: { code?: string; message?: string } })?.cause
    const why = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)
    throw new SvcError(`Could not reach ${new URL(request.url).origin} (${why})`, { code: 'UNREACHABLE', status: 0, operation, cause: error })
  }
}
