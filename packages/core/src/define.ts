import type * as v from 'valibot'
import type { SvcConfig } from './config.ts'
import type { StateStore } from './state/types.ts'
import type { UpstreamClient, UpstreamDefinition } from './upstream/types.ts'

export type HttpMethod = 'GET' | 'POST'
export type ResponseShape = 'normalized' | 'legacy' | 'binary'

/** Object-shaped valibot schema of the query (GET) or body (POST). */
export type InputSchema = v.ObjectSchema<v.ObjectEntries, any> | v.StrictObjectSchema<v.ObjectEntries, any>

/**
 * How an operation is priced, in USD.
 * - `{ usd }`: fixed per call.
 * - `{ from, quote }`: variable; `quote(input)` prices each request (shown in the 402).
 * - `{ upto, quote? }`: up-to billing; the caller authorizes the maximum and the
 *   handler reports actual usage with `ctx.reportUsage`.
 */
export type PriceSpec<I = any> =
  | { usd: number }
  | { from: number; quote: (input: I) => number }
  | { upto: number; quote?: (input: I) => number }

export type CallerKind = 'paid' | 'trial' | 'free'

export interface Payer {
  address: string
  network: string
}

export interface Caller {
  kind: CallerKind
  /** Client address as seen through the trusted proxies. */
  ip: string
  /** Verified payer wallet: the caller's identity on paid calls. */
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
  /** Client of a declared upstream, bound to the operator's base URL and key. */
  upstream: (definition: UpstreamDefinition) => UpstreamClient
  /** Reports actual usage in USD for up-to billed operations. */
  reportUsage: (usd: number) => void
  /** Calls another installed operation in process (no payment, no trial). */
  call: (id: string, input: Record<string, unknown>) => Promise<unknown>
  /** The operator's settings for this operation's group (`settings.<group>` in the config); {} when none. */
  settings: Readonly<Record<string, unknown>>
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
  price: PriceSpec<v.InferOutput<S>>
  response?: ResponseShape
  /** Upstreams the handler uses; a missing required key makes the operation unavailable. */
  upstreams?: UpstreamDefinition[]
  /**
   * Operation ids this one calls through `ctx.call` (a watcher and what it watches, a
   * composite and its parts). While one is missing or unavailable, so is this operation.
   */
  requires?: string[]
  /** Extra words endpoint search should match (synonyms, phrasings). */
  keywords?: string[]
  deprecated?: boolean
  /** Whether batch may include it (default: fixed-price operations only). */
  batchable?: boolean
  /** Output JSON Schema, shown to agents in the 402 discovery extension. */
  output?: Record<string, unknown>
  handler: OperationHandler<v.InferOutput<S>>
}

export function defineOperation<S extends InputSchema>(definition: OperationDefinition<S>): OperationDefinition<S> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(definition.name)) {
    throw new TypeError(`operation name "${definition.name}" must be kebab-case`)
  }
  if (definition.method !== 'GET' && definition.method !== 'POST') {
    throw new TypeError(`operation ${definition.name}: method must be GET or POST`)
  }
  return definition
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
}

export interface PluginLifecycle {
  /** Starts background work (pollers, schedulers); awaited before the host listens. */
  start?: (ctx: PluginContext) => void | Promise<void>
  /** Stops background work on shutdown. */
  stop?: () => void | Promise<void>
}

export interface PluginDefinition {
  /** Package name, e.g. `@svc/plugin-convert`. */
  name: string
  version: string
  /** Default group of its operations. */
  group?: string
  /** Semver range of @svc/core this plugin was built against. */
  core?: string
  operations: OperationDefinition<any>[]
  lifecycle?: PluginLifecycle
}

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (!definition.name) throw new TypeError('plugin needs a name')
  if (!Array.isArray(definition.operations) || definition.operations.length === 0) {
    throw new TypeError(`plugin ${definition.name} declares no operations`)
  }
  for (const operation of definition.operations) {
    if (!operation.group && !definition.group) {
      throw new TypeError(`plugin ${definition.name}: operation ${operation.name} has no group`)
    }
  }
  return definition
}
