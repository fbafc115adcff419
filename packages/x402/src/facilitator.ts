/** HTTP client of the x402 facilitator API (`POST /verify`, `POST /settle`, `GET /supported`). */

export interface VerifyResponse {
  isValid: boolean
  invalidReason?: string
  invalidMessage?: string
  payer?: string
}

export interface SettleResponse {
  success: boolean
  errorReason?: string
  errorMessage?: string
  payer?: string
  transaction: string
  network: string
  /** Settled amount in atomic units (facilitators send it for `upto`; optional for `exact`). */
  amount?: string
  /** Extension data of the settlement (the offer-receipt extension's signed receipt). */
  extensions?: Record<string, unknown>
}

export interface SupportedResponse {
  kinds: Array<{ x402Version: number; scheme: string; network: string; extra?: Record<string, unknown> }>
  extensions: string[]
  signers: Record<string, string[]>
}

export type FacilitatorHeaders = Record<string, string> | ((path: '/verify' | '/settle' | '/supported') => Record<string, string> | Promise<Record<string, string>>)

export interface FacilitatorOptions {
  url: string
  /** Extra headers on every call, e.g. the API key of a hosted facilitator. */
  headers?: FacilitatorHeaders
  /** Per request (default 15 s; a settlement waits for a block). */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** The facilitator could not be asked, or gave no clear answer: the payment's fate is unknown. */
export class FacilitatorUnavailable extends Error {
  override readonly name = 'FacilitatorUnavailable'
}

export interface Facilitator {
  readonly url: string
  verify(paymentPayload: unknown, paymentRequirements: unknown): Promise<VerifyResponse>
  /** A definite answer (success or refusal), or FacilitatorUnavailable when the outcome is unknown. */
  settle(paymentPayload: unknown, paymentRequirements: unknown): Promise<SettleResponse>
  supported(): Promise<SupportedResponse>
}

type Path = '/verify' | '/settle' | '/supported'

export function createFacilitator(options: FacilitatorOptions): Facilitator {
  const base = options.url.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 15_000

  /** 5xx, transport errors and timeouts are FacilitatorUnavailable; a 4xx is an answer (JSON body or none). */
  async function call(path: Path, body?: unknown): Promise<{ status: number; json: Record<string, unknown> | undefined }> {
    const extra = typeof options.headers === 'function' ? await options.headers(path) : options.headers
    let response: Response
    let text: string
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      throw new FacilitatorUnavailable(`facilitator ${path} did not answer: ${(error as Error).message}`)
    }
    if (response.status >= 500) throw new FacilitatorUnavailable(`facilitator ${path} answered HTTP ${response.status}`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    const object = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined
    if (response.status < 400 && !object) throw new FacilitatorUnavailable(`facilitator ${path} sent a body that is not a JSON object (HTTP ${response.status})`)
    return { status: response.status, json: object }
  }

  return {
    url: base,
    async verify(paymentPayload, paymentRequirements) {
      const { status, json } = await call('/verify', { x402Version: 2, paymentPayload, paymentRequirements })
      if (status >= 400 || json?.isValid !== true) {
        return { ...json, isValid: false, invalidReason: String(json?.invalidReason ?? `facilitator_http_${status}`) }
      }
      return json as unknown as VerifyResponse
    },
    async settle(paymentPayload, paymentRequirements) {
      const { status, json } = await call('/settle', { x402Version: 2, paymentPayload, paymentRequirements })
      if (status < 400 && typeof json?.success !== 'boolean') throw new FacilitatorUnavailable('facilitator /settle answered without `success`')
      if (status >= 400 || json?.success !== true) {
        // A 4xx is a refusal even when the body forgets `success: false`.
        return { transaction: '', network: '', ...json, success: false, errorReason: String(json?.errorReason ?? `facilitator_http_${status}`) } as SettleResponse
      }
      return json as unknown as SettleResponse
    },
    async supported() {
      const { status, json } = await call('/supported')
      if (status >= 400 || !Array.isArray(json?.kinds)) throw new FacilitatorUnavailable(`facilitator /supported answered HTTP ${status} without kinds`)
      return { extensions: [], signers: {}, ...json } as unknown as SupportedResponse
    },
  }
}
