import type { UpstreamDefinition, UpstreamRequest } from './types.ts'

/** A length of time as operations write it: `30s`, `10min`, `6h`, `7d` (`0s`: not cached). */
export type Duration = `${number}${'ms' | 's' | 'min' | 'h' | 'd'}`

/**
 * One thing an operation reads from (`OperationDefinition.sources`): an endpoint of one of its upstreams, and
 * how long its answers are cached. The plugin's README lists them; the handler's `ctx.upstream` calls to the
 * endpoint that give no `cacheTtlMs` of their own are cached for `cacheTtl`.
 */
export interface OperationSource {
  /** The upstream it is on; left out, any of the operation's upstreams. */
  upstream?: UpstreamDefinition
  /**
   * The path below the base URL, as the provider documents it: a `{name}` segment stands for what the call
   * fills in (`/v0/aircraft/{registration}`), a last `{name*}` for the rest of the path, any number of segments
   * (`/ipfs/{path*}`); `''` is the base URL itself (a JSON-RPC endpoint). A call whose path it matches takes
   * this source's `cacheTtl`.
   */
  path?: string
  /**
   * Query values a call must send for this source to match it (`{ product: 'predictions' }`), in its `query` or
   * its path: one path cached two ways. The README shows them after the path. Sources are tried in order, so
   * the one with a query comes before the same path without.
   */
  query?: Readonly<Record<string, string>>
  /** The method of the calls it matches (default GET). A POST is cached only when its source or call says so. */
  method?: 'GET' | 'POST'
  /** What the README says of it when a path is not enough (several calls, embedded data), in markdown. */
  about?: string
  /**
   * Another operation the handler calls (`aviation.accidents`): its answers are cached as that operation declares,
   * and the README's rows for it are made from that declaration, so they cannot drift from it (naming the plugin
   * that serves it when that is another one). One the operation `requires` that no first-party plugin serves gets
   * a row saying so.
   */
  operation?: string
  /** How long its answers are cached; left out, the operation's `cacheTtl` (or the upstream's default). */
  cacheTtl?: Duration
}

/**
 * The `sources` of an operation whose one source is said in words, not by an endpoint a path can name (a library,
 * data shipped with the package, the page the caller gives): `sources: sourcesInWords('none (papaparse)')` is
 * `[{ about: 'none (papaparse)' }]`, the README's "Sources" row for it.
 */
export const sourcesInWords = (about: string): readonly OperationSource[] => [{ about }]

const UNIT_MS = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** The milliseconds of a duration; undefined when it is not one (`5 min`, `-1h`). */
export function durationMs(duration: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|min|h|d)$/.exec(duration)
  return match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : undefined
}

/** How the README says a duration: `30 s`, `10 min`, `6 h`, `1 day`, `7 days`; `none` for 0. */
export function durationText(ms: number): string {
  if (ms === 0) return 'none'
  if (ms % 86_400_000 === 0) return ms === 86_400_000 ? '1 day' : `${ms / 86_400_000} days`
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`
  if (ms % 60_000 === 0) return `${ms / 60_000} min`
  if (ms % 1000 === 0) return `${ms / 1000} s`
  return `${ms} ms`
}

/** What an operation declares of its sources (the members of `OperationDefinition` read here). */
export interface DeclaredSources {
  cacheTtl?: Duration
  sources?: readonly OperationSource[]
}

/** Throws naming the member when a declared duration or path is not one. */
export function checkSources(name: string, declared: DeclaredSources): void {
  const problem = (what: string) => new TypeError(`operation ${name}: ${what}`)
  if (declared.cacheTtl !== undefined && durationMs(declared.cacheTtl) === undefined) throw problem(`cacheTtl "${declared.cacheTtl}" is not a duration such as 30s, 10min, 6h or 7d`)
  for (const source of declared.sources ?? []) {
    if (source.cacheTtl !== undefined && durationMs(source.cacheTtl) === undefined) throw problem(`a source's cacheTtl "${source.cacheTtl}" is not a duration such as 30s, 10min, 6h or 7d`)
    if (source.path !== undefined && source.path !== '' && !source.path.startsWith('/')) throw problem(`a source's path "${source.path}" must start with / (or be '', the base URL)`)
    if (source.path !== undefined && /\{[^}]*\*\}./.test(source.path)) throw problem(`a source's path "${source.path}" has {name*} (the rest of the path) before its end`)
    if (source.query !== undefined && (source.path === undefined || Object.keys(source.query).length === 0)) throw problem('a source\'s query needs a path and at least one value')
    if (source.operation !== undefined && !/^[a-z0-9-]+\.[a-z0-9-]+$/.test(source.operation)) throw problem(`a source's operation "${source.operation}" is not an operation id such as geo.elevation`)
    if (source.operation !== undefined && (source.path !== undefined || source.cacheTtl !== undefined)) throw problem(`the source operation "${source.operation}" takes its path and cacheTtl from that operation`)
    if (source.path === undefined && source.about === undefined && source.operation === undefined) throw problem('a source needs a path, an about or an operation')
  }
}

/**
 * The TTL a call takes when it gives none: from the first source its path (and query) matches, else the
 * operation's (GET only); undefined: none declared.
 */
export type DeclaredTtl = (upstream: UpstreamDefinition, path: string, method: string, query?: UpstreamRequest['query']) => number | undefined

const patterns = new WeakMap<OperationSource, RegExp>()

function patternOf(source: OperationSource & { path: string }): RegExp {
  let pattern = patterns.get(source)
  if (!pattern) {
    const literal = (part: string) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    // `{name}` is one segment; `{name*}` the rest of the path, one segment or more. Neither reads on into the
    // query: `/a/x?next=/b` is `/a/x`, not `/a/{id}/b`.
    const body = source.path.split(/(\{[^}]*\})/).map((part, index) => (index % 2 === 0 ? literal(part) : part.endsWith('*}') ? '[^?#]+' : '[^/?#]+')).join('')
    pattern = new RegExp(`^${body}(?:[?#]|$)`)
    patterns.set(source, pattern)
  }
  return pattern
}

/** True when the call sends every query value the source names (in its query, or its path's for a name it leaves out). */
function queryMatches(wanted: Readonly<Record<string, string>> | undefined, path: string, query: UpstreamRequest['query']): boolean {
  if (!wanted) return true
  const inPath = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0] : '')
  return Object.entries(wanted).every(([name, value]) => (query?.[name] !== undefined ? String(query[name]) : inPath.get(name)) === value)
}

/** The declared TTL of an operation's calls; undefined when it declares none (the call's or the upstream's apply). */
export function declaredTtlOf(declared: DeclaredSources): DeclaredTtl | undefined {
  const sources = (declared.sources ?? []).filter((source): source is OperationSource & { path: string; cacheTtl: Duration } => source.path !== undefined && source.cacheTtl !== undefined)
  const fallback = declared.cacheTtl === undefined ? undefined : durationMs(declared.cacheTtl)
  if (sources.length === 0 && fallback === undefined) return undefined
  return (upstream, path, method, query) => {
    const source = sources.find((candidate) => (candidate.method ?? 'GET') === method && (!candidate.upstream || candidate.upstream.id === upstream.id) && patternOf(candidate).test(path) && queryMatches(candidate.query, path, query))
    if (source) return durationMs(source.cacheTtl)
    return method === 'GET' ? fallback : undefined
  }
}

const declaredTtls = new WeakMap<DeclaredSources, DeclaredTtl | null>()

/** `declaredTtlOf` made once per operation definition (every call of it reads the same). */
export function declaredTtlFor(declared: DeclaredSources): DeclaredTtl | undefined {
  let made = declaredTtls.get(declared)
  if (made === undefined) {
    made = declaredTtlOf(declared) ?? null
    declaredTtls.set(declared, made)
  }
  return made ?? undefined
}
