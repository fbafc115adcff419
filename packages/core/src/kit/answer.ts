import type { UpstreamDefinition } from '../upstream/types.ts'

/** Provenance of an answer: the `source` object of the normalized shape. */
export interface Source {
  provider: string
  url: string
  license: string
}

/** The normalized answer: `{ ok, items, total, source }`, with `meta.mode` for operations with a lookup and a list mode. */
export interface NormalizedAnswer<T> {
  ok: true
  items: T[]
  total: number | null
  source: Source
  meta?: { mode: 'lookup' | 'list' } & Record<string, unknown>
}

export interface AnswerOptions {
  /** Rows matching upstream (may exceed `items.length`); null when the provider does not say. Default: the number of items. */
  total?: number | null
  /** `lookup` or `list`, for an operation that has both modes. */
  mode?: 'lookup' | 'list'
  /** More members of `data.meta` (kept only when `mode` is given, as the contract places them there). */
  meta?: Record<string, unknown>
}

/** Builds the normalized answer of a list or a search. */
export function listAnswer<T>(items: T[], source: Source, options: AnswerOptions = {}): NormalizedAnswer<T> {
  const answer: NormalizedAnswer<T> = { ok: true, items, total: options.total === undefined ? items.length : options.total, source }
  if (options.mode) answer.meta = { mode: options.mode, ...options.meta }
  return answer
}

/** Builds the normalized answer of a single lookup: one item, `total: 1`. */
export function lookupAnswer<T>(item: T, source: Source, options: Omit<AnswerOptions, 'total'> = {}): NormalizedAnswer<T> {
  return listAnswer([item], source, { ...options, total: 1 })
}

/**
 * The source object for an answer read from `upstream`: its name and license, and the URL
 * that was called (key removed, as `UpstreamResponse.url` gives it) or else its documentation.
 */
export function sourceOf(upstream: Pick<UpstreamDefinition, 'name' | 'baseUrl' | 'docsUrl' | 'license'>, url?: string): Source {
  return { provider: upstream.name, url: url ?? upstream.docsUrl ?? upstream.baseUrl, license: upstream.license ?? 'see the provider\'s terms' }
}

/** The source object of an answer computed on the host from a library or a data set shipped with the package. */
export function localSource(provider: string, url: string, license: string): Source {
  return { provider, url, license }
}
