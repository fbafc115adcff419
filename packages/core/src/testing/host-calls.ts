import { expect } from 'vitest'
import type { SvcConfigInput, UpstreamConfig } from '../config.ts'
import type { PluginDefinition } from '../define.ts'
import { withTestPackage } from './plugin-package.ts'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts'

/** An upstream pointed elsewhere: a base URL, a whole upstream setting, or a function read at the first call (a fixture server's URL). */
export type UpstreamOverride = string | UpstreamConfig | (() => string | UpstreamConfig)

export interface HostCallsOptions {
  /** Upstream id -> where the tests send it (never the internet); keys go in the setting. */
  upstreams?: Record<string, UpstreamOverride>
  /** More host configuration (settings, prices...). */
  config?: SvcConfigInput
  /** Keep the listed prices, so unpaid calls answer 402. Default: every operation is free. */
  paid?: boolean
  state?: TestAppOptions['state']
  gate?: TestAppOptions['gate']
  /** Payment rails (rails, or rail packages' `defineRail` definitions, made for this host), asked after `gate`, as the host's own `rails`. */
  rails?: TestAppOptions['rails']
  /** The host's clock (`manualClock().now`), for operations that read the time. */
  now?: TestAppOptions['now']
  /** The plugin package (folder or package.json) whose name and version the plugins get; default: the test file's package. */
  packageUrl?: string | URL
  /** Run the plugins' `start` hooks (and the host's background work) before the first request, as a host does at start-up. */
  start?: boolean
}

/** What a test reads of an answer: status, headers and the parsed JSON (or text) body. */
export interface CallResult {
  status: number
  headers: Headers
  body: any
}

export interface HostCalls {
  /** The host under test (built at the first call, once fixture servers are listening). */
  readonly app: TestApp
  /** Sends a request as given (headers, an abort signal...), once the host has started (`start`), and answers the raw Response. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
  /** Calls `path` (query included); a `json` body makes it a POST. */
  call(path: string, json?: unknown, init?: RequestInit): Promise<CallResult>
  /** Expects a 200 and returns `data`. */
  ok(path: string, json?: unknown): Promise<any>
  /** Expects a 200 normalized answer (`{ok: true, items, total, source: {provider, url, license}}`) and returns it. */
  list(path: string, json?: unknown): Promise<any>
  /** Expects a 200 lookup answer (`total: 1`) and returns its one item. */
  item(path: string, json?: unknown): Promise<any>
  /** Expects a 400 `INVALID_INPUT` naming `field` (the body's `field`, not a substring of the message), and its `reason` when given; returns the body. */
  rejects(path: string, field: string, json?: unknown, reason?: string): Promise<any>
  /** Expects `status` (and `code` when given); returns the body. */
  status(path: string, status: number, json?: unknown, code?: string): Promise<any>
  /** Starts the host now (with `start`: its plugins' `start` hooks and background work) rather than at its first call. */
  start(): Promise<void>
  /** Whether the host has been started (`start`) and not closed since. */
  readonly started: boolean
  /** Stops a started host (its plugins' `stop` hooks, background work) and closes its state; again, or unstarted, it does nothing. A closed host takes no more calls. */
  close(): Promise<void>
}

/**
 * The calls of `testHost` on one host serving only the given plugins: free unless `paid`,
 * upstreams sent to fixture servers, memory state, failed upstream calls retried at once.
 */
export function hostCalls(plugins: PluginDefinition | PluginDefinition[], options: HostCallsOptions = {}): HostCalls {
  // The first plugin is the one under test: it gets its package's name and version, as a host gives them.
  const list = (Array.isArray(plugins) ? plugins : [plugins]).map((plugin, index) => (index === 0 ? withTestPackage(plugin, options.packageUrl, true) : plugin))
  let app: TestApp | undefined
  let starting: Promise<void> | undefined
  let closed = false
  const build = (): TestApp => {
    const base = options.config ?? {}
    // The config's own settings for a served upstream (a quota, a timeout) are kept; where the override states a member, it wins.
    const upstreams = Object.fromEntries(Object.entries(options.upstreams ?? {}).map(([id, override]) => [id, resolveOverride(override, base.upstreams?.[id])]))
    const free = options.paid ? {} : Object.fromEntries(list.flatMap((plugin) => plugin.operations.map((operation) => [`${operation.group ?? plugin.group}.${operation.name}`, 0])))
    return createTestApp({
      plugins: list,
      config: { ...base, upstreams: { ...base.upstreams, ...upstreams }, prices: { ...free, ...base.prices } },
      ...(options.state ? { state: options.state } : {}),
      ...(options.gate ? { gate: options.gate } : {}),
      ...(options.rails ? { rails: options.rails } : {}),
      ...(options.now ? { now: options.now } : {}),
    })
  }
  const tester: HostCalls = {
    get app() {
      if (!app) {
        app = build()
        // A test starting the app by hand (`open().app.start()`) starts this host: `close()` (after the test) stops it,
        // once, also when the test closed the app itself.
        const [startApp, closeApp] = [app.start.bind(app), app.close.bind(app)]
        let closing: Promise<void> | undefined
        app.start = () => (starting ??= startApp())
        app.close = () => (closing ??= closeApp())
      }
      return app
    },
    async request(path, init) {
      // A closed host's plugins are stopped and its state closed: a call would fail far from here, or pass on a half-open host.
      if (closed) throw new Error(`this test host was closed (close()); ${path} needs another (open one)`)
      if (options.start) await tester.start()
      return tester.app.request(path, init)
    },
    async start() {
      if (closed) throw new Error('this test host was closed (close()); open another to start')
      await tester.app.start()
    },
    get started() {
      return starting !== undefined && !closed
    },
    async close() {
      if (!starting || closed) return
      closed = true
      await starting.catch(() => {})
      await tester.app.close()
    },
    async call(path, json, init = {}) {
      const response = await tester.request(path, json === undefined ? init : { ...init, json })
      const text = await response.text()
      let body: unknown = text
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        try {
          body = JSON.parse(text)
        } catch {}
      }
      return { status: response.status, headers: response.headers, body }
    },
    async ok(path, json) {
      const { status, body } = await tester.call(path, json)
      expect(status, `${describe(path, json)} -> ${JSON.stringify(body).slice(0, 400)}`).toBe(200)
      return body.data
    },
    async list(path, json) {
      const data = await tester.ok(path, json)
      expect(data, `${describe(path, json)}: a normalized answer`).toMatchObject({ ok: true, items: expect.any(Array), total: expect.any(Number), source: { provider: expect.any(String), url: expect.any(String), license: expect.any(String) } })
      return data
    },
    async item(path, json) {
      const data = await tester.list(path, json)
      expect(data?.total, `${describe(path, json)}: one item`).toBe(1)
      return data.items[0]
    },
    async rejects(path, field, json, reason) {
      const { status, body } = await tester.call(path, json)
      expect(status, `${describe(path, json)} -> ${JSON.stringify(body).slice(0, 400)}`).toBe(400)
      expect(body.code, describe(path, json)).toBe('INVALID_INPUT')
      expect(body.field, `${describe(path, json)}: ${body.error}`).toBe(field)
      if (reason !== undefined) expect(body.reason, `${describe(path, json)}: ${body.error}`).toBe(reason)
      return body
    },
    async status(path, expected, json, code) {
      const { status, body } = await tester.call(path, json)
      expect(status, `${describe(path, json)} -> ${JSON.stringify(body).slice(0, 400)}`).toBe(expected)
      if (code) expect(body.code, describe(path, json)).toBe(code)
      return body
    },
  }
  return tester
}

/** `path?a=1&b=2` from a params object (numbers and booleans as text; undefined members left out). */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.append(name, String(value))
  const text = query.toString()
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path
}

export function resolveOverride(override: UpstreamOverride, given?: UpstreamConfig): UpstreamConfig {
  // A fixture server stands in for the provider: its terms (a key for commercial use...) are not the test's to meet.
  return { timeoutMs: 2000, acceptTerms: true, ...given, ...overrideConfig(override) }
}

/** An override's settings as an object (a string is a base URL). */
export function overrideConfig(override: UpstreamOverride): UpstreamConfig {
  const value = typeof override === 'function' ? override() : override
  return typeof value === 'string' ? { baseUrl: value } : value
}

function describe(path: string, json: unknown): string {
  return json === undefined ? path : `${path} ${JSON.stringify(json).slice(0, 200)}`
}
