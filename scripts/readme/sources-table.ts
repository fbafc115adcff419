// The sources table of a plugin README, made from what its operations declare: what each reads (`sources`) and
// how long the answers are cached (`cacheTtl`, a source's own, else the upstream's default): the TTLs the calls use.
import { buildRegistry, durationMs, durationText, parseConfig, type OperationSource, type PluginDefinition, type RegisteredOperation, type UpstreamDefinition } from '@svc/core'

import { SOURCES_END, SOURCES_START } from './markers.mjs'

export { SOURCES_END, SOURCES_START }

/** The registered operations of `plugins` by id: what a source naming another operation (`{ operation }`) is read from. */
export function operationsById(plugins: readonly PluginDefinition[]): Map<string, RegisteredOperation> {
  return new Map(plugins.flatMap((plugin) => buildRegistry([plugin], parseConfig({})).operations.map((operation) => [operation.id, operation] as const)))
}

/**
 * The markdown table `id | source | cache TTL`, a row per declared source (one per operation that declares none);
 * a source naming another operation gives that operation's own rows, marked `via` (with the plugin serving it
 * when that is another one: the plugin to install), from `operations`. An operation it `requires` that no
 * first-party plugin serves gets one row saying so (its TTLs are its own); any other unknown one throws.
 */
export function sourcesTable(plugin: PluginDefinition, operations: ReadonlyMap<string, RegisteredOperation> = new Map()): string {
  const registry = buildRegistry([plugin], parseConfig({}))
  const rows = registry.operations.filter((operation) => operation.definition.aliasOf === undefined).flatMap((operation) => cellsOf(operation, operations, []).map((cells) => [operation.id, ...cells]))
  const header = ['id', 'source', 'cache TTL']
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** The `source | cache TTL` cells of an operation's rows; `path` holds the operations already followed (no loop). */
function cellsOf(operation: RegisteredOperation, operations: ReadonlyMap<string, RegisteredOperation>, path: readonly string[]): string[][] {
  const sources = operation.definition.sources ?? []
  if (sources.length === 0) return [[undeclaredSource(operation), ttlCell(operation, undefined)]]
  return sources.flatMap((source) => {
    if (source.operation === undefined) return [[sourceCell(operation, source), ttlCell(operation, source)]]
    const called = operations.get(source.operation)
    if (!called && operation.definition.requires?.includes(source.operation)) return [[`\`${source.operation}\` (no first-party plugin serves it: unavailable until one is installed)`, 'its own']]
    if (!called) throw new Error(`${operation.id} names the source operation ${source.operation}, which no first-party plugin defines`)
    if (path.includes(called.id) || called.id === operation.id) throw new Error(`${operation.id}: the source operations loop through ${called.id}`)
    const from = called.plugin.name === operation.plugin.name ? '' : ` (${called.plugin.name})`
    return cellsOf(called, operations, [...path, operation.id]).map(([cell, ttl]) => [`via \`${called.id}\`${from}: ${cell}`, ttl!])
  })
}

const upstreamsOf = (operation: RegisteredOperation): UpstreamDefinition[] => operation.definition.upstreams ?? []

function sourceCell(operation: RegisteredOperation, source: OperationSource): string {
  if (source.about !== undefined) return source.about
  const upstream = source.upstream ?? (upstreamsOf(operation).length === 1 ? upstreamsOf(operation)[0] : undefined)
  // The query values it matches read as the provider's URL does; '' is the base URL itself (a JSON-RPC endpoint).
  const query = source.query ? `?${Object.entries(source.query).map(([name, value]) => `${name}=${value}`).join('&')}` : ''
  const request = source.path === '' ? `\`${source.method ?? 'GET'}${query ? ` ${query}` : ''}\` (its base URL)` : `\`${source.method ?? 'GET'} ${source.path}${query}\``
  return `${upstream ? `${upstream.name} ` : ''}${request}`
}

function undeclaredSource(operation: RegisteredOperation): string {
  const names = [...new Set(upstreamsOf(operation).map((upstream) => upstream.name))]
  if (names.length) return names.join(', ')
  return operation.definition.requires?.length ? operation.definition.requires.map((id) => `\`${id}\``).join(', ') : 'computed locally'
}

/** The source's TTL, else the operation's, else the default of the upstream(s) it is on; `none` when nothing is cached. */
function ttlCell(operation: RegisteredOperation, source: OperationSource | undefined): string {
  // Words about several calls that cache differently: their TTLs are on the endpoints' own rows.
  if (source?.about !== undefined && source.path === undefined && source.cacheTtl === undefined && operation.definition.sources?.some((other) => other.path !== undefined && other.cacheTtl !== undefined)) return 'per endpoint, below'
  const declared = source?.cacheTtl ?? (source?.method === 'POST' ? undefined : operation.definition.cacheTtl)
  if (declared !== undefined) return durationText(durationMs(declared) ?? 0)
  if (source?.method === 'POST') return 'none'
  const upstreams = source?.upstream ? [source.upstream] : upstreamsOf(operation)
  const defaults = new Map<number, string[]>()
  for (const upstream of upstreams) defaults.set(upstream.cacheTtlMs ?? 0, [...(defaults.get(upstream.cacheTtlMs ?? 0) ?? []), upstream.name])
  if (defaults.size <= 1) return durationText([...defaults.keys()][0] ?? 0)
  return [...defaults].map(([ms, names]) => `${names.join(', ')} ${durationText(ms)}`).join('; ')
}

/** The README with its sources table replaced by `table`; undefined when it has no sources markers (a hand-written table). */
export function withSources(readme: string, table: string): string | undefined {
  const start = readme.indexOf(SOURCES_START)
  const end = readme.indexOf(SOURCES_END)
  if (start < 0 || end < start) return undefined
  return `${readme.slice(0, start + SOURCES_START.length)}\n${table}\n${readme.slice(end)}`
}
