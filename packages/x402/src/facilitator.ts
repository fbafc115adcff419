/** The x402 facilitator API (`/verify`, `/settle`, `/supported`), as official facilitators serve it. */

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
  amount?: string
}

export interface SupportedResponse {
  kinds: Array<{ x402Version: number; scheme: string; network: string; extra?: Record<string, unknown> }>
  extensions?: string[]
  signers?: Record<string, string[]>
}

export interface FacilitatorOptions {
  url: string
  /** Extra headers on every call (API keys of hosted facilitators). */
  headers?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>)
  timeoutMs?: number
  fetch?: typeof fetch
}

/** The facilitator could not be asked or gave no clear answer: the payment's fate is unknown. */
export class FacilitatorUnavailable extends Error {
  override readonly name = 'FacilitatorUnavailable'
}

export interface Facilitator {
  readonly url: string
  verify(paymentPayload: unknown, paymentRequirements: unknown): Promise<VerifyResponse>
  settle(paymentPayload: unknown, paymentRequirements: unknown): Promise<SettleResponse>
  supported(): Promise<SupportedResponse>
}

export function createFacilitator(options: FacilitatorOptions): Facilitator {
  const base = options.url.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 15_000

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
    const extra = typeof options.headers === 'function' ? await options.headers() : options.headers
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new FacilitatorUnavailable(`facilitator ${path} unreachable: ${(error as Error).message}`)
    }
    if (response.status >= 500) throw new FacilitatorUnavailable(`facilitator ${path} answered HTTP ${response.status}`)
    try {
      return { status: response.status, json: (await response.json()) as T }
    } catch {
      throw new FacilitatorUnavailable(`facilitator ${path} sent a body that is not JSON (HTTP ${response.status})`)
    }
  }

  return {
    url: base,
    async verify(paymentPayload, paymentRequirements) {
      const { json } = await call<VerifyResponse>('POST', '/verify', { x402Version: 2, paymentPayload, paymentRequirements })
      return json
    },
    async settle(paymentPayload, paymentRequirements) {
      const { status, json } = await call<SettleResponse>('POST', '/settle', { x402Version: 2, paymentPayload, paymentRequirements })
      // A 4xx is a definite refusal even when the body forgets `success: false`.
      return status >= 400 ? { ...json, success: false } : json
    },
    async supported() {
      return (await call<SupportedResponse>('GET', '/supported')).json
    },
  }
}
