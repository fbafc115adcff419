import { createTestApp, serveFixtures, upstreamFailureCases, type FixtureAnswer, type FixtureRoute, type FixtureServer, type RecordedRequest } from '@svc/core/testing'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'

/** A recorded provider answer from test/fixtures. */
export const fixture = (path: string, status = 200): FixtureAnswer => ({ status, file: join(import.meta.dirname, 'fixtures', path) })

const freePrices = Object.fromEntries(cryptoPlugin.operations.map((operation) => [`crypto.${operation.name}`, 0]))

/**
 * A fixture server for the given routes, every listed upstream pointed at it (with a key), and
 * helpers that call the plugin through the pipeline. `override(route, answer)` replaces one route's
 * answer until the end of the test.
 */
export function harness(routes: Record<string, FixtureRoute>, upstreamIds: string[], settings: Record<string, unknown> = {}) {
  let server: FixtureServer
  const overrides = new Map<string, FixtureAnswer>()
  beforeAll(async () => {
    const wrapped: Record<string, FixtureRoute> = {}
    for (const [key, route] of Object.entries(routes)) {
      wrapped[key] = (request: RecordedRequest) => overrides.get(key) ?? (typeof route === 'function' ? route(request) : route)
    }
    server = await serveFixtures(wrapped)
  })
  afterAll(() => server.close())
  afterEach(() => overrides.clear())

  const app = () => createTestApp({
    plugins: [cryptoPlugin],
    config: {
      upstreams: Object.fromEntries(upstreamIds.map((id) => [id, { baseUrl: server.url, key: 'test-key', timeoutMs: 3000 }])),
      prices: freePrices,
      settings: { crypto: settings },
    },
  })

  async function call(path: string, json?: unknown) {
    const response = await app().request(path, json === undefined ? {} : { json })
    return { status: response.status, body: await response.json() }
  }

  return {
    get server() { return server },
    call,
    /** Sends a request as given (with an abort signal...) and answers the raw Response. */
    request: (path: string, init?: RequestInit) => app().request(path, init),
    override(route: string, answer: FixtureAnswer) { overrides.set(route, answer) },
    /** The last request the fixture server received. */
    last: () => server.requests.at(-1)!,
    /** One test per core failure case (500, 429, not JSON, other shape), on one route. */
    failures(route: string, path: string, json?: unknown) {
      for (const failure of upstreamFailureCases) {
        it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
          overrides.set(route, failure.answer)
          expect(await call(path, json)).toMatchObject({ status: failure.status, body: { code: failure.code } })
        })
      }
    },
    /** Each [query or path, field]: a 400 INVALID_INPUT naming the field. */
    async rejects(cases: [string, string][], json?: (body: string) => unknown) {
      for (const [request, field] of cases) {
        const { status, body } = json ? await call(request, json(field)) : await call(request)
        expect(status, request).toBe(400)
        expect(body.code, request).toBe('INVALID_INPUT')
        expect(body.error, request).toContain(field)
      }
    },
  }
}
