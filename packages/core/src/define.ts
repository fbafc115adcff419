import type * as v from 'valibot'
import { operationPrice } from './catalog-price.ts'
import type { SvcConfig } from './config.ts'
import type { RecordedExamples } from './examples.ts'
import type { StateStore } from './state/types.ts'
import type { SearchCodes, SearchEmbedder } from './search/index.ts'
import type { RequiredSetting } from './required-settings.ts'
import { checkSources, type Duration, type OperationSource } from './upstream/sources.ts'
import type { UpstreamClient, UpstreamDefinition } from './upstream/types.ts'

export type HttpMethod = 'GET' | 'POST'
export type ResponseShape = 'normalized' | 'legacy' | 'binary'

/** Object-shaped valibot schema of the query (GET) or body (POST). */
export type InputSchema = v.ObjectSchema<v.ObjectEntries, any> | v.StrictObjectSchema<v.ObjectEntries, any>

/**
 * Prices a request; `settings` are the operator's settings of the operation's group (model price tables...).
 * A quote may read the shared `state` (a topic's subscriber count...) and then answers a promise;
 * the payer is not known yet when the 402 is quoted.
 */
export type PriceQuote<I = any> = (input: I, settings: Readonly<Record<string, unknown>>, state: StateStore) => number | Promise<number>

/**
 * How an operation is priced, in USD.
 * - `{ usd }`: fixed per call.
 * - `{ from, quote }`: variable; `quote(input, settings)` prices each request (shown in the 402).
 * - `{ from, quote, upto: true }`: variable and up-to billed: the quote is the maximum the
 *   caller authorizes, and the handler reports actual usage with `ctx.reportUsage`.
 * - `{ upto, quote? }`: up-to billing; the caller authorizes the maximum and the
 *   handler reports actual usage with `ctx.reportUsage`.
 * - `{ quote }`: the amount and the billing are the svc catalog's (`@svc/catalog`), which prices
 *   the operation per call; `quote` prices each request as above.
 * An operation of the svc catalog states no price at all: the catalog's is used (docs/plugin-authoring.md, "Prices").
 */
export type PriceSpec<I = any> = StatedPrice<I> | { quote: PriceQuote<I>; upto?: undefined }

/** A price with its amount: what an operation states, or what the catalog gives one that states none. */
export type StatedPrice<I = any> =
  | { usd: number; quote?: undefined }
  | { from: number; quote: PriceQuote<I>; upto?: boolean }
  | { upto: number; quote?: PriceQuote<I> }

export type CallerKind = 'paid' | 'trial' | 'free'

/** A kind of change a call makes beyond its answer (`OperationDefinition.effects`). */
export type OperationEffect = 'state' | 'fetch'

export interface Payer {
  address: string
  network: string
}

export interface Caller {
  kind: CallerKind
  /** Client address as seen through the trusted proxies. */
  ip: string
  /** Verified wallet: the paying one on paid calls, the signed-in one on identity-only calls. */
  payer?: Payer
}

export interface OperationContext<I> {
  input: I
  /** Catalog id `<group>.<name>`. */
  id: string
  caller: Caller
  request: Request
  signal: AbortSignal
  /** Shared state (embedded disk or Redis); plugins should prefix their keys. */
  state: StateStore
  /**
   * Client of a declared upstream, bound to the operator's base URL and key and to this call's `signal`:
   * a caller leaving cancels its requests without passing `signal` to each. A request giving no `cacheTtlMs`
   * is cached for the operation's declared TTL (`sources`, `cacheTtl`).
   */
  upstream: (definition: UpstreamDefinition) => UpstreamClient
  /**
   * Reports actual usage in USD for up-to billed operations (calls add up). `details`
   * (tokens, model...) are shown with the amount in `meta.usage`.
   */
  reportUsage: (usd: number, details?: Record<string, unknown>) => void
  /** Calls another installed operation in process (no payment, no trial). */
  call: (id: string, input: Record<string, unknown>) => Promise<unknown>
  /** The operator's settings for this operation's group (`settings.<group>` in the config); {} when none. */
  settings: Readonly<Record<string, unknown>>
  /** The host's whole configuration (read only): settings shared by several groups of one plugin. */
  config: Readonly<SvcConfig>
  /** The host's clock (ms since the epoch): read the time here, not from Date.now(), so tests can set it. */
  now: () => number
}

/** A binary answer (image bytes...) for operations whose shape is `binary`. */
export interface BinaryResult {
  readonly kind: 'binary'
  body: Uint8Array | string
  contentType: string
  headers?: Record<string, string>
}

export function binary(body: Uint8Array | string, contentType: string, headers?: Record<string, string>): BinaryResult {
  return headers ? { kind: 'binary', body, contentType, headers } : { kind: 'binary', body, contentType }
}

export type OperationHandler<I> = (ctx: OperationContext<I>) => unknown | Promise<unknown>

export interface OperationDefinition<S extends InputSchema = InputSchema> {
  /** Group id; may be left out when the plugin declares a single `group`. */
  group?: string
  /** Name within the group (kebab-case): the path is `/api/<group>/<name>`. */
  name: string
  method: HttpMethod
  description: string
  input: S
  /**
   * What a call costs. Left out for an operation of the svc catalog (`@svc/catalog`): the catalog's price and
   * billing are used, so the price is stated once. An operation the catalog does not list must state it.
   */
  price?: PriceSpec<v.InferOutput<S>>
  response?: ResponseShape
  /** Upstreams the handler uses; a missing required key (or terms not met) makes the operation unavailable. */
  upstreams?: UpstreamDefinition[]
  /**
   * How long the answers of the handler's `ctx.upstream` GET calls are cached when a call gives no `cacheTtlMs`
   * of its own and no `sources` entry matches its path: stated once here, used by the calls and shown in the README.
   */
  cacheTtl?: Duration
  /**
   * What the operation reads: its upstreams' endpoints (`path`, with `{name}` segments) or, in words, what else
   * (`about`), each with the TTL of its answers when it differs from `cacheTtl`. A call matching a source's path
   * takes its `cacheTtl`; the plugin README's "Sources" table is generated from these (`pnpm readme:tables`).
   */
  sources?: readonly OperationSource[]
  /**
   * The handler calls one of `upstreams`, chosen by the input (tcg.card: one catalog per game), and `check`
   * calls `host.serves(upstream)` for it: the operation is available while one of them is, and a call that
   * needs one this host cannot call answers 503 naming the setting, before any 402. A list names the
   * alternatives among `upstreams` and the others are always called (security.ip-block: IANA's bootstrap, then
   * one of the five registries); the directory lists the calls refused (`availableExcept`).
   */
  choosesUpstream?: boolean | readonly UpstreamDefinition[]
  /**
   * Operation ids this one calls through `ctx.call` (a watcher and what it watches, a
   * composite and its parts). While one is missing or unavailable, so is this operation.
   */
  requires?: string[]
  /**
   * Settings the handler cannot work without, as paths below `settings` (`gov.usajobsUserAgent`), also
   * read from its upstreams' `requiredSettings`. While one is unset or blank the operation is unavailable
   * (the directory names the setting, calls answer 503 naming it), as with a missing required key.
   */
  requiredSettings?: RequiredSetting[]
  /**
   * Availability that depends on the host's configuration in a way keys and required settings cannot say
   * (one of two engines, each with its own key): read once when the host starts. Unavailable means listed
   * so in the directory with the reason, and a 503 naming it before any 402, as a missing key.
   */
  availableWith?: (config: OperationConfigView) => { available: boolean; reason?: string }
  /**
   * `'identity'` (identity-only): a wallet's sign-in proof (x402's sign-in-with-x) is enough to call it,
   * without paying; the proven wallet is `caller.payer`, so a wallet reads what is its own. A caller
   * without a proof pays the price (a free one: answers 402 with the sign-in challenge). For reads:
   * an operation with `effects` or a `plan` cannot declare it. Discovery declares the `siwx` scheme.
   */
  access?: 'identity'
  /**
   * What a call changes beyond its answer, so a paid call's changes wait for its payment
   * (docs/plugin-authoring.md, "Effects"):
   * - `state`: writes through `ctx.state` (stored values, queue messages, schedules, watchers, webhooks)
   *   are held and committed only once the payment is settled; a failed or unpaid call leaves none.
   * - `fetch`: requests to caller-given URLs, which cannot be held back: the payer's funds are checked
   *   afresh (never from a cached balance) before the handler runs.
   * Operations that only read declare nothing.
   */
  effects?: readonly OperationEffect[]
  /** Extra words endpoint search should match (synonyms, phrasings). */
  keywords?: string[]
  /**
   * Other names in the same group this operation also answers under, each its own catalog id and route
   * (`/api/<group>/<alias>`) with its own price, description and keywords, and the same input, check and
   * handler (predict.marketA-events is predict.events, the venue named).
   */
  aliases?: OperationAlias[]
  /** Set on the definition an alias is served by: the name of the operation it is an alias of. */
  aliasOf?: string
  deprecated?: boolean
  /** Whether batch may include it (default: fixed-price operations only). */
  batchable?: boolean
  /**
   * A POST operation that takes bodies larger than hosts allow by default (1 MiB), such as an image
   * or a file in base64: the largest JSON body it takes, in bytes. The directory shows it, and a
   * larger body is refused (413 naming it) before it is read.
   */
  bodyLimitBytes?: number
  /** Output JSON Schema, shown to agents in the 402 discovery extension. */
  output?: Record<string, unknown>
  /**
   * A call and its answer (`data`), shown on the operation's /docs page and prefilled in its try-it.
   * Answers of any size belong in the plugin's recorded examples (`definePlugin({ examples })`) instead.
   */
  example?: { params: Record<string, unknown>; answer?: unknown }
  /**
   * Runs after validation and before the payment gate: throw `invalidField(...)` for a request that
   * can only fail (units of two dimensions, conflicting modes, dates in the wrong order), so the
   * caller gets the 400 before signing a payment. Must not call upstreams: it is not paid for.
   * `host.needs(upstream)` refuses, 503 naming the setting, a call that needs an upstream this host
   * cannot call (its optional key unset): tax.vat's GB numbers need HMRC, its EU numbers do not.
   */
  check?: (input: v.InferOutput<S>, host: CheckHost) => void
  /**
   * An operation made of other calls (core's `batch.run`): the pipeline validates, checks, charges
   * and runs the calls it lists as one request, instead of a handler.
   */
  plan?: (input: v.InferOutput<S>) => PlannedCall[]
  /** Required unless the operation has a `plan`. */
  handler?: OperationHandler<v.InferOutput<S>>
}

/** Another name an operation answers under (`OperationDefinition.aliases`). */
export interface OperationAlias {
  /** Name within the operation's group (kebab-case): the alias's id is `<group>.<name>`. */
  name: string
  /** The alias's own price; left out, the svc catalog's for its id (as for an operation). */
  price?: PriceSpec
  /** What the directory, OpenAPI and search say of it; the operation's own description when left out. */
  description?: string
  /** Its own search words; the operation's when left out. */
  keywords?: string[]
}

/** What an operation's `check` may ask of the host before payment. */
export interface CheckHost {
  /**
   * Throws 503 `UPSTREAM_NOT_CONFIGURED` naming the setting unless this host can call `upstream` for this
   * call: its key (even one declared `required: false`) and its required settings are configured.
   */
  needs: (upstream: UpstreamDefinition) => void
  /**
   * Throws the same 503 unless this host serves `upstream` as the operation's availability would: its terms
   * met, a required key and required settings set (an optional key is not needed). For `choosesUpstream`.
   */
  serves: (upstream: UpstreamDefinition) => void
}

/** One call of a plan: an operation id and its raw params. */
export interface PlannedCall {
  endpoint: string
  params: Record<string, unknown>
}

/** The largest request body any operation may declare (and a host allow): 100 MiB. */
export const MAX_BODY_LIMIT_BYTES = 100 * 1024 * 1024

// Kebab-case; a segment may carry capitals after its first character, as the contract's venue names do (predict.marketA-market).
const KEBAB_NAME = /^[a-z0-9][a-zA-Z0-9]*(?:-[a-zA-Z0-9]+)*$/

export function defineOperation<S extends InputSchema>(definition: OperationDefinition<S>): OperationDefinition<S> {
  if (!KEBAB_NAME.test(definition.name)) {
    throw new TypeError(`operation name "${definition.name}" must be kebab-case`)
  }
  if (definition.method !== 'GET' && definition.method !== 'POST') {
    throw new TypeError(`operation ${definition.name}: method must be GET or POST`)
  }
  if (definition.access === 'identity' && (definition.effects?.length || definition.plan)) {
    throw new TypeError(`operation ${definition.name}: an identity-only operation reads (no effects, no plan): a sign-in pays for nothing`)
  }
  if (!definition.handler === !definition.plan) throw new TypeError(`operation ${definition.name}: needs exactly one of handler and plan`)
  for (const alias of definition.aliases ?? []) {
    if (!KEBAB_NAME.test(alias.name) || alias.name === definition.name) throw new TypeError(`operation ${definition.name}: alias "${alias.name}" must be another kebab-case name`)
  }
  checkSources(definition.name, definition)
  if (Array.isArray(definition.choosesUpstream) && definition.choosesUpstream.some((chosen) => !definition.upstreams?.includes(chosen))) {
    throw new TypeError(`operation ${definition.name}: choosesUpstream lists an upstream that is not among its upstreams`)
  }
  const limit = definition.bodyLimitBytes
  if (limit !== undefined && (definition.method !== 'POST' || !Number.isInteger(limit) || limit < 1024 || limit > MAX_BODY_LIMIT_BYTES)) {
    throw new TypeError(`operation ${definition.name}: bodyLimitBytes is for a POST operation, an integer from 1024 to ${MAX_BODY_LIMIT_BYTES}`)
  }
  return definition
}

/**
 * The operations with each alias as an operation of its own, right after the one it is an alias of: the same
 * definition under the alias's name, price, description and keywords. Idempotent (alias definitions already
 * in the list are left out and their operation's given again), so a plugin's list may pass through it more
 * than once: `definePlugin`, then every registry a host builds (start-up, each test host, each reload).
 */
export function withAliases(operations: readonly OperationDefinition<any>[]): OperationDefinition<any>[] {
  return operations.filter((operation) => operation.aliasOf === undefined).flatMap((operation) => [operation, ...aliasDefinitionsOf(operation)])
}

/**
 * The alias definitions of each operation, made once: every pass gives the same objects, so a registry's alias
 * is the plugin's (`definePlugin(...).operations`) and two registries share it, as they share the operations.
 * Keyed by the operation, not the plugin: the host loads a plugin as a copy with its package's name and version.
 */
const aliasDefinitions = new WeakMap<OperationDefinition<any>, OperationDefinition<any>[]>()

function aliasDefinitionsOf(operation: OperationDefinition<any>): OperationDefinition<any>[] {
  if (!operation.aliases?.length) return []
  let made = aliasDefinitions.get(operation)
  if (!made) {
    made = operation.aliases.map(({ name, price, description, keywords }): OperationDefinition<any> => {
      const { aliases: _aliases, ...served } = operation
      // An alias the catalog lists takes its price from there, as an operation does: the operation's is not its own.
      const { price: _price, ...unpriced } = served
      return { ...unpriced, name, ...(price ? { price } : {}), description: description ?? operation.description, keywords: keywords ?? operation.keywords ?? [], aliasOf: operation.name }
    })
    aliasDefinitions.set(operation, made)
  }
  return made
}

/** Wraps a dynamic import so a handler's code loads on first call, not at start-up. */
export function lazyHandler<I>(load: () => Promise<{ default: OperationHandler<I> }>): OperationHandler<I> {
  let loaded: Promise<OperationHandler<I>> | undefined
  return async (ctx) => {
    loaded ??= load().then((module) => module.default)
    return (await loaded)(ctx)
  }
}

export interface PluginContext {
  state: StateStore
  upstream: (definition: UpstreamDefinition) => UpstreamClient
  call: (id: string, input: Record<string, unknown>) => Promise<unknown>
  log: (message: string) => void
  /** The operator's settings for the plugin's group (`settings.<group>` in the config); {} when none. */
  settings: Readonly<Record<string, unknown>>
  /** The host's whole configuration (read only). */
  config: Readonly<SvcConfig>
  /** The host's clock (ms since the epoch), the one operations get: background work reads the time here. */
  now: () => number
}

export interface PluginLifecycle {
  /** Starts background work (pollers, schedulers); awaited before the host listens. */
  start?: (ctx: PluginContext) => void | Promise<void>
  /** Stops background work on shutdown. */
  stop?: () => void | Promise<void>
}

/**
 * A free, informational GET document of a plugin, outside the catalog (e.g. `GET /api/ai/models`):
 * no payment, no trial, answered as plain JSON like `/api/directory`.
 */
export interface PluginRoute {
  /** Path below `/api/<group>/`, e.g. `models` or `council/menu`; must not be an operation's path. */
  path: string
  description: string
  handler: (ctx: { settings: Readonly<Record<string, unknown>>; request: Request }) => unknown | Promise<unknown>
}

export interface PluginDefinition {
  /**
   * Package name, e.g. `@svc/plugin-convert`. Leave it out: the host (and `testPlugin`) read it from the
   * plugin's package.json, with `version` and `core` (its `peerDependencies['@svc/core']`).
   */
  name?: string
  version?: string
  /** Default group of its operations. */
  group?: string
  /** Semver range of @svc/core this plugin was built against (default: its package's `peerDependencies['@svc/core']`). */
  core?: string
  operations: OperationDefinition<any>[]
  /** How endpoint search finds this plugin's operations: its vocabulary (core's own knows no group). */
  search?: PluginSearch
  /** Free GET documents under `/api/<group>/` (what the plugin is configured with, menus...). */
  routes?: PluginRoute[]
  lifecycle?: PluginLifecycle
  /**
   * Recorded examples, operation id -> params and answer: `import examples from './examples.json'`.
   * `testPlugin(plugin, { examplesFile })` records them from fixtures (`SVC_RECORD_EXAMPLES=1`) and checks
   * them on every run; each operation's /docs page shows its answer.
   */
  examples?: RecordedExamples
}

export interface PluginSearch {
  /**
   * Lines `words or phrases, comma separated = catalog words`: how agents phrase tasks, mapped to the
   * words of this plugin's groups, operation names and descriptions (`drizzle, umbrella = forecast`).
   */
  vocabulary?: string
  /**
   * Groups of this plugin whose operations mirror others with a different intent (a watcher of a price
   * vs the price), or single operations by id that serve a narrower need than their name says (official
   * quarterly exchange rates vs today's) -> the words that say that intent; without one in the query they
   * rank at half weight.
   * With one (or a sentence core reads as it: "let me know when"), an operation whose description names
   * the operation it follows ("by polling stocks.quote") also ranks with what that operation matches.
   */
  intents?: Record<string, string[]>
  /** Codes this plugin's operations take that look like stock tickers (see SearchCodes); read when the search index is built. */
  codes?: () => SearchCodes[]
  /**
   * An embedding model for endpoint search's semantic layer (see SearchEmbedder), made once with the
   * plugin's context; undefined when the operator configured none. The first plugin that gives one is used.
   */
  embedder?: (ctx: PluginContext) => SearchEmbedder | undefined
}

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (definition.name !== undefined && (typeof definition.name !== 'string' || !definition.name)) throw new TypeError('plugin name must be a package name (or left out: the host reads it from package.json)')
  const label = definition.name ?? (definition.group ? `the ${definition.group} plugin` : 'plugin')
  if (!Array.isArray(definition.operations) || definition.operations.length === 0) {
    throw new TypeError(`${label} declares no operations`)
  }
  for (const operation of definition.operations) {
    const group = operation.group ?? definition.group
    if (!group) throw new TypeError(`${label}: operation ${operation.name} has no group`)
    operationPrice(`${group}.${operation.name}`, operation) // an operation without a price is refused here, not at the first call
  }
  for (const route of definition.routes ?? []) {
    if (!definition.group) throw new TypeError(`${label}: routes need the plugin's group`)
    if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(route.path)) throw new TypeError(`${label}: route path "${route.path}" must be kebab-case segments`)
  }
  // Aliases are listed as operations, so whatever reads a plugin's operations (test hosts, free prices, the client map) sees them.
  return { ...definition, operations: withAliases(definition.operations) }
}

/** What `availableWith` reads of the host's configuration: its settings and its upstreams' settings (keys included). */
export interface OperationConfigView {
  settings: Readonly<Record<string, unknown>>
  upstreams: Readonly<Record<string, { baseUrl?: string | undefined; key?: string | undefined } | undefined>>
}
