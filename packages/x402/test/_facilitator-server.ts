import { serveFixtures, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import type { x402Facilitator } from '@x402/core/facilitator'

/** A JSON answer of the facilitator's (bigints as decimal strings, as its HTTP server sends them). */
const json = (body: unknown): FixtureAnswer => ({ body: JSON.parse(JSON.stringify(body, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))) })

/**
 * An official x402 facilitator served on a local port as its HTTP API: `GET /supported`,
 * `POST /verify`, `POST /settle`. `beforeSettle` sees each settle request's body first and may
 * answer instead (an outage, say). `supported` may change what `/supported` answers (a kind
 * withdrawn, another authorizer) without changing the official answer, as a facilitator reconfigured
 * while the host runs would.
 */
export function serveFacilitator(facilitator: x402Facilitator, beforeSettle?: (body: any) => FixtureAnswer | undefined, supported: (official: any) => unknown = (official) => official): Promise<FixtureServer> {
  return serveFixtures({
    'GET /supported': () => json(supported(facilitator.getSupported())),
    'POST /verify': async (request) => {
      const body = JSON.parse(request.body)
      return json(await facilitator.verify(body.paymentPayload, body.paymentRequirements))
    },
    'POST /settle': async (request) => {
      const body = JSON.parse(request.body)
      return beforeSettle?.(body) ?? json(await facilitator.settle(body.paymentPayload, body.paymentRequirements))
    },
  })
}
