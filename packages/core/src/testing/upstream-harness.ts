import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SvcConfigInput } from '../config.ts'
import type { PluginDefinition } from '../define.ts'
import { serveFixtures, type FixtureAnswer, type FixtureServer } from './fixture-server.ts'
import { createTestApp } from './test-app.ts'
import { upstreamFailureCases } from './upstream-failures.ts'

export interface UpstreamHarnessOptions {
  plugins: PluginDefinition[]
  /** Upstream ids pointed at the fixture server (their keys as `keys` says). */
  upstreams: string[]
  /** `METHOD /path` -> the default answer (a function may look at the request). */
  routes: Record<string, FixtureAnswer | ((request: { query: URLSearchParams; body: string }) => FixtureAnswer)>
  /** Keys of upstreams that need one (`{ 'companies-house': 'test-key' }`). */
  keys?: Record<string, string>
  /** Extra host configuration (settings, other upstreams...). Every operation's price is 0. */
  config?: SvcConfigInput
}

export interface CallResult {
  status: number
  body: any
}

/**
 * A fixture server for one test file plus an app of the given plugins pointed at it:
 * `set(route, answer)` replaces a route's answer until `reset()`; `failures(route, path)`
 * declares one test per shared upstream failure case (never a 500); `expect400` checks
 * a bad request names its field.
 */
export function upstreamHarness(options: UpstreamHarnessOptions) {
  const overrides = new Map<string, FixtureAnswer>()
  let server: FixtureServer | undefined
  beforeAll(async () => {
    server = await serveFixtures(Object.fromEntries(Object.entries(options.routes).map(([key, route]) => [
      key,
      (request: { query: URLSearchParams; body: string }) => overrides.get(key) ?? (typeof route === 'function' ? route(request) : route),
    ])))
  })
  afterAll(() => server?.close())

  const harness = {
    get server(): FixtureServer {
      if (!server) throw new Error('the fixture server starts in beforeAll')
      return server
    },
    set: (route: string, answer: FixtureAnswer) => void overrides.set(route, answer),
    reset: () => overrides.clear(),
    /** Calls the app; `json` makes it a POST with that body. */
    async call(path: string, json?: unknown, config: SvcConfigInput = {}): Promise<CallResult> {
      const upstreams = Object.fromEntries(options.upstreams.map((id) => [id, { baseUrl: harness.server.url, timeoutMs: 2000, ...(options.keys?.[id] ? { key: options.keys[id] } : {}) }]))
      const prices = Object.fromEntries(options.plugins.flatMap((plugin) => plugin.operations.map((operation) => [`${operation.group ?? plugin.group}.${operation.name}`, 0])))
      const base = options.config ?? {}
      const app = createTestApp({
        plugins: options.plugins,
        config: { ...base, ...config, upstreams: { ...base.upstreams, ...upstreams, ...config.upstreams }, prices: { ...prices, ...base.prices, ...config.prices } },
      })
      const response = await app.request(path, json === undefined ? {} : { json })
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {}
      return { status: response.status, body }
    },
    failures(route: string, path: string, json?: unknown) {
      for (const failure of upstreamFailureCases) {
        it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
          harness.set(route, failure.answer)
          try {
            expect(await harness.call(path, json)).toMatchObject({ status: failure.status, body: { code: failure.code } })
          } finally {
            harness.reset()
          }
        })
      }
    },
    async expect400(path: string, field: string, json?: unknown) {
      const { status, body } = await harness.call(path, json)
      expect(status, `${path} ${json === undefined ? '' : JSON.stringify(json)}`).toBe(400)
      expect(body.error, path).toContain(field)
    },
  }
  return harness
}
