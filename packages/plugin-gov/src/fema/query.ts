import { sourceOf } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { limit, offset } from '../shared/params.ts'
import { openFema } from '../upstreams/fema.ts'

/** A string literal in an OData filter: single quotes doubled. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`

export interface FemaQuery {
  filters: Array<string | undefined>
  orderBy: string
  limit: number
  skip: number
}

/**
 * One OpenFEMA dataset page: `{metadata: {count, ...}, <Entity>: [...]}`. `$count=true` (FEMA's replacement for the deprecated `$inlinecount=allpages`)
 * makes FEMA count every match; its bookkeeping members (`id`, `hash`, `lastRefresh`) are dropped.
 */
export async function femaQuery(client: UpstreamClient, version: string, entity: string, query: FemaQuery) {
  const filter = query.filters.filter(Boolean).join(' and ')
  const response = await client.json(`/api/open/${version}/${entity}`, {
    query: { $filter: filter || undefined, $orderby: query.orderBy, $top: query.limit, $skip: query.skip, $count: true },
    schema: v.object({ metadata: v.object({ count: v.optional(v.number()) }), [entity]: v.array(v.record(v.string(), v.unknown())) }),
    cacheTtlMs: 3 * 3600_000,
  })
  const data = response.data as { metadata: { count?: number } } & Record<string, Array<Record<string, unknown>>>
  const rows = data[entity]!.map(({ id: _id, hash: _hash, lastRefresh: _refresh, ...row }) => row)
  return { rows, total: data.metadata.count ?? null, url: response.url }
}

export const source = (url: string) => (sourceOf(openFema, url))
/** OpenFEMA pages: `$top` 1-1000 (default 25) and `$skip`. */
export const limitParam = limit(1000, 25)
export const skipParam = offset()
