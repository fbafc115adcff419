import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SvcConfigInput } from '../config.ts'
import type { PluginDefinition } from '../define.ts'
import { serveFixtures, type FixtureAnswer, type FixtureServer, type RecordedRequest } from './fixture-server.ts'
import { pluginTestApp, type CallResult, type PluginTestApp } from './plugin-test-app.ts'
import { upstreamFailureCases } from './upstream-failures.ts'

export interface UpstreamHarnessOptions {
  plugins: PluginDefinition[]
  /** Upstream ids pointed at the fixture server (their keys as `keys` says). */
  upstreams: string[]
  /** `METHOD /path` -> the default answer (a function may look at the request). */
  routes: Record<string, FixtureAnswer | ((request: RecordedRequest) => FixtureAnswer | Promise<FixtureAnswer>)>
  /** Keys of upstreams that need one (`{ 'companies-house': 'test-key' }`). */
  keys?: Record<string, string>
  /** Extra host configuration (settings, other upstreams...). Every operation's price is 0. */
  config?: SvcConfigInput
}

export type { CallResult }

/**
 * A fixture server for one test file plus a free app of the given plugins pointed at it:
 * `set(route, answer)` replaces a route's answer until `reset()`; `failures(route, path)`
 * declares one test per shared upstream failure case (never a 500); `ok`, `rejects(path, field)`
 * and `status` assert an answer (see `pluginTestApp`).
 */
export function upstreamHarness(options: UpstreamHarnessOptions) {
  const overrides = new Map<string, FixtureAnswer>()
  let server: FixtureServer | undefined
  beforeAll(async () => {
    server = await serveFixtures(Object.fromEntries(Object.entries(options.routes).map(([key, route]) => [
      key,
      (request: RecordedRequest) => overrides.get(key) ?? (typeof route === 'function' ? route(request) : route),
    ])))
  })
  afterAll(() => server?.close())

  // Each upstream -> the fixture server (and its key), read at the first call once the server listens.
  const upstreams = Object.fromEntries(options.upstreams.map((id) => [id, () => ({ baseUrl: harness.server.url, ...(options.keys?.[id] ? { key: options.keys[id] } : {}) })]))
  const tester = (config: SvcConfigInput = {}): PluginTestApp => {
    const base = options.config ?? {}
    return pluginTestApp(options.plugins, {
      upstreams: { ...upstreams, ...config.upstreams },
      config: { ...base, ...config, upstreams: { ...base.upstreams }, prices: { ...base.prices, ...config.prices } },
    })
  }
  // A new host per call: no upstream cache or trial carries over from one call to the next.
  const app = () => tester()

  const harness = {
    /** The upstreams this harness serves, as `testPlugin(plugin, { upstreams: h.upstreams })` takes them. */
    upstreams,
    get server(): FixtureServer {
      if (!server) throw new Error('the fixture server starts in beforeAll')
      return server
    },
    /** The requests the fixture server received, in order. */
    get requests(): RecordedRequest[] {
      return harness.server.requests
    },
    set: (route: string, answer: FixtureAnswer) => void overrides.set(route, answer),
    reset: () => overrides.clear(),
    /** Calls the app; `json` makes it a POST with that body; `config` builds a host with more settings for this call. */
    call(path: string, json?: unknown, config?: SvcConfigInput): Promise<CallResult> {
      return (config ? tester(config) : app()).call(path, json)
    },
    /** Sends a request as given (headers, an abort signal...) and answers the raw Response. */
    request: (path: string, init?: RequestInit): Promise<Response> => app().app.request(path, init),
    ok: (path: string, json?: unknown) => app().ok(path, json),
    rejects: (path: string, field: string, json?: unknown) => app().rejects(path, field, json),
    status: (path: string, status: number, json?: unknown, code?: string) => app().status(path, status, json, code),
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
  }
  return harness
}
