import { ConfigError, DEFAULT_BODY_LIMIT_BYTES, type SvcConfig } from './config.ts'
import { type HttpMethod, type InputSchema, type OperationDefinition, type PluginDefinition, type PriceQuote, type ResponseShape, withAliases } from './define.ts'
import { createError } from './errors.ts'
import { operationPrice } from './catalog-price.ts'
import { exampleOf, type OperationExample } from './examples.ts'
import { pluginLabel } from './plugin-package.ts'
import { usdToMicros, type Micros } from './price.ts'
import { type RequiredSetting, settingsAvailability } from './required-settings.ts'
import type { UpstreamDefinition } from './upstream/types.ts'
import type { StateStore } from './state/types.ts'
import { type Availability, upstreamAvailability } from './upstream/client.ts'

/** How a registered operation is billed, in atomic units. */
export type ResolvedPrice =
  | { mode: 'fixed'; micros: Micros }
  | { mode: 'variable'; fromMicros: Micros; quote: PriceQuote; upto: boolean }
  | { mode: 'upto'; maxMicros: Micros; quote?: PriceQuote }

export interface RegisteredOperation {
  id: string
  group: string
  name: string
  method: HttpMethod
  path: string
  description: string
  input: InputSchema
  price: ResolvedPrice
  responseShape: ResponseShape
  availability: Availability
  batchable: boolean
  deprecated: boolean
  keywords: string[]
  /** The id of the operation this one is an alias of (same input and handler, its own id, route and price). */
  aliasOf?: string
  plugin: { name: string; version: string }
  definition: OperationDefinition<any>
  /** A POST operation's largest body: its declared one, or the host's `bodyLimitBytes` when larger. */
  bodyLimitBytes?: number
  /** Params for the docs samples, and the answer they give when one is declared or recorded. */
  example?: OperationExample
}

export interface Registry {
  operations: RegisteredOperation[]
  byId: Map<string, RegisteredOperation>
  byPath: Map<string, RegisteredOperation>
}

/**
 * Collects every plugin's operations, applies the operator's prices, and refuses duplicates.
 * Without `settings`, an operation that requires a setting is unavailable.
 */
export function buildRegistry(plugins: PluginDefinition[], config: Pick<SvcConfig, 'prices' | 'upstreams'> & Partial<Pick<SvcConfig, 'settings' | 'bodyLimitBytes'>>): Registry {
  const hostBodyLimit = config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES
  const byId = new Map<string, RegisteredOperation>()
  const byPath = new Map<string, RegisteredOperation>()
  const operations: RegisteredOperation[] = []
  for (const plugin of plugins) {
    for (const definition of withAliases(plugin.operations)) {
      const group = definition.group ?? plugin.group!
      const id = `${group}.${definition.name}`
      const existing = byId.get(id)
      if (existing) throw new Error(`Duplicate operation id ${id}: declared by ${existing.plugin.name} and ${pluginLabel(plugin)}`)
      const price = resolvePrice(id, definition, config.prices[id])
      const operation: RegisteredOperation = {
        id,
        group,
        name: definition.name,
        method: definition.method,
        path: `/api/${group}/${definition.name}`,
        description: definition.description,
        input: definition.input,
        price,
        responseShape: definition.response ?? 'normalized',
        availability: combineAvailability([
          upstreamsAvailability(definition, config),
          settingsAvailability(requiredSettingsOf(definition), config),
          definition.availableWith?.({ settings: config.settings ?? {}, upstreams: config.upstreams ?? {} }) ?? { available: true },
        ]),
        batchable: (definition.batchable ?? price.mode === 'fixed') && price.mode === 'fixed' && !definition.deprecated,
        deprecated: definition.deprecated ?? false,
        keywords: definition.keywords ?? [],
        plugin: { name: pluginLabel(plugin), version: plugin.version ?? '0.0.0' },
        definition,
      }
      if (definition.aliasOf !== undefined) operation.aliasOf = `${group}.${definition.aliasOf}`
      if (definition.method === 'POST') operation.bodyLimitBytes = Math.max(definition.bodyLimitBytes ?? 0, hostBodyLimit)
      const example = exampleOf(definition, plugin.examples?.[id])
      if (example) operation.example = example
      byId.set(id, operation)
      byPath.set(operation.path, operation)
      operations.push(operation)
    }
  }
  refuseUnknownPrices(config.prices, byId)
  for (const operation of operations) {
    markMissingRequirements(operation, byId)
    if (operation.example) setExampleOrigin(operation.example, operation, byId)
  }
  operations.sort((a, b) => (a.id < b.id ? -1 : 1))
  return { operations, byId, byPath }
}

/** A configured price for an operation no installed plugin serves is a typo or a leftover: start-up stops, naming it. */
function refuseUnknownPrices(prices: Record<string, number>, byId: Map<string, RegisteredOperation>): void {
  for (const id of Object.keys(prices)) {
    if (byId.has(id)) continue
    const group = id.split('.')[0]
    const near = [...byId.keys()].filter((known) => known.startsWith(`${group}.`)).slice(0, 6)
    throw new ConfigError(`Invalid configuration: "prices" names ${id}, which no installed plugin serves${near.length ? ` (${group} has ${near.join(', ')})` : ''}; remove it or install the plugin`)
  }
}

export function resolvePrice(id: string, definition: OperationDefinition<any>, override: number | undefined): ResolvedPrice {
  const spec = operationPrice(id, definition)
  try {
    if ('usd' in spec) return { mode: 'fixed', micros: usdToMicros(override ?? spec.usd) }
    if ('from' in spec) {
      if (override === 0) return { mode: 'fixed', micros: 0 }
      return { mode: 'variable', fromMicros: usdToMicros(override ?? spec.from), quote: spec.quote, upto: spec.upto === true }
    }
    if (override === 0) return { mode: 'fixed', micros: 0 }
    return spec.quote
      ? { mode: 'upto', maxMicros: usdToMicros(override ?? spec.upto), quote: spec.quote }
      : { mode: 'upto', maxMicros: usdToMicros(override ?? spec.upto) }
  } catch (error) {
    throw new Error(`Operation ${id} has an invalid price: ${(error as Error).message}`)
  }
}

/** An operation that calls others is only as available as they are (one level: requirements do not chain). */
function markMissingRequirements(operation: RegisteredOperation, byId: Map<string, RegisteredOperation>): void {
  const reasons: string[] = []
  for (const id of operation.definition.requires ?? []) {
    const required = byId.get(id)
    if (!required) reasons.push(`needs ${id}, which is not installed on this host (its group's plugin, e.g. @svc/plugin-${id.split('.')[0]})`)
    else if (!required.availability.available) reasons.push(`needs ${id}, which ${required.availability.reason}`)
  }
  if (reasons.length === 0) return
  const own = operation.availability.available ? [] : [operation.availability.reason]
  operation.availability = { available: false, reason: [...own, ...reasons].join('; ') }
}

/** An example asks the providers the operation or those it calls use (served from fixtures when it was recorded). */
function setExampleOrigin(example: OperationExample, operation: RegisteredOperation, byId: Map<string, RegisteredOperation>): void {
  const called = [...(operation.definition.requires ?? []), ...example.given.map((step) => step.endpoint)].map((id) => byId.get(id)?.definition)
  const providers = [operation.definition, ...called].flatMap((definition) => definition?.upstreams ?? []).map((upstream) => upstream.name)
  if (providers.length === 0) return
  example.origin = 'fixtures'
  example.providers = [...new Set([...providers, ...example.providers])]
}

/** The operation's own required settings and those of its upstreams, each once. */
function requiredSettingsOf(definition: OperationDefinition<any>): RequiredSetting[] {
  const all = [...(definition.requiredSettings ?? []), ...(definition.upstreams ?? []).flatMap((upstream) => upstream.requiredSettings ?? [])]
  const seen = new Set<string>()
  return all.filter((setting) => {
    const path = typeof setting === 'string' ? setting : setting.path
    return !seen.has(path) && Boolean(seen.add(path))
  })
}

/** Every upstream must be callable, or (`choosesUpstream`) one of the alternatives, with every upstream not among them. */
function upstreamsAvailability(definition: OperationDefinition<any>, config: Pick<SvcConfig, 'upstreams'>): Availability {
  const upstreams = definition.upstreams ?? []
  const chosen = alternativesOf(definition)
  const always = combineAvailability(upstreams.filter((upstream) => !chosen.includes(upstream)).map((upstream) => upstreamAvailability(upstream, config)))
  const among = chosen.map((upstream) => upstreamAvailability(upstream, config))
  if (!always.available || !among.some((item) => item.available)) return combineAvailability([always, ...among])
  // Available, with the calls needing the others refused by its `check` (`host.serves`): the directory says which.
  const refused = among.filter((item) => !item.available)
  return refused.length === 0 ? always : combineAvailability([always, { available: true, except: refused.map((item) => item.reason).join('; ') }])
}

/** The upstreams an operation chooses among per call (`choosesUpstream`): the list given, all of them for `true`, none otherwise. */
export function alternativesOf(definition: OperationDefinition<any>): readonly UpstreamDefinition[] {
  const chosen = definition.choosesUpstream
  return chosen === true ? (definition.upstreams ?? []) : chosen || []
}

function combineAvailability(list: Availability[]): Availability {
  const missing = list.filter((item) => !item.available)
  if (missing.length > 0) return { available: false, reason: missing.map((item) => item.reason).join('; ') }
  const except = list.flatMap((item) => item.except ?? [])
  return except.length === 0 ? { available: true } : { available: true, except: except.join('; ') }
}

/**
 * The amount a request costs (the maximum for up-to billing), in atomic units; `settings` are its group's.
 * A quote that reads `state` answers a promise; every other price answers at once.
 */
export function quoteMicros(operation: RegisteredOperation, input: unknown, settings: Readonly<Record<string, unknown>> = {}, state: StateStore = NO_STATE): Micros | Promise<Micros> {
  const price = operation.price
  if (price.mode === 'fixed') return price.micros
  if (price.mode === 'upto' && !price.quote) return price.maxMicros
  const bound = price.mode === 'variable'
    ? (usd: number) => Math.max(usdToMicros(roundUsd(usd)), price.fromMicros)
    : (usd: number) => Math.min(usdToMicros(roundUsd(usd)), price.maxMicros)
  const quoted = price.quote!(input, settings, state)
  return typeof quoted === 'number' ? bound(quoted) : quoted.then(bound)
}

const NO_STATE = new Proxy({} as StateStore, {
  get() {
    throw new Error('this price quote reads state: pass the state to quoteMicros')
  },
})

/** Whether the caller authorizes a maximum and only the reported usage is settled (up-to, fixed or variable maximum). */
export function billsUsage(operation: RegisteredOperation): boolean {
  return operation.price.mode === 'upto' || (operation.price.mode === 'variable' && operation.price.upto)
}

/** Rounds a computed USD amount up to whole atomic units, so a quote never undercharges by rounding. */
export function roundUsd(usd: number): number {
  if (!Number.isFinite(usd) || usd < 0) throw createError('INTERNAL', 'price quote failed')
  return Math.ceil(usd * 1_000_000 - 1e-9) / 1_000_000
}

/** Listed price in USD: the fixed price, the 'from' floor, or the up-to maximum. */
export function listedMicros(operation: RegisteredOperation): Micros {
  const price = operation.price
  return price.mode === 'fixed' ? price.micros : price.mode === 'variable' ? price.fromMicros : price.maxMicros
}
