// The sources table of a plugin README, made from what its operations declare: what each reads (`sources`) and
// how long the answers are cached (`cacheTtl`, a source's own, else the upstream's default): the TTLs the calls use.
import { buildRegistry, durationMs, durationText, parseConfig, type OperationSource, type PluginDefinition, type RegisteredOperation, type UpstreamDefinition } from '@svc/core'

import { SOURCES_END, SOURCES_START } from './markers.mjs'

export { SOURCES_END, SOURCES_START }

/** The markdown table `id | source | cache TTL`, a row per declared source (one per operation that declares none). */
export function sourcesTable(plugin: PluginDefinition): string {
  const registry = buildRegistry([plugin], parseConfig({}))
  const rows = registry.operations.filter((operation) => operation.definition.aliasOf === undefined).flatMap((operation) => {
    const sources = operation.definition.sources ?? []
    if (sources.length === 0) return [[operation.id, undeclaredSource(operation), ttlCell(operation, undefined)]]
    return sources.map((source) => [operation.id, sourceCell(operation, source), ttlCell(operation, source)])
  })
  const header = ['id', 'source', 'cache TTL']
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

const upstreamsOf = (operation: RegisteredOperation): UpstreamDefinition[] => operation.definition.upstreams ?? []

function sourceCell(operation: RegisteredOperation, source: OperationSource): string {
  if (source.about !== undefined) return source.about
  const upstream = source.upstream ?? (upstreamsOf(operation).length === 1 ? upstreamsOf(operation)[0] : undefined)
  return `${upstream ? `${upstream.name} ` : ''}\`${source.method ?? 'GET'} ${source.path}\``
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
