import { listAnswer, sourceOf } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { limit, offset } from '../shared/params.ts'
import { openFema } from '../upstreams/fema.ts'

/** A string literal in an OData filter: single quotes doubled. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`

/**
 * `<field> eq <value>` for each given value, in the order named: a text as a quoted literal, a number as it is;
 * an absent (or empty) value adds no filter.
 */
export const equalFilters = (fields: Record<string, string | number | undefined>) =>
  Object.entries(fields).map(([field, value]) => (value === undefined || value === '' ? undefined : `${field} eq ${typeof value === 'number' ? value : literal(value)}`))

/** A page of a dataset: `$top` and `$skip`. */
export interface FemaPage {
  limit: number
  skip: number
}

export interface FemaQuery extends FemaPage {
  filters: Array<string | undefined>
  orderBy: string
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
  })
  const data = response.data as { metadata: { count?: number } } & Record<string, Array<Record<string, unknown>>>
  const rows = data[entity]!.map(({ id: _id, hash: _hash, lastRefresh: _refresh, ...row }) => row)
  return { rows, total: data.metadata.count ?? null, url: response.url }
}

/** The call's page of a dataset as every FEMA operation answers it: FEMA's rows as they come, its count as the total. */
export async function femaList(client: UpstreamClient, version: string, entity: string, page: FemaPage, query: Omit<FemaQuery, keyof FemaPage>) {
  const result = await femaQuery(client, version, entity, { ...query, limit: page.limit, skip: page.skip })
  return listAnswer(result.rows, source(result.url), { total: result.total })
}

/** Filters for a timestamp field within whole days, both ends included (each given end). */
export const dayBounds = (field: string, from: string | undefined, to: string | undefined) => [
  from && `${field} ge '${from}T00:00:00.000Z'`,
  to && `${field} le '${to}T23:59:59.999Z'`,
]

/** A FEMA disaster number input. */
export const disasterNumberParam = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999), v.description(description)))

export const source = (url: string) => (sourceOf(openFema, url))
/** OpenFEMA pages: `$top` 1-1000 (default 25) and `$skip`, the input every FEMA operation ends with. */
export const femaPage = { limit: limit(1000, 25), skip: offset() }
