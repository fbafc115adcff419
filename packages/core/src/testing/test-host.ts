import { resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import type { SvcConfigInput } from '../config.ts'
import type { PluginDefinition } from '../define.ts'
import type { StateStore } from '../state/types.ts'
import { serveFixtures, testFixtures, type FixtureAnswer, type FixtureRoute, type FixtureServer, type LastRequest, type RecordedRequest } from './fixture-server.ts'
import { type CallResult, hostCalls, type HostCalls, type UpstreamOverride, withQuery } from './host-calls.ts'
import { manualClock } from './state-conformance.ts'
import type { TestAppOptions } from './test-app.ts'
import { upstreamFailureCases } from './upstream-failures.ts'

/** A payment gate given as itself (not as a function of the call: that is a rail of `gate`). */
type Gate = Exclude<NonNullable<TestAppOptions['gate']>, (...args: never[]) => unknown>

export interface TestHostOptions<G extends Gate = Gate, P extends PluginDefinition = PluginDefinition> {
  /**
   * The plugins mounted on the host (the one under test first; others its operations call). A function makes
   * new instances for each host built (read back as `plugins` of an `open`ed host), for plugins that keep
   * something of their own (a background loop) and several hosts of one test that must not share it.
   */
  plugins: P | P[] | (() => P | P[])
  /** Upstream ids answered by this host's fixture server (with their key from `keys`). */
  upstreams?: string[]
  /** Upstreams sent elsewhere (another fixture server's URL, read at the first call; a whole upstream setting). */
  elsewhere?: Record<string, UpstreamOverride>
  /**
   * `METHOD /path` -> the answer: a file's name in the fixture folder, a canned answer, or a function of the request.
   * Routes without `upstreams` are served too, for what the plugin calls that is no upstream (an operator's webhook at `h.server.url`).
   */
  routes?: Record<string, FixtureRoute>
  /** The fixture folder, relative to the folder of the test file that builds the host. Default `fixtures`. */
  fixtures?: string
  /** Keys of the served upstreams that need one (`{ fred: 'fred-key' }`). */
  keys?: Record<string, string>
  /**
   * More host configuration (settings, prices...); a function is read each time a host is built, for a setting
   * known only once something listens (a test DNS server's address).
   */
  config?: SvcConfigInput | (() => SvcConfigInput)
  /** Keep the listed prices, so unpaid calls answer 402. Default: every operation is free. */
  paid?: boolean
  /** Opens the state of each test's host (default: memory state, on the host's clock). */
  state?: () => StateStore
  /**
   * Opens one state per test that every host of the test runs on (its own host and those it `open`s without a
   * state): several hosts on one state and one clock, as hosts behind a load balancer. Closing a host leaves
   * it open for the others; it is closed after the test, once its hosts are (with `hostPer: 'file'`, after the
   * file, with its host).
   */
  sharedState?: () => StateStore
  /** One payment gate for every host (a function of the host's context makes one per host). */
  gate?: TestAppOptions['gate']
  /**
   * The payment rails of every host, as the host composes them (`createApp({ rails })`): rails, or rail packages'
   * `defineRail` definitions, each made for the host built with its state and config. Asked after `gate`.
   */
  rails?: TestAppOptions['rails']
  /** A new payment gate for each host built (so one per test with `hostPer: 'test'`), read back as `h.gate` (or an `open` host's `gate`). */
  freshGate?: () => G
  /** Run the plugins' `start` hooks before a host's first call, as a host does at start-up; the hosts started are closed after their test. */
  start?: boolean
  /** Start the host's clock here (ms or ISO) and let tests move it (`clock.elapse`); back at the start before each test. */
  clock?: number | string
  /**
   * `call` (default): a fresh host for every call, so no upstream cache, trial or state carries over from one call to the next.
   * `test`: one host per test, so state carries from one call to the next within a test (and never across tests).
   * `file`: one host for every test of the file (or `describe`), closed after them: for a plugin too costly to start
   * for each test (a browser). Its state and gate carry over; routes, recorded requests and the clock are still reset.
   */
  hostPer?: 'test' | 'call' | 'file'
  /** The plugin package (folder or package.json) whose name and version the plugin under test gets; default: the test file's package. */
  packageUrl?: string | URL
}

/**
 * One refused input: the query params of a GET (or the JSON body of a POST) and the field its 400 must name. A GET's
 * query may be given as sent (`a=1&b=%2F`, '' for none), for what params cannot say (an encoding, a repeated param).
 */
export interface Refusal {
  input: Record<string, unknown> | string
  field: string
  /** The body's `reason`, when the test pins it. */
  reason?: string
}

/**
 * The one host for a plugin's tests: the plugins mounted on a free host (memory state, upstream calls retried at once),
 * their upstreams answered by a fixture server whose files are named relative to the test's folder, the last request
 * each route received, table-driven refusals, and a reset before each test (host state, route overrides, recorded
 * requests, the clock). Call it at the top of a test file (or of a `describe`): it registers its own hooks.
 */
export function testHost<G extends Gate = Gate, P extends PluginDefinition = PluginDefinition>(options: TestHostOptions<G, P>) {
  const list = (plugins: P | P[]): P[] => (Array.isArray(plugins) ? plugins : [plugins])
  const given = options.plugins
  const pluginsOf = typeof given === 'function' ? () => list(given()) : () => list(given)
  const folder = testFixtures(options.fixtures)
  const overrides = new Map<string, FixtureRoute>()
  const start = options.clock === undefined ? undefined : typeof options.clock === 'number' ? options.clock : Date.parse(options.clock)
  const clock = manualClock(start)
  let server: FixtureServer | undefined
  let current: BuiltHost<G, P> | undefined
  let latest: BuiltHost<G, P> | undefined
  /** The host of every test (`hostPer: 'file'`), closed after the last. */
  let fileHost: BuiltHost<G, P> | undefined
  /** The hosts built during this test, closed after it when started. */
  const built: BuiltHost<G, P>[] = []
  /** The hosts built outside a test (at the top of the file or a `describe`, in `beforeAll`): the file's, closed after it. */
  const builtForFile: BuiltHost<G, P>[] = []
  /** Whether a test of this test host is running (its `beforeEach` ran, its `afterEach` not yet). */
  let inTest = false
  /** This test's shared state (`sharedState`; the file's with `hostPer: 'file'`), closed after its hosts. */
  let shared: StateStore | undefined

  const served = options.upstreams ?? []
  if (served.length > 0 || options.routes) {
    beforeAll(async () => {
      server = await serveFixtures(Object.fromEntries(Object.entries(options.routes ?? {}).map(([key, route]) => [
        key,
        (request: RecordedRequest) => {
          const answer = overrides.get(key) ?? route
          return typeof answer === 'function' ? answer(request) : answer
        },
      ])), { folder })
    })
    afterAll(() => server?.close())
  }
  beforeEach(() => {
    inTest = true
    overrides.clear()
    if (server) server.requests.length = 0
    if (start !== undefined) clock.elapse(start - clock.now())
    current = undefined
    latest = undefined
  })
  const closeShared = async () => {
    const state = shared
    shared = undefined
    await state?.close()
  }
  afterEach(async () => {
    inTest = false
    const hosts = built.splice(0)
    for (const test of hosts) await test.close()
    // The host per file runs on the shared state beyond this test: it is closed with that host.
    if (options.hostPer !== 'file') await closeShared()
  })
  afterAll(async () => {
    for (const host of builtForFile.splice(0)) await host.close()
  })
  if (options.hostPer === 'file') afterAll(async () => {
    const host = fileHost
    fileHost = undefined
    await host?.close()
    await closeShared()
  })

  // Each served upstream -> the fixture server (and its key), read at the first call once the server listens.
  const upstreams: Record<string, UpstreamOverride> = Object.fromEntries(served.map((id) => [id, () => ({ baseUrl: host.server.url, ...(options.keys?.[id] ? { key: options.keys[id] } : {}) })]))
  /** This test's shared state, for one more host: closing the host leaves it open (the test's end closes it). */
  const sharedFor = (): StateStore | undefined => {
    if (!options.sharedState) return undefined
    shared ??= options.sharedState()
    return keptOpen(shared)
  }
  const build = (config: SvcConfigInput = {}, state?: StateStore, keep = false, more: OpenedHostOptions = {}): BuiltHost<G, P> => {
    const base = (typeof options.config === 'function' ? options.config() : options.config) ?? {}
    const gate = more.gate ? undefined : options.freshGate?.()
    const plugins = (more.plugins as P[] | undefined) ?? pluginsOf()
    const given = more.gate ?? gate ?? options.gate
    const rails = more.rails ?? options.rails
    state ??= sharedFor()
    // An opened host's own upstream settings replace the served ones whole (an upstream without its key, whose terms are not
    // accepted...): the file config's settings of that upstream are not laid under them either.
    const opened = new Set(Object.keys(config.upstreams ?? {}))
    const fileUpstreams = Object.fromEntries(Object.entries(base.upstreams ?? {}).filter(([id]) => !opened.has(id)))
    const calls = hostCalls(plugins, {
      upstreams: { ...upstreams, ...options.elsewhere, ...config.upstreams },
      config: { ...base, ...config, upstreams: fileUpstreams, prices: { ...base.prices, ...config.prices }, settings: { ...base.settings, ...config.settings } },
      ...(options.paid ? { paid: true } : {}),
      ...(state ? { state } : options.state ? { state: options.state() } : {}),
      ...(given ? { gate: given } : {}),
      ...(rails ? { rails } : {}),
      ...(more.now ? { now: more.now } : start !== undefined ? { now: clock.now } : {}),
      ...(options.start ? { start: true } : {}),
      ...(options.packageUrl ? { packageUrl: options.packageUrl } : {}),
    })
    const one = Object.assign(calls, { gate: gate as G, plugins })
    if (!keep) (inTest ? built : builtForFile).push(one)
    latest = one
    return one
  }
  const tester = (): BuiltHost<G, P> => {
    if (options.hostPer === 'file') {
      fileHost ??= build(undefined, undefined, true)
      return fileHost
    }
    if (options.hostPer !== 'test') return build()
    current ??= build()
    return current
  }

  const host = {
    /** The upstreams this host serves, as `testPlugin(plugin, { upstreams: h.upstreams })` takes them. */
    upstreams,
    /** The folder route files are read from. */
    folder,
    /** The host's clock: `now()`, and `elapse(ms)` to move it (with the `clock` option). */
    clock,
    /** The host of the running test (`hostPer: 'test'`), or a fresh one (`call`). */
    get app() {
      return tester().app
    },
    /** The gate `freshGate` made for the host of the running test (`hostPer: 'test'`), or for the last host built (`call`). */
    get gate(): G {
      if (!options.freshGate) throw new Error('this test host has no gate of its own per host (give `freshGate`)')
      return (options.hostPer === 'call' || options.hostPer === undefined ? (latest ?? tester()) : tester()).gate
    },
    /**
     * Another host for this test, built with more configuration (merged as `call`'s) or on a given state store
     * (a store on disk, reopened to restart a host), and with its own plugins, payment gate or rails, or clock
     * when given (in place of the test host's): its calls share its state, cache and gate, it is started
     * with `start`, and closed after the test unless `close()` ends it before (one opened outside a test, at the top of
     * the file or a `describe` or in `beforeAll`, is the file's: closed after its last test).
     */
    open: ({ config, state, ...more }: { config?: SvcConfigInput; state?: StateStore } & OpenedHostOptions = {}): BuiltHost<G, P> => build(config, state, false, more),
    get server(): FixtureServer {
      if (!server) throw new Error(served.length === 0 && !options.routes ? 'this test host serves nothing (give `upstreams` or `routes`)' : 'the fixture server starts in beforeAll')
      return server
    },
    /** The requests the fixture server received during this test, in order. */
    get requests(): RecordedRequest[] {
      return host.server.requests
    },
    /** A fixture file of this host's folder as an answer (for `set`, or a route that picks among files). */
    fixture: (file: string, answer: Omit<FixtureAnswer, 'file'> = {}): FixtureAnswer => ({ ...answer, file: resolve(folder, file) }),
    /** Replaces a route's answer for the rest of this test. */
    set: (route: string, answer: FixtureRoute) => void overrides.set(route, answer),
    /** Puts back every route's own answer. */
    reset: () => overrides.clear(),
    /** The requests this test sent to `route` (`GET /path`, or `/path` for any method; none: every request). */
    requestsTo: (route?: string): RecordedRequest[] => host.server.requestsTo(route),
    /** The last request this test sent to `route` (`GET /path` or `/path`; none: any); fails the test when there is none. */
    last: (route?: string): LastRequest => host.server.last(route),
    /** Calls the host; `json` makes it a POST with that body; `config` builds a host with more settings for this call. */
    call(path: string, json?: unknown, config?: SvcConfigInput, init?: RequestInit): Promise<CallResult> {
      return (config ? build(config) : tester()).call(path, json, init)
    },
    /** Sends a request as given (headers, an abort signal...) and answers the raw Response. */
    request: (path: string, init?: RequestInit & { json?: unknown }): Promise<Response> => tester().request(path, init),
    /** Expects a 200 and returns `data`. */
    ok: (path: string, json?: unknown) => tester().ok(path, json),
    /** Expects a 200 normalized answer and returns it. */
    list: (path: string, json?: unknown) => tester().list(path, json),
    /** Expects a 200 lookup answer (`total: 1`) and returns its one item. */
    item: (path: string, json?: unknown) => tester().item(path, json),
    /** Expects a 400 `INVALID_INPUT` naming `field` (and `reason` when given); returns the body. */
    rejects: (path: string, field: string, json?: unknown, reason?: string) => tester().rejects(path, field, json, reason),
    /** Expects `status` (and `code` when given); returns the body. */
    status: (path: string, status: number, json?: unknown, code?: string) => tester().status(path, status, json, code),
    /**
     * Declares one test per refused input of the operation at `path`: each answers 400 `INVALID_INPUT` naming its field.
     * The input is the query of a GET (`method` default) or the JSON body of a POST.
     */
    refusals(path: string, cases: Array<Refusal | [input: Refusal['input'], field: string]>, method: 'GET' | 'POST' = 'GET') {
      for (const entry of cases) {
        const { input, field, reason } = Array.isArray(entry) ? { input: entry[0], field: entry[1], reason: undefined } : entry
        if (typeof input === 'string' && method === 'POST') throw new Error(`refusals of POST ${path}: give the JSON body as an object, not ${JSON.stringify(input)}`)
        it(`refuses ${typeof input === 'string' ? `?${input}` : JSON.stringify(input)} naming ${field}`, async () => {
          if (method === 'POST') await host.rejects(path, field, input, reason)
          else if (typeof input === 'string') await host.rejects(input === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${input}`, field, undefined, reason)
          else await host.rejects(withQuery(path, input as Record<string, string | number | boolean | undefined>), field, undefined, reason)
        })
      }
    },
    /** Declares one test per shared upstream failure case on `route`: the call answers that case's status and code, never a 500. */
    failures(route: string, path: string, json?: unknown) {
      for (const failure of upstreamFailureCases) {
        it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
          host.set(route, failure.answer)
          expect(await host.call(path, json)).toMatchObject({ status: failure.status, body: { code: failure.code } })
        })
      }
    },
  }
  return host
}

/** What one host `open`ed by a test host may have of its own, in place of the test host's. */
export interface OpenedHostOptions {
  /** Its plugins (the one under test first), read back as its `plugins`. */
  plugins?: PluginDefinition[]
  /** Its payment gate, or a function of the host's context making it. */
  gate?: TestAppOptions['gate']
  /** Its payment rails (as the `rails` option). */
  rails?: TestAppOptions['rails']
  /** Its clock (ms since the epoch). */
  now?: () => number
}

/** One host a test host built: its calls, its gate (`freshGate`), the plugin instances it mounted and `close()`. */
export type BuiltHost<G extends Gate = Gate, P extends PluginDefinition = PluginDefinition> = HostCalls & { readonly gate: G; readonly plugins: P[] }

export type TestHost<G extends Gate = Gate, P extends PluginDefinition = PluginDefinition> = ReturnType<typeof testHost<G, P>>

/** A state whose `close` does nothing: one host closing leaves it to the others (its owner closes the store itself). */
function keptOpen(state: StateStore): StateStore {
  return new Proxy(state, {
    get: (target, key) => {
      if (key === 'close') return async () => {}
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
