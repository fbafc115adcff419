import { H3, type H3Event } from 'h3'
import { mountOperatorSurface } from './admin/surface.ts'
import { createCatalogDocuments } from './catalog/documents.ts'
import { settingsOf, type SvcConfig } from './config.ts'
import { createReceiptsLog, type ReceiptsLog } from './account/receipts-log.ts'
import { corePlugin, CORE_VERSION } from './core-operations.ts'
import { createCors } from './cors.ts'
import type { PluginContext, PluginDefinition } from './define.ts'
import { errorResponse, fastResponse, jsonResponse } from './envelope.ts'
import { createError, isApiError, toApiError } from './errors.ts'
import { chosenRails } from './rails/chosen.ts'
import { combineRails } from './rails/combine.ts'
import { isRailDefinition, type PaymentRail, type RailContext, type RailDefinition } from './rails/rail.ts'
import { callOperation, operationRoute } from './pipeline.ts'
import { pluginLabel } from './plugin-package.ts'
import { buildRegistry, type Registry } from './registry.ts'
import type { Runtime } from './runtime.ts'
import { createSearchIndex, lazySearchIndex, type SearchIndex } from './search/index.ts'
import { searchEntry } from './search/entries.ts'
import { withSemanticLayer } from './search/semantic.ts'
import { vocabularyOf } from './search/vocabulary.ts'
import { defaultState } from './state/index.ts'
import type { StateStore } from './state/types.ts'
import { createUpstreams } from './upstream/client.ts'
import type { AppSurface } from './surface.ts'
import type { ProviderStats } from './upstream/stats.ts'
import { createPaymentMachinery } from './payments/machinery.ts'

export interface CreateAppOptions {
  config: SvcConfig
  plugins: PluginDefinition[]
  /** Any `StateStore`; default the embedded disk store in `config.dataDir`. With `config.redisUrl` set it must be given (`createRedisState` of `@svc/state-redis`, as `@svc/host` does). */
  state?: StateStore
  /**
   * The payment rails, asked in this order: rails, or rail packages' definitions (`defineRail`)
   * made with the app's state and config (a rail keeps its reservations there). The host passes
   * every installed rail package. Without any, paid calls answer 402 and trial and free calls work.
   */
  rails?: Array<PaymentRail | RailDefinition>
  /** One rail, or a factory of one (before `rails`; both may be given). */
  gate?: PaymentRail | ((context: RailContext) => PaymentRail)
  /** fetch used by upstream clients (tests may inject one; fixture servers are preferred). */
  fetch?: typeof fetch
  log?: (message: string) => void
  /** More pages and assets for people (the dashboard of `@svc/operator`, which `@svc/host` passes). */
  surfaces?: AppSurface[]
  /** The host's clock (ms since the epoch) for operations, background work and upstream caches; default Date.now (tests inject one). */
  now?: () => number
}

export interface SvcApp {
  app: H3
  runtime: Runtime
  /** Starts the plugins' background work. */
  start(): Promise<void>
  /** Stops background work and closes the state. */
  close(): Promise<void>
  /**
   * Per provider the operations use: this host's upstream counters (requests, cache hits, stale
   * answers, coalesced calls, failures, fast failures, quota refusals), the breaker and quota use.
   */
  upstreamStats(): Promise<ProviderStats[]>
}

const text = (body: string, type: string) => () => fastResponse(body, 200, { 'content-type': type })

/** Builds the h3 app: one route per operation under one pipeline, plus the catalog documents. */
export function createApp(options: CreateAppOptions): SvcApp {
  const { config } = options
  const log = options.log ?? ((message: string) => console.error(message))
  let search: SearchIndex | undefined
  let registry: Registry | undefined
  let receipts: ReceiptsLog | undefined
  const now = options.now ?? Date.now
  const state = options.state ?? defaultState(config)
  const railContext: RailContext = { state, config, log }
  // The operator's choice (payments.rails) applies to installed definitions before they are created, and to given rails.
  const chosen = config.payments.rails
  const gate = combineRails(chosenRails([
    ...(options.gate ? [typeof options.gate === 'function' ? options.gate(railContext) : options.gate] : []),
    ...chosenRails(options.rails ?? [], chosen, () => {}).flatMap((rail) => (isRailDefinition(rail) ? (rail.create(railContext) ?? []) : rail)),
  ], chosen, log))
  const rails = gate.rails
  // Rails first: without one no wallet can sign in or pay, so a wallet's own account is not served.
  const core = corePlugin(() => ({ search: search!, registry: registry!, receipts: receipts!, rails }), { walletAccounts: rails.length > 0 })
  registry = buildRegistry([core, ...options.plugins], config)
  // The search index is built with the first search, not at start-up; a plugin's embedder adds meaning to it.
  const embedding = options.plugins.find((plugin) => plugin.search?.embedder)
  search = lazySearchIndex(() => withSemanticLayer(createSearchIndex(registry!.operations.map(searchEntry), vocabularyOf([core, ...options.plugins], log)), () => registry!.operations.map(searchEntry), {
    embedder: () => embedding?.search?.embedder?.(pluginContext(embedding)),
    state,
    log,
    now,
  }))
  receipts = createReceiptsLog(state, { now, log })
  const payments = createPaymentMachinery({ state, gate, config, log, now })
  const runtime: Runtime = {
    config,
    registry,
    state,
    gate,
    payments,
    // An `accept`'s verdict kept beside a shared cached answer holds for hosts of these versions: a new release asks again.
    upstream: createUpstreams(config, { state, now, acceptScope: [`core@${CORE_VERSION}`, ...options.plugins.map((plugin) => `${plugin.name}@${plugin.version ?? ''}`).sort()].join(' '), ...(options.fetch ? { fetch: options.fetch } : {}) }),
    search,
    log,
    now,
  }

  // Catalog documents are computed once here (and again on a live price change), never per request.
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '')
  const documents = createCatalogDocuments(registry, search, { baseUrl, serverUrl: config.publicUrl, version: CORE_VERSION, rails: gate.rails })
  const json = 'application/json; charset=utf-8'

  const cors = createCors(config.corsOrigins, gate.rails)
  // No route is h3's 404, answered as ours. There is no catch-all route: a HEAD finds no route of its
  // own, so h3 answers it with the GET route of its path (without the body), as HTTP asks.
  const noRoute = (event: H3Event) => createError('NOT_FOUND', `No route ${event.req.method} ${event.url.pathname}; see /api/directory`)
  const app = new H3({
    onError: (error, event) => errorResponse(!isApiError(error) && error.status === 404 ? noRoute(event) : toApiError(error)),
    // Every answer, the 402s and errors included, carries the CORS headers a page needs to read it.
    ...(cors ? { onResponse: (response: Response, event: H3Event) => cors.decorate(event.req, response) } : {}),
  })
  if (cors) app.use((event) => cors.preflight(event.req))
  const health = JSON.stringify({ ok: true, core: CORE_VERSION, operations: registry.operations.length, state: runtime.state.backend })
  app.get('/health', text(health, json))
  app.get('/api/directory', (event) => documents.directory(event.url))
  app.get('/openapi.json', () => documents.openapi())
  // Each rail's discovery documents (x402's `/.well-known/x402`).
  for (const name of documents.wellKnownNames) app.get(`/.well-known/${name}`, () => documents.wellKnown(name))
  app.get('/llms.txt', () => documents.llms())
  app.all('/.well-known/api-catalog', (event) => {
    if (event.req.method === 'GET' || event.req.method === 'HEAD') return documents.apiCatalog(event.req.method)
    return errorResponse(createError('METHOD_NOT_ALLOWED', `${event.req.method} /.well-known/api-catalog: use GET or HEAD`, { headers: { allow: 'GET, HEAD' } }))
  })
  app.get('/.well-known/mcp/server-card.json', () => documents.serverCard())
  app.get('/.well-known/mcp/catalog.json', () => documents.mcpCatalog())
  for (const operation of registry.operations) app.all(operation.path, operationRoute(runtime, operation))
  for (const plugin of options.plugins) {
    for (const route of plugin.routes ?? []) {
      const path = `/api/${plugin.group}/${route.path}`
      if (registry.byPath.has(path)) throw new Error(`Route ${path} of ${pluginLabel(plugin)} is an operation's path`)
      const settings = settingsOf(config, plugin.group)
      app.get(path, async (event) => {
        try {
          return jsonResponse(await route.handler({ settings, request: event.req }), 200, { 'cache-control': 'no-store' })
        } catch (error) {
          return errorResponse(toApiError(error))
        }
      })
    }
  }
  // Home page, docs, the surfaces' pages (dashboard), /metrics, admin API, and the observers of every call.
  const operator = mountOperatorSurface(app, runtime, documents, options.surfaces)
  // Every paid call's receipt, for its payer (account.receipts), beside the operator's observers.
  const observeOperator = operator.observe
  runtime.observe = (event) => {
    receipts!.observe(event)
    observeOperator?.(event)
  }

  const pluginContext = (plugin: PluginDefinition): PluginContext => ({
    state: runtime.state,
    upstream: runtime.upstream,
    call: (id, params) => callOperation(runtime, id, params, {
      caller: { kind: 'free', ip: 'internal' },
      request: new Request(`${baseUrl}/internal`),
    }),
    log,
    settings: settingsOf(config, plugin.group),
    config,
    now,
  })
  const started: PluginDefinition[] = []
  const declaredUpstreams = [...new Set(registry.operations.flatMap((operation) => operation.definition.upstreams ?? []))]
  return {
    app,
    runtime,
    upstreamStats: () => runtime.upstream.stats(declaredUpstreams),
    async start() {
      payments.start()
      await operator.start()
      for (const plugin of options.plugins) {
        await plugin.lifecycle?.start?.(pluginContext(plugin))
        started.push(plugin)
      }
    },
    async close() {
      for (const plugin of started.reverse()) await plugin.lifecycle?.stop?.()
      payments.stop()
      gate.close()
      await operator.close()
      await receipts!.close()
      await runtime.state.close()
    },
  }
}
